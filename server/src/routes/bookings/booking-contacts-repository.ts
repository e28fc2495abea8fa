import type { Knex } from 'knex'

/**
 * Bookings found by the e-mail or phone they were made with: claimed by the account that proves it,
 * and the messages the person wants, which follow the person rather than one booking.
 */
export function createBookingContactsRepository(knex: Knex) {
  const bookings = (trx?: Knex.Transaction) => (trx ?? knex)('bookings')
  const madeWithEmail = (email: string, trx?: Knex.Transaction) =>
    bookings(trx).whereNull('user_id').whereRaw('lower(trim(email)) = ?', [email.trim().toLowerCase()])
  return {
    /** The booking joins an account (a guest's claim with its token). */
    async setOwner(id: string, userId: string, trx?: Knex.Transaction): Promise<void> {
      await bookings(trx).where({ id }).update({ user_id: userId })
    },

    /** Bookings made with this address and owned by nobody become the account's: their ids. */
    async claimMadeWithEmail(userId: string, email: string, trx?: Knex.Transaction): Promise<string[]> {
      const rows: { id: string }[] = await madeWithEmail(email, trx).update({ user_id: userId }, ['id'])
      return rows.map((row) => row.id)
    },

    /** Whether bookings made with this address wait for an account to prove it. */
    async hasUnclaimedMadeWithEmail(email: string, trx?: Knex.Transaction): Promise<boolean> {
      const row = await madeWithEmail(email, trx).first(knex.raw('1'))
      return Boolean(row)
    },

    /** Bookings made with this number (E.164) and owned by nobody become the account's. */
    async claimMadeWithPhone(userId: string, phone: string, trx?: Knex.Transaction): Promise<void> {
      await bookings(trx).whereNull('user_id').where({ phone }).update({ user_id: userId })
    },

    /**
     * Turns WhatsApp messages on or off for every booking made with this number (E.164): a STOP reply,
     * an opt-out link and the track page's "turn back on" mean the person, not one booking.
     */
    async setPhoneMessages(phone: string, on: boolean, trx?: Knex.Transaction): Promise<string[]> {
      const rows: { id: string }[] = await bookings(trx)
        .where({ phone, phone_messages: !on })
        .update({ phone_messages: on, phone_messages_changed_at: knex.fn.now() }, ['id'])
      return rows.map((row) => row.id)
    },

    /** Turns the update e-mails on or off for every booking made with this address, whatever its case. */
    async setMailUpdates(email: string, on: boolean, trx?: Knex.Transaction): Promise<string[]> {
      const rows: { id: string }[] = await bookings(trx)
        .whereRaw('lower(email) = lower(?)', [email])
        .where({ mail_updates: !on })
        .update({ mail_updates: on, mail_updates_changed_at: knex.fn.now() }, ['id'])
      return rows.map((row) => row.id)
    },
  }
}

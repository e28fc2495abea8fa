import type { Booking } from '@labsite/shared'
import type { Knex } from 'knex'
import { createEnquiryRepository } from '../../lib/kits/enquiry-repository'
import { NEWEST_FIRST } from '../../lib/kits/list-filters'
import { createBookingFilesRepository } from './booking-files-repository'
import {
  type BookingListFilters,
  byReference,
  narrowToBookings,
  type ReferenceFilter,
  SEARCH_COLUMNS,
  SLOT_ORDER,
} from './booking-list-filters'
import { type BookingRow, type NewBooking, type NewBookingFile, toBooking } from './booking-rows'
import { createReportCodesRepository } from './report-codes-repository'

export type { BookingListFilters } from './booking-list-filters'
export type { BookingFileRow, BookingRow, NewBooking, NewBookingFile } from './booking-rows'
export { toBooking } from './booking-rows'
export type { ReportCodeRow } from './report-codes-repository'

/**
 * A booking's file rows in the order they were attached, aggregated into the row itself: a staff list
 * page or an export batch is one query, not one for the bookings and another for their files.
 */
const FILE_ROWS = `coalesce((
  select json_agg(f order by f.created_at, f.original_name, f.id)
  from booking_files f where f.booking_id = bookings.id
), '[]'::json) as file_rows`

/** What the desk has taken for a booking, read with the row like its files. */
const PAID = `(
  select coalesce(sum(p.amount), 0) from payments p where p.booking_id = bookings.id
) as paid`

/**
 * The language a booking was made in; null for bookings made before bookings kept it. A function of
 * its own: the mail builders that need it are handed a transaction, not the repository.
 */
export async function bookingLanguage(db: Knex | Knex.Transaction, id: string): Promise<string | null> {
  const row = await db('bookings').select('language').where({ id }).first()
  return row?.language ?? null
}

/**
 * Bookings found by the e-mail or phone they were made with: claimed by the account that proves it,
 * and the messages the person wants, which follow the person rather than one booking.
 */
function createBookingContactsQueries(knex: Knex) {
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

/**
 * Booking enquiries and their private files' rows (the bytes live in the private file store), their
 * report download codes, and what follows the e-mail or phone they were made with.
 */
export function createBookingsRepository(knex: Knex) {
  const files = createBookingFilesRepository(knex)
  const { withFiles } = files

  // The list and the CSV export: the front desk's filters, and the day's order by slot when asked.
  const {
    rows: bookings,
    list,
    exportBatches,
    ...enquiries
  } = createEnquiryRepository<BookingRow, Booking, BookingListFilters & ReferenceFilter>(knex, {
    table: 'bookings',
    searchColumns: SEARCH_COLUMNS,
    columns: (db) => ['*', db.raw(FILE_ROWS), db.raw(PAID)],
    toRecords: withFiles,
    narrow: narrowToBookings,
    // slot_label starts with the zero-padded start time ("07:00–08:00"), so text order is time order.
    listOrder: (filters) => (filters.sort === 'slot' ? SLOT_ORDER : NEWEST_FIRST),
  })

  /** The enquiry and all its file rows, in the caller's transaction: stored together or not at all. */
  async function insert(
    booking: NewBooking,
    newFiles: readonly NewBookingFile[],
    trx: Knex.Transaction,
  ): Promise<Booking> {
    const [row]: BookingRow[] = await bookings(trx)
      .insert({
        ...booking,
        items: JSON.stringify(booking.items ?? []),
        members: JSON.stringify(booking.members ?? []),
      })
      .returning('*')
    return toBooking(row, await files.addFiles(row.id, newFiles, trx))
  }

  return {
    ...enquiries,
    ...createReportCodesRepository(knex),
    ...createBookingContactsQueries(knex),
    list: (filters: BookingListFilters) => list(byReference(filters)),
    exportBatches: (filters: BookingListFilters) => exportBatches(byReference(filters)),
    insert,
    toRecords: withFiles,
    findFile: files.findFile,

    /** Report files staff attach to a booking, stored with the booking's other file rows. */
    async addFiles(bookingId: string, newFiles: readonly NewBookingFile[], trx: Knex.Transaction) {
      await files.addFiles(bookingId, newFiles, trx)
    },

    /** Deletes the enquiry (its file rows cascade) and answers the stored names of its files. */
    async delete(id: string, trx: Knex.Transaction): Promise<string[]> {
      const stored = await files.storedNamesOf(id, trx)
      await bookings(trx).where({ id }).delete()
      return stored
    },

    async findRow(where: Partial<BookingRow>, trx?: Knex.Transaction): Promise<BookingRow | null> {
      return (await bookings(trx).where(where).first()) ?? null
    },

    /** The bookings of one account, newest first, with their files. */
    async listForUser(userId: string): Promise<Booking[]> {
      const rows: BookingRow[] = await bookings()
        .where({ user_id: userId })
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(200)
      return withFiles(rows)
    },

    /**
     * One lab day's bookings that are still going ahead (not cancelled), with their files and what is
     * paid: by slot start (a walk-in without a slot first), then reference.
     */
    async listForDay(date: string): Promise<Booking[]> {
      const rows: BookingRow[] = await bookings()
        .select('*', knex.raw(FILE_ROWS), knex.raw(PAID))
        .where({ preferred_date: date })
        .whereNot({ status: 'cancelled' })
        .orderBy([
          { column: 'slot_label', order: 'asc' },
          { column: 'reference', order: 'asc' },
          { column: 'id', order: 'asc' },
        ])
      return withFiles(rows)
    },

    /**
     * The bookings of `date` in one of `statuses` whose reminder is not sent yet, locked (rows another
     * process holds are skipped: it is sending them).
     */
    async lockDueReminders(
      date: string,
      statuses: readonly string[],
      trx: Knex.Transaction,
    ): Promise<string[]> {
      return bookings(trx)
        .where({ preferred_date: date })
        .whereIn('status', [...statuses])
        .whereNull('reminder_sent_at')
        .forUpdate()
        .skipLocked()
        .pluck('id')
    },

    async markRemindersSent(ids: readonly string[], trx?: Knex.Transaction): Promise<void> {
      if (ids.length === 0) return
      await bookings(trx)
        .whereIn('id', [...ids])
        .update({ reminder_sent_at: knex.fn.now() })
    },
  }
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>

import type { Knex } from 'knex'

/** A one-time code that downloads a booking's report (mailed to the booking's address). */
export interface ReportCodeRow {
  id: string
  booking_id: string
  code_hash: string
  attempts: number
  expires_at: Date
  used_at: Date | null
}

/** The one-time report download codes of bookings: one live code per booking at most. */
export function createReportCodesRepository(knex: Knex) {
  const codes = (trx?: Knex.Transaction) => (trx ?? knex)<ReportCodeRow>('report_download_codes')
  return {
    /** A new one-time report download code for the booking; any unused earlier one stops working. */
    async replaceReportCode(bookingId: string, codeHash: string, expiresAt: Date, trx?: Knex.Transaction) {
      await codes(trx).where({ booking_id: bookingId }).whereNull('used_at').delete()
      await codes(trx).insert({ booking_id: bookingId, code_hash: codeHash, expires_at: expiresAt })
    },

    /** The booking's unused, unexpired download code, locked while it is checked. */
    async liveReportCodeForUpdate(bookingId: string, trx: Knex.Transaction): Promise<ReportCodeRow | null> {
      const row = await codes(trx)
        .where({ booking_id: bookingId })
        .whereNull('used_at')
        .where('expires_at', '>', new Date())
        .forUpdate()
        .first()
      return row ?? null
    },

    async countWrongReportCode(id: string, trx?: Knex.Transaction): Promise<void> {
      await codes(trx).where({ id }).increment('attempts', 1)
    },

    async useReportCode(id: string, trx?: Knex.Transaction): Promise<void> {
      await codes(trx).where({ id }).update({ used_at: new Date() })
    },
  }
}

import type { ClosedDate } from '@labsite/shared'
import type { Knex } from 'knex'
import { dateOnly } from '../../lib/kits/records'
import { CLOSED_DAY } from './slot-availability'

interface ClosedDateRow {
  date: Date | string
  reason: string
}

/** The days the lab takes no bookings, each with its reason ('' when none was given). */
export function createClosedDatesRepository(knex: Knex) {
  const db = (trx?: Knex.Transaction) => trx ?? knex
  return {
    /** The closed dates from `first` to `last`, each with its reason as stored. */
    async closedReasonsBetween(first: string, last: string, trx?: Knex.Transaction) {
      const rows: ClosedDateRow[] = await db(trx)('booking_closed_dates')
        .whereBetween('date', [first, last])
        .select('date', 'reason')
      return new Map<string, string>(rows.map((row) => [dateOnly(row.date), row.reason]))
    },

    async closedReason(date: string, trx?: Knex.Transaction): Promise<string | null> {
      const row = await db(trx)('booking_closed_dates').where({ date }).first()
      return row ? row.reason || CLOSED_DAY : null
    },

    async listClosedDates(): Promise<ClosedDate[]> {
      const rows: ClosedDateRow[] = await knex('booking_closed_dates').orderBy('date')
      return rows.map((row) => ({ date: dateOnly(row.date), reason: row.reason }))
    },

    async addClosedDate(closedDate: ClosedDate, trx?: Knex.Transaction): Promise<void> {
      await db(trx)('booking_closed_dates')
        .insert(closedDate)
        .onConflict('date')
        .merge({ reason: closedDate.reason })
    },

    async deleteClosedDate(date: string, trx?: Knex.Transaction): Promise<boolean> {
      return (await db(trx)('booking_closed_dates').where({ date }).delete().returning('date')).length > 0
    },
  }
}

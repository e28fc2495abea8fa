import type { SlotAvailability } from '@labsite/shared'
import type { Knex } from 'knex'
import { dateOnly } from '../../lib/kits/records'
import { createBookingSlotsRepository } from './booking-slots-repository'
import { createClosedDatesRepository } from './closed-dates-repository'
import { bookingWindow, labNow } from './lab-calendar'
import { createPincodesRepository } from './pincodes-repository'
import { availableDays, type DayAvailability } from './slot-availability'

export type { DayAvailability } from './slot-availability'

/** Bookings that hold a place in their slot: every one not cancelled. */
const HOLDING = (query: Knex.QueryBuilder) => query.whereNot('status', 'cancelled')

/**
 * The lab's slot table (weekday × time × capacity), closed dates and serviceable PIN codes, and the
 * places left in each slot, counted from the bookings that hold one.
 */
export function createCalendarRepository(knex: Knex) {
  const slots = createBookingSlotsRepository(knex)
  const closedDates = createClosedDatesRepository(knex)

  /** Places taken from `first` to `last`, keyed by `${date} ${slotId}`. */
  async function placesTakenBetween(first: string, last: string, trx?: Knex.Transaction) {
    const rows: { preferred_date: Date | string; slot_id: string; n: number }[] = await HOLDING(
      (trx ?? knex)('bookings')
        .whereBetween('preferred_date', [first, last])
        .whereNotNull('slot_id')
        .groupBy('preferred_date', 'slot_id')
        .select('preferred_date', 'slot_id', knex.raw('count(*)::int as n')),
    )
    return new Map<string, number>(
      rows.map((row) => [`${dateOnly(row.preferred_date)} ${row.slot_id}`, Number(row.n)]),
    )
  }

  /** Each date from `first` to `last` with its slots and the places left in each (availableDays). */
  async function availability(
    first: string,
    last: string,
    trx?: Knex.Transaction,
  ): Promise<DayAvailability[]> {
    const [slotTable, closedReasons, takenBy] = await Promise.all([
      slots.listSlots(trx),
      closedDates.closedReasonsBetween(first, last, trx),
      placesTakenBetween(first, last, trx),
    ])
    return availableDays(first, last, { slots: slotTable, closedReasons, takenBy, now: labNow() })
  }

  return {
    ...slots,
    ...closedDates,
    ...createPincodesRepository(knex),
    availability,

    /** The next `count` slots with a place left, from `from` to the end of the booking window. */
    async nextFreeSlots(from: string, count: number, trx?: Knex.Transaction) {
      const { last } = bookingWindow()
      if (from > last) return []
      const free: { date: string; slot: SlotAvailability }[] = []
      for (const day of await availability(from, last, trx)) {
        for (const slot of day.slots) if (slot.remaining > 0) free.push({ date: day.date, slot })
      }
      return free.slice(0, count)
    },

    async placesTaken(slotId: string, date: string, trx: Knex.Transaction): Promise<number> {
      const [row] = await HOLDING(
        trx('bookings').where({ slot_id: slotId, preferred_date: date }).count({ n: '*' }),
      )
      return Number(row.n)
    },
  }
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>

import type {
  BookingSlot,
  BookingSlotFields,
  ClosedDate,
  ServiceablePincode,
  SlotAvailability,
} from '@labsite/shared'
import type { Knex } from 'knex'
import { dateOnly } from '../../lib/kits/records'
import { addDays, bookingWindow, labNow, slotLabel, weekdayOf } from './lab-calendar'

interface SlotRow {
  id: string
  weekday: number
  start_time: string
  end_time: string
  capacity: number
  version: number
}

const toSlot = (row: SlotRow): BookingSlot => ({
  id: row.id,
  weekday: row.weekday,
  startTime: row.start_time,
  endTime: row.end_time,
  capacity: row.capacity,
  version: row.version,
})

/** Bookings that hold a place in their slot: every one not cancelled. */
const HOLDING = (query: Knex.QueryBuilder) => query.whereNot('status', 'cancelled')

export interface DayAvailability {
  date: string
  closedReason: string | null
  slots: SlotAvailability[]
}

/** The lab's slot table (weekday × time × capacity), closed dates and serviceable PIN codes. */
export function createCalendarRepository(knex: Knex) {
  const db = (trx?: Knex.Transaction) => trx ?? knex

  async function listSlots(trx?: Knex.Transaction): Promise<BookingSlot[]> {
    const rows: SlotRow[] = await db(trx)('booking_slots').orderBy(['weekday', 'start_time'])
    return rows.map(toSlot)
  }

  /**
   * Each date from `first` to `last` with its slots and the places left in each. A closed date has
   * no slots; today's slots that have already begun are left out.
   */
  async function availability(
    first: string,
    last: string,
    trx?: Knex.Transaction,
  ): Promise<DayAvailability[]> {
    const [slots, closed, taken] = await Promise.all([
      listSlots(trx),
      db(trx)('booking_closed_dates').whereBetween('date', [first, last]).select('date', 'reason'),
      HOLDING(
        db(trx)('bookings')
          .whereBetween('preferred_date', [first, last])
          .whereNotNull('slot_id')
          .groupBy('preferred_date', 'slot_id')
          .select('preferred_date', 'slot_id', knex.raw('count(*)::int as n')),
      ),
    ])
    const closedReasons = new Map<string, string>(
      closed.map((row: { date: Date | string; reason: string }) => [dateOnly(row.date), row.reason]),
    )
    const takenBy = new Map<string, number>(
      taken.map((row: { preferred_date: Date | string; slot_id: string; n: number }) => [
        `${dateOnly(row.preferred_date)} ${row.slot_id}`,
        Number(row.n),
      ]),
    )
    const now = labNow()
    const days: DayAvailability[] = []
    for (let date = first; date <= last; date = addDays(date, 1)) {
      const reason = closedReasons.get(date)
      if (reason !== undefined) {
        days.push({ date, closedReason: reason || 'The lab is closed on this day', slots: [] })
        continue
      }
      const weekday = weekdayOf(date)
      days.push({
        date,
        closedReason: null,
        slots: slots
          .filter((slot) => slot.weekday === weekday && (date !== now.date || slot.startTime > now.time))
          .map((slot) => ({
            id: slot.id,
            startTime: slot.startTime,
            endTime: slot.endTime,
            label: slotLabel(slot),
            capacity: slot.capacity,
            remaining: Math.max(0, slot.capacity - (takenBy.get(`${date} ${slot.id}`) ?? 0)),
          })),
      })
    }
    return days
  }

  return {
    listSlots,
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

    /** The slot, locked until the transaction ends: bookings for it queue here, one at a time. */
    async lockSlot(id: string, trx: Knex.Transaction): Promise<BookingSlot | null> {
      const row: SlotRow | undefined = await trx('booking_slots').where({ id }).forUpdate().first()
      return row ? toSlot(row) : null
    },

    async placesTaken(slotId: string, date: string, trx: Knex.Transaction): Promise<number> {
      const [row] = await HOLDING(
        trx('bookings').where({ slot_id: slotId, preferred_date: date }).count({ n: '*' }),
      )
      return Number(row.n)
    },

    async closedReason(date: string, trx?: Knex.Transaction): Promise<string | null> {
      const row = await db(trx)('booking_closed_dates').where({ date }).first()
      return row ? row.reason || 'The lab is closed on this day' : null
    },

    async createSlot(fields: BookingSlotFields, trx: Knex.Transaction): Promise<BookingSlot> {
      const [row] = await trx('booking_slots')
        .insert({
          weekday: fields.weekday,
          start_time: fields.startTime,
          end_time: fields.endTime,
          capacity: fields.capacity,
        })
        .returning('*')
      return toSlot(row)
    },

    /** Changes a slot the caller has locked (`lockSlot`); the version goes up. */
    async updateSlot(id: string, fields: BookingSlotFields, trx: Knex.Transaction): Promise<BookingSlot> {
      const [row] = await trx('booking_slots')
        .where({ id })
        .update({
          weekday: fields.weekday,
          start_time: fields.startTime,
          end_time: fields.endTime,
          capacity: fields.capacity,
          version: trx.raw('version + 1'),
        })
        .returning('*')
      return toSlot(row)
    },

    async deleteSlot(id: string, trx: Knex.Transaction): Promise<void> {
      await trx('booking_slots').where({ id }).delete()
    },

    async listClosedDates(): Promise<ClosedDate[]> {
      const rows = await knex('booking_closed_dates').orderBy('date')
      return rows.map((row: { date: Date | string; reason: string }) => ({
        date: dateOnly(row.date),
        reason: row.reason,
      }))
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

    /** The areas the lab serves under these PIN codes (a code it does not serve has none). */
    async areasOf(pincodes: readonly string[]): Promise<Map<string, string>> {
      if (pincodes.length === 0) return new Map()
      const rows: { pincode: string; area: string }[] = await knex('serviceable_pincodes')
        .whereIn('pincode', [...pincodes])
        .select('pincode', 'area')
      return new Map(rows.map((row) => [row.pincode, row.area]))
    },

    async findPincode(pincode: string, trx?: Knex.Transaction): Promise<ServiceablePincode | null> {
      return (await db(trx)('serviceable_pincodes').where({ pincode }).first()) ?? null
    },

    async listPincodes(): Promise<ServiceablePincode[]> {
      return knex('serviceable_pincodes').orderBy('pincode').select('pincode', 'area')
    },

    /** Adds (or renames) the given PIN codes; with `replace`, every other PIN code is removed. */
    async importPincodes(
      pincodes: ServiceablePincode[],
      replace: boolean,
      outer?: Knex.Transaction,
    ): Promise<number> {
      const run = async (trx: Knex.Transaction) => {
        if (replace) await trx('serviceable_pincodes').delete()
        for (let i = 0; i < pincodes.length; i += 500) {
          await trx('serviceable_pincodes')
            .insert(pincodes.slice(i, i + 500))
            .onConflict('pincode')
            .merge(['area'])
        }
        const [row] = await trx('serviceable_pincodes').count({ n: '*' })
        return Number(row.n)
      }
      return outer ? run(outer) : knex.transaction(run)
    },

    async deletePincode(pincode: string, trx?: Knex.Transaction): Promise<boolean> {
      return (
        (await db(trx)('serviceable_pincodes').where({ pincode }).delete().returning('pincode')).length > 0
      )
    },
  }
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>

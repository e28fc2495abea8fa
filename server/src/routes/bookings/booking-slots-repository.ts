import type { BookingSlot, BookingSlotFields } from '@labsite/shared'
import type { Knex } from 'knex'

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

const toColumns = (fields: BookingSlotFields) => ({
  weekday: fields.weekday,
  start_time: fields.startTime,
  end_time: fields.endTime,
  capacity: fields.capacity,
})

/** The lab's slot table: weekday × time × capacity. */
export function createBookingSlotsRepository(knex: Knex) {
  return {
    async listSlots(trx?: Knex.Transaction): Promise<BookingSlot[]> {
      const rows: SlotRow[] = await (trx ?? knex)('booking_slots').orderBy(['weekday', 'start_time'])
      return rows.map(toSlot)
    },

    /** The slot, locked until the transaction ends: bookings for it queue here, one at a time. */
    async lockSlot(id: string, trx: Knex.Transaction): Promise<BookingSlot | null> {
      const row: SlotRow | undefined = await trx('booking_slots').where({ id }).forUpdate().first()
      return row ? toSlot(row) : null
    },

    async createSlot(fields: BookingSlotFields, trx: Knex.Transaction): Promise<BookingSlot> {
      const [row] = await trx('booking_slots').insert(toColumns(fields)).returning('*')
      return toSlot(row)
    },

    /** Changes a slot the caller has locked (`lockSlot`); the version goes up. */
    async updateSlot(id: string, fields: BookingSlotFields, trx: Knex.Transaction): Promise<BookingSlot> {
      const [row] = await trx('booking_slots')
        .where({ id })
        .update({ ...toColumns(fields), version: trx.raw('version + 1') })
        .returning('*')
      return toSlot(row)
    },

    async deleteSlot(id: string, trx: Knex.Transaction): Promise<void> {
      await trx('booking_slots').where({ id }).delete()
    },
  }
}

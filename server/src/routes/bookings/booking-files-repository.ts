import type { Booking } from '@labsite/shared'
import type { Knex } from 'knex'
import { type BookingFileRow, type BookingRow, type NewBookingFile, toBooking } from './booking-rows'

/** A booking's private files' rows (the bytes live in the private file store), and bookings read with them. */
export function createBookingFilesRepository(knex: Knex) {
  const files = (trx?: Knex.Transaction) => (trx ?? knex)<BookingFileRow>('booking_files')

  /** Rows read without their PAID column (one record, a locked row) get it in one more query. */
  async function withPaid(rows: BookingRow[], trx?: Knex.Transaction): Promise<BookingRow[]> {
    const missing = rows.filter((row) => row.paid === undefined).map((row) => row.id)
    if (missing.length === 0) return rows
    const sums: { booking_id: string; paid: string | number }[] = await (trx ?? knex)('payments')
      .whereIn('booking_id', missing)
      .groupBy('booking_id')
      .select('booking_id', knex.raw('sum(amount) as paid'))
    const paid = new Map(sums.map((sum) => [sum.booking_id, sum.paid]))
    return rows.map((row) => (row.paid === undefined ? { ...row, paid: paid.get(row.id) ?? 0 } : row))
  }

  /** The rows as bookings, with their files and what is paid. */
  async function withFiles(found: BookingRow[], trx?: Knex.Transaction): Promise<Booking[]> {
    if (found.length === 0) return []
    const rows = await withPaid(found, trx)
    // Rows of a list page or an export batch bring their files along (FILE_ROWS): no second query.
    if (rows.every((row) => row.file_rows)) {
      return rows.map((row) => toBooking(row, row.file_rows ?? []))
    }
    const fileRows = await files(trx)
      .whereIn(
        'booking_id',
        rows.map((row) => row.id),
      )
      .orderBy([{ column: 'created_at' }, { column: 'original_name' }, { column: 'id' }])
    const byBooking = new Map<string, BookingFileRow[]>()
    for (const file of fileRows) {
      byBooking.set(file.booking_id, [...(byBooking.get(file.booking_id) ?? []), file])
    }
    return rows.map((row) => toBooking(row, byBooking.get(row.id) ?? []))
  }

  /** Stores the file rows of a booking; answers them as stored. */
  async function addFiles(
    bookingId: string,
    newFiles: readonly NewBookingFile[],
    trx: Knex.Transaction,
  ): Promise<BookingFileRow[]> {
    if (newFiles.length === 0) return []
    return files(trx)
      .insert(newFiles.map((file) => ({ ...file, booking_id: bookingId })))
      .returning('*')
  }

  return {
    withFiles,
    addFiles,

    /** The stored names of a booking's files (to remove their bytes once its rows are gone). */
    storedNamesOf(bookingId: string, trx: Knex.Transaction): Promise<string[]> {
      return files(trx).where({ booking_id: bookingId }).pluck('stored_name')
    },

    async findFile(bookingId: string, fileId: string): Promise<BookingFileRow | null> {
      return (await files().where({ id: fileId, booking_id: bookingId }).first()) ?? null
    },
  }
}

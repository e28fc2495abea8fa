import type { Booking } from '@labsite/shared'
import type { Knex } from 'knex'
import { createEnquiryRepository } from '../../lib/kits/enquiry-repository'
import { NEWEST_FIRST } from '../../lib/kits/list-filters'
import { createBookingContactsRepository } from './booking-contacts-repository'
import { createBookingFilesRepository } from './booking-files-repository'
import {
  type BookingListFilters,
  byReference,
  narrowToBookings,
  type ReferenceFilter,
  SEARCH_COLUMNS,
  SLOT_ORDER,
} from './booking-list-filters'
import {
  type BookingRow,
  FILE_ROWS,
  type NewBooking,
  type NewBookingFile,
  PAID,
  toBooking,
} from './booking-rows'
import { createReportCodesRepository } from './report-codes-repository'

export type { BookingListFilters } from './booking-list-filters'
export type { BookingFileRow, BookingRow, NewBooking, NewBookingFile } from './booking-rows'
export { toBooking } from './booking-rows'
export type { ReportCodeRow } from './report-codes-repository'

/**
 * The language a booking was made in; null for bookings made before bookings kept it. A function of
 * its own: the mail builders that need it are handed a transaction, not the repository.
 */
export async function bookingLanguage(db: Knex | Knex.Transaction, id: string): Promise<string | null> {
  const row = await db('bookings').select('language').where({ id }).first()
  return row?.language ?? null
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
    ...createBookingContactsRepository(knex),
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

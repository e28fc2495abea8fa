import type {
  BookedMember,
  Booking,
  BookingItem,
  BookingListQuery,
  BookingSource,
  BookingStatus,
  SiteLanguage,
} from '@labsite/shared'
import { bookingReferencesIn, bookingTotal, numericPrice, roundMoney } from '@labsite/shared'
import type { Knex } from 'knex'
import { createEnquiryRepository } from '../../lib/kits/enquiry-repository'
import { type ListFilters, NEWEST_FIRST, phoneColumn } from '../../lib/kits/list-filters'
import { dateOnly, type RowMeta, recordMeta } from '../../lib/kits/records'

export interface BookingRow extends RowMeta {
  name: string
  email: string
  address: string
  phone: string
  description: string
  status: BookingStatus
  notes: string
  reference: string | null
  items: BookingItem[] | string
  /** The named family members with their priced items; [] for a booking made with a count. */
  members: BookedMember[] | string
  family_members: number
  family_discount: boolean
  collection_type: 'home' | 'lab' | null
  preferred_date: Date | string | null
  slot_id: string | null
  slot_label: string
  pincode: string | null
  user_id: string | null
  claim_hash: string | null
  /** The site language the visitor booked in (null: booked before bookings kept it). */
  language: SiteLanguage | null
  /** As booked; PostgreSQL answers numeric as text. */
  collection_fee: string | number
  currency: string
  /** 'web', or 'walk-in' when the front desk registered it. */
  source: BookingSource
  /** WhatsApp updates wanted (ticked at booking, ended by STOP or the opt-out link). */
  phone_messages?: boolean
  /** Update e-mails wanted (ended by a mail's opt-out link). */
  mail_updates?: boolean
  /** SEQUENCE of the booking's calendar event: one more at each move. */
  calendar_sequence?: number
  /** Payments less refunds, when read with them (PAID); PostgreSQL answers numeric as text. */
  paid?: string | number
  /** Its file rows, when read with them (FILE_ROWS). */
  file_rows?: BookingFileRow[]
}

/** The front desk's filters of the staff list and its CSV export (besides `q` and `status`). */
type BookingFilters = Pick<BookingListQuery, 'preferredDate' | 'slotId' | 'collectionType'>

/** The staff list's filters (`?preferredDate&slotId&collectionType&sort` besides the common ones). */
export type BookingListFilters = ListFilters & BookingFilters & Pick<BookingListQuery, 'sort'>

/** The references a search names (see byReference), matched exactly instead of `q`'s "contains". */
type ReferenceFilter = { references?: string[] }

/**
 * A search for what the patient hands over — the reference on the slip or receipt, or the code a
 * scanner reads off a tube label (`<reference>-<tube>`) — finds that booking exactly, in any case:
 * "contains" would also list AAR-2611-00021 for AAR-2611-0002. Any other text searches as before.
 */
function byReference<F extends BookingListFilters>(filters: F): F & ReferenceFilter {
  const references = filters.q ? bookingReferencesIn(filters.q) : []
  return references.length === 0 ? filters : { ...filters, q: undefined, references }
}

/** Narrows `query` to the front desk's filters (the list and the CSV export alike; `q`, `status` come after). */
function narrowToBookings(
  query: Knex.QueryBuilder,
  filters: BookingFilters & ReferenceFilter,
): Knex.QueryBuilder {
  // References are stored upper-case (booking-reference.ts), as bookingReferencesIn answers them.
  if (filters.references) query.whereIn('reference', filters.references)
  if (filters.preferredDate) query.where('preferred_date', filters.preferredDate)
  if (filters.slotId) query.where('slot_id', filters.slotId)
  if (filters.collectionType) query.where('collection_type', filters.collectionType)
  return query
}

/** The front desk's day: by preferred date, then slot start (a booking without a slot, '', comes first). */
const SLOT_ORDER = [
  { column: 'preferred_date', order: 'asc' as const },
  { column: 'slot_label', order: 'asc' as const },
  { column: 'created_at', order: 'asc' as const },
  { column: 'id', order: 'asc' as const },
]

/** What a new booking stores besides its files. */
export type NewBooking = Pick<BookingRow, 'name' | 'email' | 'address' | 'phone' | 'description'> &
  Partial<
    Pick<
      BookingRow,
      | 'family_members'
      | 'family_discount'
      | 'collection_type'
      | 'slot_id'
      | 'slot_label'
      | 'pincode'
      | 'user_id'
      | 'claim_hash'
      | 'language'
      | 'collection_fee'
      | 'currency'
      | 'source'
      | 'phone_messages'
    >
  > & {
    items?: BookingItem[]
    members?: BookedMember[]
    preferred_date?: string | null
    reference?: Knex.Raw | string
  }

export interface BookingFileRow {
  id: string
  booking_id: string
  original_name: string
  stored_name: string
  mime_type: string
  size: number
  kind: 'attachment' | 'report'
  created_at: Date | string
}

export type NewBookingFile = Pick<BookingFileRow, 'original_name' | 'stored_name' | 'mime_type' | 'size'> & {
  kind?: BookingFileRow['kind']
}

const toFile = (file: BookingFileRow) => ({
  id: file.id,
  name: file.original_name,
  type: file.mime_type,
  size: file.size,
})

const SEARCH_COLUMNS = ['name', 'email', phoneColumn('phone'), 'description']

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

const jsonList = <T>(value: T[] | string | null | undefined): T[] =>
  typeof value === 'string' ? JSON.parse(value) : (value ?? [])

/** Items booked before amounts were kept: the number their price text holds, where it holds one. */
const withAmounts = (items: readonly BookingItem[]): BookingItem[] =>
  items.map((item) => (item.amount === undefined ? { ...item, amount: numericPrice(item.price) } : item))

export function toBooking(row: BookingRow, files: readonly BookingFileRow[]): Booking {
  const meta = recordMeta(row)
  const items = withAmounts(jsonList(row.items))
  const members = jsonList(row.members).map((member) => ({ ...member, items: withAmounts(member.items) }))
  const total = bookingTotal({
    items,
    members,
    familyMembers: row.family_members ?? 1,
    collectionFee: Number(row.collection_fee ?? 0),
    currency: row.currency ?? 'INR',
  })
  const paid = roundMoney(Number(row.paid ?? 0))
  return {
    ...meta,
    name: row.name,
    email: row.email,
    address: row.address,
    phone: row.phone,
    description: row.description,
    reference: row.reference ?? '',
    items,
    collectionType: row.collection_type ?? null,
    preferredDate: dateOnly(row.preferred_date),
    slotId: row.slot_id ?? null,
    slotLabel: row.slot_label ?? '',
    pincode: row.pincode ?? '',
    familyMembers: row.family_members ?? 1,
    familyDiscount: row.family_discount ?? false,
    members,
    total,
    files: files.filter((file) => file.kind !== 'report').map(toFile),
    reports: files.filter((file) => file.kind === 'report').map(toFile),
    status: row.status,
    notes: row.notes,
    submittedAt: meta.createdAt,
    source: row.source ?? 'web',
    paid,
    balance: roundMoney(total.total - paid),
    phoneMessages: row.phone_messages ?? false,
    mailUpdates: row.mail_updates ?? true,
    calendarSequence: row.calendar_sequence ?? 0,
  }
}

/** A one-time code that downloads a booking's report (mailed to the booking's address). */
export interface ReportCodeRow {
  id: string
  booking_id: string
  code_hash: string
  attempts: number
  expires_at: Date
  used_at: Date | null
}

/**
 * The language a booking was made in; null for bookings made before bookings kept it. A function of
 * its own: the mail builders that need it are handed a transaction, not the repository.
 */
export async function bookingLanguage(db: Knex | Knex.Transaction, id: string): Promise<string | null> {
  const row = await db('bookings').select('language').where({ id }).first()
  return row?.language ?? null
}

/** Booking enquiries and their private files' rows (the bytes live in the private file store). */
export function createBookingsRepository(knex: Knex) {
  const files = (trx?: Knex.Transaction) => (trx ?? knex)<BookingFileRow>('booking_files')
  const codes = (trx?: Knex.Transaction) => (trx ?? knex)('report_download_codes')

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

  return {
    ...enquiries,
    list: (filters: BookingListFilters) => list(byReference(filters)),
    exportBatches: (filters: BookingListFilters) => exportBatches(byReference(filters)),

    /** The enquiry and all its file rows, in the caller's transaction: stored together or not at all. */
    async insert(
      booking: NewBooking,
      newFiles: readonly NewBookingFile[],
      trx: Knex.Transaction,
    ): Promise<Booking> {
      const [row] = await bookings(trx)
        .insert({
          ...booking,
          items: JSON.stringify(booking.items ?? []),
          members: JSON.stringify(booking.members ?? []),
        })
        .returning('*')
      const fileRows =
        newFiles.length === 0
          ? []
          : await files(trx)
              .insert(newFiles.map((file) => ({ ...file, booking_id: row.id })))
              .returning('*')
      return toBooking(row as BookingRow, fileRows as BookingFileRow[])
    },

    /** Deletes the enquiry (its file rows cascade) and answers the stored names of its files. */
    async delete(id: string, trx: Knex.Transaction): Promise<string[]> {
      const stored = await files(trx).where({ booking_id: id }).pluck('stored_name')
      await bookings(trx).where({ id }).delete()
      return stored
    },

    async findFile(bookingId: string, fileId: string): Promise<BookingFileRow | null> {
      return (await files().where({ id: fileId, booking_id: bookingId }).first()) ?? null
    },

    /** Report files staff attach to a booking, stored with the booking's other file rows. */
    async addFiles(bookingId: string, newFiles: readonly NewBookingFile[], trx: Knex.Transaction) {
      await files(trx).insert(newFiles.map((file) => ({ ...file, booking_id: bookingId })))
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

    toRecords: withFiles,

    /** The booking joins an account (a guest's claim with its token). */
    async setOwner(id: string, userId: string, trx?: Knex.Transaction): Promise<void> {
      await bookings(trx).where({ id }).update({ user_id: userId })
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
      return (row as ReportCodeRow | undefined) ?? null
    },

    async countWrongReportCode(id: string, trx?: Knex.Transaction): Promise<void> {
      await codes(trx).where({ id }).increment('attempts', 1)
    },

    async useReportCode(id: string, trx?: Knex.Transaction): Promise<void> {
      await codes(trx).where({ id }).update({ used_at: new Date() })
    },

    /** Bookings made with this address and owned by nobody become the account's: their ids. */
    async claimMadeWithEmail(userId: string, email: string, trx?: Knex.Transaction): Promise<string[]> {
      const rows: { id: string }[] = await (trx ?? knex)('bookings')
        .whereNull('user_id')
        .whereRaw('lower(trim(email)) = ?', [email.trim().toLowerCase()])
        .update({ user_id: userId }, ['id'])
      return rows.map((row) => row.id)
    },

    /** Whether bookings made with this address wait for an account to prove it. */
    async hasUnclaimedMadeWithEmail(email: string, trx?: Knex.Transaction): Promise<boolean> {
      const row = await (trx ?? knex)('bookings')
        .whereNull('user_id')
        .whereRaw('lower(trim(email)) = ?', [email.trim().toLowerCase()])
        .first(knex.raw('1'))
      return Boolean(row)
    },

    /** Bookings made with this number (E.164) and owned by nobody become the account's. */
    async claimMadeWithPhone(userId: string, phone: string, trx?: Knex.Transaction): Promise<void> {
      await (trx ?? knex)('bookings').whereNull('user_id').where({ phone }).update({ user_id: userId })
    },

    /**
     * Turns WhatsApp messages on or off for every booking made with this number (E.164): a STOP reply,
     * an opt-out link and the track page's "turn back on" mean the person, not one booking.
     */
    async setPhoneMessages(phone: string, on: boolean, trx?: Knex.Transaction): Promise<string[]> {
      const rows: { id: string }[] = await (trx ?? knex)('bookings')
        .where({ phone, phone_messages: !on })
        .update({ phone_messages: on, phone_messages_changed_at: knex.fn.now() }, ['id'])
      return rows.map((row) => row.id)
    },

    /** Turns the update e-mails on or off for every booking made with this address, whatever its case. */
    async setMailUpdates(email: string, on: boolean, trx?: Knex.Transaction): Promise<string[]> {
      const rows: { id: string }[] = await (trx ?? knex)('bookings')
        .whereRaw('lower(email) = lower(?)', [email])
        .where({ mail_updates: !on })
        .update({ mail_updates: on, mail_updates_changed_at: knex.fn.now() }, ['id'])
      return rows.map((row) => row.id)
    },
  }
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>

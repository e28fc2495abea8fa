import type {
  BookedMember,
  Booking,
  BookingItem,
  BookingSource,
  BookingStatus,
  SiteLanguage,
} from '@labsite/shared'
import { bookingTotal, numericPrice, roundMoney } from '@labsite/shared'
import type { Knex } from 'knex'
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
  /** Payments less refunds, when read with them (PAID, bookings-repository.ts); PostgreSQL answers numeric as text. */
  paid?: string | number
  /** Its file rows, when read with them (FILE_ROWS, bookings-repository.ts). */
  file_rows?: BookingFileRow[]
}

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

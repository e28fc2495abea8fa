import type {
  AuditEntry,
  Booking,
  BookingStatus,
  ContactMessage,
  ContactMessageStatus,
  InvoiceRegisterEntry,
  Referral,
  ReferralStatus,
} from '@labsite/shared'
import type { KyInstance } from 'ky'
import { adminKeys } from './query-keys'
import {
  type AdminMutation,
  type AdminPagedRead,
  downloadFile,
  pagedReadOf,
  pageFrom,
  type RecordRef,
} from './requests'

/** The filters of a paged list, also taken by its CSV export. */
export interface ListFilters {
  q: string
  status: string | null
}

/** A paged enquiry list and its CSV export with the same filters. */
export interface EnquiryList<T> extends AdminPagedRead<T> {
  /** `more`: a list's own filters besides `q` and `status` (the booking filters). */
  exportCsv: (client: KyInstance, filters: ListFilters, more?: Record<string, string>) => Promise<void>
}

function enquiryList<T>(key: readonly string[], path: string, csvName: string): EnquiryList<T> {
  return {
    ...pagedReadOf<T>(key, path),
    exportCsv: (client, { q, status }, more = {}) => {
      const searchParams: Record<string, string> = { ...more }
      if (q.trim()) searchParams.q = q.trim()
      if (status) searchParams.status = status
      return downloadFile(client, `${path}.csv`, csvName, searchParams)
    },
  }
}

/** GET /content/consultations (paged), its CSV, PATCH/DELETE /consult/consultation/:id. */
export const bookingsList = enquiryList<Booking>(
  adminKeys.bookings,
  'content/consultations',
  'consultations.csv',
)
/** The front desk's filters of the booking list besides `q` and `status` (each set is its own cached read). */
export interface BookingFilters {
  preferredDate?: string
  /** One slot of the slot table (GET /admin/booking-slots). */
  slotId?: string
  collectionType?: 'home' | 'lab'
  /** 'slot': by preferred date, then slot start time (the "Today" view). */
  sort?: 'slot'
}

/** The booking filters that narrow the rows (list and CSV alike); `sort` only orders the list. */
function bookingSearchParams({ preferredDate, slotId, collectionType }: BookingFilters) {
  return Object.fromEntries(
    Object.entries({ preferredDate, slotId, collectionType }).filter(([, value]) => value),
  ) as Record<string, string>
}

/** GET /content/consultations with the booking filters, and its CSV export with every one of them. */
export function bookingsListFor(filters: BookingFilters): EnquiryList<Booking> {
  if (!filters.preferredDate && !filters.slotId && !filters.collectionType && !filters.sort)
    return bookingsList
  const narrowing = bookingSearchParams(filters)
  return {
    ...bookingsList,
    key: [...adminKeys.bookings, filters],
    fetchPage: async (client, { limit, offset, q, status }) => {
      const searchParams: Record<string, string | number> = { limit, offset, ...narrowing }
      if (q) searchParams.q = q
      if (status) searchParams.status = status
      if (filters.sort) searchParams.sort = filters.sort
      return pageFrom<Booking>(await client.get('content/consultations', { searchParams }))
    },
    exportCsv: (client, listFilters) => bookingsList.exportCsv(client, listFilters, narrowing),
  }
}
const bookingWrite = (
  method: 'PATCH' | 'DELETE',
  booking: RecordRef,
  label: string,
  json?: { status?: BookingStatus; notes?: string },
): AdminMutation => ({
  write: {
    method,
    path: `consult/consultation/${booking._id}`,
    json,
    ifMatch: booking.version,
    label,
  },
  invalidates: [adminKeys.bookings],
})
export const updateBooking = (
  booking: RecordRef,
  changes: { status?: BookingStatus; notes?: string },
  label: string,
) => bookingWrite('PATCH', booking, label, changes)
export const deleteBooking = (booking: RecordRef, label: string) => bookingWrite('DELETE', booking, label)
/** GET /consult/consultation/:id/files/:fileId: an attachment, saved under its name. */
export const downloadBookingFile = (client: KyInstance, bookingId: string, fileId: string, name: string) =>
  downloadFile(client, `consult/consultation/${bookingId}/files/${fileId}`, name)

/** GET /consult/consultation/:id/invoice: the booking's invoice PDF (the same one its visitor gets). */
export const downloadBookingInvoice = (client: KyInstance, booking: { id: string; reference: string }) =>
  downloadFile(client, `consult/consultation/${booking.id}/invoice`, `invoice-${booking.reference}.pdf`)

/** GET /referrals (paged), its CSV, PUT /referrals/:id/status. */
export const referralsList = enquiryList<Referral>(adminKeys.referrals, 'referrals', 'referrals.csv')
/**
 * Any status may follow any other, but the write carries the version the row was shown with: a change
 * made meanwhile by someone else opens the conflict dialog instead of being silently replaced.
 */
export const setReferralStatus = (
  referral: { id: string; version: number },
  status: ReferralStatus,
  label: string,
): AdminMutation => ({
  write: {
    method: 'PUT',
    path: `referrals/${referral.id}/status`,
    json: { status },
    ifMatch: referral.version,
    label,
  },
  invalidates: [adminKeys.referrals],
})

/** GET /contact (paged), its CSV, PATCH /contact/:id. */
export const messagesList = enquiryList<ContactMessage>(adminKeys.messages, 'contact', 'contact.csv')
export const setMessageStatus = (
  message: RecordRef,
  status: ContactMessageStatus,
  label: string,
): AdminMutation => ({
  write: {
    method: 'PATCH',
    path: `contact/${message._id}`,
    json: { status },
    ifMatch: message.version,
    label,
  },
  invalidates: [adminKeys.messages],
})

/** GET /audit (paged, administrators only). */
export const auditList = pagedReadOf<AuditEntry>(adminKeys.audit, 'audit')

const invoicesKey = ['admin', 'invoices'] as const
/** GET /admin/invoices (paged): the register of issued invoices, newest number first. */
export const invoiceRegister = pagedReadOf<InvoiceRegisterEntry>(invoicesKey, 'admin/invoices')
/** GET /admin/invoices/:id: one issued invoice as issued, also once its booking is gone. */
export const downloadRegisteredInvoice = (client: KyInstance, invoice: InvoiceRegisterEntry) =>
  downloadFile(client, `admin/invoices/${invoice.id}`, `invoice-${invoice.number.replaceAll('/', '-')}.pdf`)

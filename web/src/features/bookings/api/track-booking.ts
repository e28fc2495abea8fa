import type {
  BookingLookup,
  BookingReschedule,
  CreatedReportShare,
  MessagesChannel,
  ReportShare,
  VisitorBooking,
} from '@labsite/shared'
import { api } from '../../../lib/api-client'
import type { ReportShareActions } from './my-bookings'
import { saveDownload } from './my-bookings'

/** POST /bookings/lookup: a guest's booking by its reference and the e-mail or phone it was made with. */
export const lookUpBooking = (lookup: BookingLookup) =>
  api.post('bookings/lookup', { json: lookup }).json<VisitorBooking>()

/**
 * POST /bookings/messages-off (each channel's opt-out link) or /bookings/messages-on: WhatsApp messages
 * to the booking's number, or update e-mails to its address, stopped or turned back on.
 */
export const switchGuestMessages = (lookup: BookingLookup, channel: MessagesChannel, on: boolean) =>
  api
    .post(on ? 'bookings/messages-on' : 'bookings/messages-off', { json: { ...lookup, channel } })
    .json<VisitorBooking>()

/** POST /bookings/report-code: a one-time download code, e-mailed to the booking's address. */
export const requestReportCode = (lookup: BookingLookup) =>
  api.post('bookings/report-code', { json: lookup }).json<{ message: string }>()

/** POST /bookings/cancel: a guest cancels their booking, until the lab confirms it. */
export const cancelGuestBooking = (lookup: BookingLookup) =>
  api.post('bookings/cancel', { json: lookup }).json<VisitorBooking>()

/** POST /bookings/reschedule: a guest moves their booking to another date and slot, until the lab confirms it. */
export const rescheduleGuestBooking = (lookup: BookingLookup, to: BookingReschedule) =>
  api.post('bookings/reschedule', { json: { ...lookup, ...to } }).json<VisitorBooking>()

/** POST /bookings/reports/{fileId}: the report itself, for the reference and the e-mailed code. */
export async function downloadReportWithCode(
  reference: string,
  code: string,
  report: { id: string; name: string },
) {
  saveDownload(
    await api.post(`bookings/reports/${report.id}`, { json: { reference, code } }).blob(),
    report.name,
  )
}

/** POST /bookings/invoice: a guest's invoice PDF, by reference and contact. */
export async function downloadGuestInvoice(lookup: BookingLookup) {
  saveDownload(await api.post('bookings/invoice', { json: lookup }).blob(), `invoice-${lookup.reference}.pdf`)
}

/**
 * A guest's report links (POST /bookings/reports/{fileId}/share, /bookings/shares, …/revoke): the
 * server takes only the signed link key of the booking's mails and messages as proof here.
 */
export const guestShareActions = (lookup: BookingLookup): ReportShareActions => ({
  key: ['guest-report-shares', lookup.reference, lookup.contact],
  share: (fileId, days) =>
    api.post(`bookings/reports/${fileId}/share`, { json: { ...lookup, days } }).json<CreatedReportShare>(),
  list: () => api.post('bookings/shares', { json: lookup }).json<ReportShare[]>(),
  revoke: (shareId) => api.post(`bookings/shares/${shareId}/revoke`, { json: lookup }),
})

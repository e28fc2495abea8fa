import type {
  BookingClaim,
  BookingReschedule,
  CreatedReportShare,
  OwnBooking,
  ReportShare,
  VisitorBooking,
} from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const MY_BOOKINGS = ['my-bookings']

export const listMyBookings = () => api.get('user/bookings').json<OwnBooking[]>()

/** The signed-in visitor's bookings, newest first (`enabled: false` for a guest: nothing is asked). */
export const useMyBookings = (enabled = true) =>
  useQuery({ queryKey: MY_BOOKINGS, queryFn: listMyBookings, enabled })

export const claimBooking = (claim: BookingClaim) =>
  api.post('user/bookings/claim', { json: claim }).json<VisitorBooking>()

export const cancelBooking = (id: string) =>
  api.post(`user/bookings/${id}/cancel`, { json: {} }).json<VisitorBooking>()

/** POST /user/bookings/{id}/reschedule: another date and slot, until the lab confirms. */
export const rescheduleBooking = (id: string, to: BookingReschedule) =>
  api.post(`user/bookings/${id}/reschedule`, { json: to }).json<VisitorBooking>()

/** Hands a fetched file to the browser as a download named `name`. */
export function saveDownload(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Fetches a report with the visitor's token and hands it to the browser as a download. */
export async function downloadReport(bookingId: string, report: { id: string; name: string }) {
  saveDownload(await api.get(`user/bookings/${bookingId}/reports/${report.id}`).blob(), report.name)
}

/** The booking's invoice PDF (GET /user/bookings/{id}/invoice), saved as invoice-<reference>.pdf. */
export async function downloadInvoice(booking: { id: string; reference: string }) {
  saveDownload(
    await api.get(`user/bookings/${booking.id}/invoice`).blob(),
    `invoice-${booking.reference}.pdf`,
  )
}

/** A link that opens one report without an account, for `days` days (POST …/reports/{fileId}/share). */
export const shareReport = (bookingId: string, fileId: string, days: number) =>
  api
    .post(`user/bookings/${bookingId}/reports/${fileId}/share`, { json: { days } })
    .json<CreatedReportShare>()

export const reportSharesKey = (bookingId: string) => ['report-shares', bookingId]

/** The links made to a booking's reports, with how often each was opened. */
export const listReportShares = (bookingId: string) =>
  api.get(`user/bookings/${bookingId}/shares`).json<ReportShare[]>()

export const revokeReportShare = (bookingId: string, shareId: string) =>
  api.delete(`user/bookings/${bookingId}/shares/${shareId}`)

/** What the report sharing panel does, for an account's booking or a guest's (api/track-booking). */
export type ReportShareActions = {
  key: readonly unknown[]
  share: (fileId: string, days: number) => Promise<CreatedReportShare>
  list: () => Promise<ReportShare[]>
  revoke: (shareId: string) => Promise<unknown>
}

/** The signed-in owner's report links of one booking. */
export const ownShareActions = (bookingId: string): ReportShareActions => ({
  key: reportSharesKey(bookingId),
  share: (fileId, days) => shareReport(bookingId, fileId, days),
  list: () => listReportShares(bookingId),
  revoke: (shareId) => revokeReportShare(bookingId, shareId),
})

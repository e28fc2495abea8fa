import type { BookingClaim, VisitorBooking } from '@labsite/shared'
import { api } from '../../../lib/api-client'

export const listMyBookings = () => api.get('user/bookings').json<VisitorBooking[]>()

export const claimBooking = (claim: BookingClaim) =>
  api.post('user/bookings/claim', { json: claim }).json<VisitorBooking>()

export const cancelBooking = (id: string) =>
  api.post(`user/bookings/${id}/cancel`, { json: {} }).json<VisitorBooking>()

/** Fetches a report with the visitor's token and hands it to the browser as a download. */
export async function downloadReport(bookingId: string, report: { id: string; name: string }) {
  const blob = await api.get(`user/bookings/${bookingId}/reports/${report.id}`).blob()
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = report.name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

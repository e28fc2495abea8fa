import type { BookingStatus } from './constants'
import { isOneOf } from './narrowing'

/**
 * The statuses in which the lab has confirmed a booking, so its invoice can be issued: every step past
 * "Received" on the lab's timeline, and "Booked" (what older enquiries carry once the lab booked them).
 * "Contacted" and "Closed" (enquiry steps) and "Cancelled" are not confirmations.
 */
export const INVOICE_STATUSES: readonly BookingStatus[] = [
  'confirmed',
  'arrived',
  'sample-collected',
  'sent-to-lab',
  'report-ready',
  'booked',
]

export const INVOICE_NOT_YET_MESSAGE = 'The invoice is issued once the lab confirms your booking'

/**
 * Whether a booking's invoice can be issued: the lab confirmed it, or took money for it (payments less
 * refunds above zero). Before that the invoice would number a bill the lab may never stand behind.
 */
export function invoiceIssuable(booking: { status: string; paid?: number }): boolean {
  if (booking.status === 'cancelled') return false
  return isOneOf(INVOICE_STATUSES, booking.status) || (booking.paid ?? 0) > 0
}

/** What an invoice of a lab without a GSTIN says instead: diagnostic services are exempt health care. */
export const GST_EXEMPTION_LINE = 'GST exempt: health care services (SAC 9993)'

export const DELETE_PAID_BOOKING_MESSAGE = 'This booking has payments: cancel it and refund instead'

/** The methods whose money leaves a trace to quote: a UPI transaction id, a card slip number. */
export const METHODS_NEEDING_REFERENCE = ['upi', 'card'] as const

import type {
  OnlineRefund,
  OnlineRefundFields,
  PaymentEntry,
  PaymentFields,
  PaymentLedger,
  PaymentSummary,
} from '@labsite/shared'
import type { KyInstance } from 'ky'
import { adminKeys } from './query-keys'
import { type AdminMutation, type AdminRead, downloadFile, readOf } from './requests'

/** A booking as the payment calls name it: its id for the path, reference and name for labels and files. */
export interface PayableBooking {
  id: string
  reference: string
  name: string
}

const ledgerKey = (bookingId: string) => [...adminKeys.payments, bookingId] as const

/** GET /consult/consultation/:id/payments: the booking's entries, what is paid and what is still due. */
export const paymentLedgerQuery = (bookingId: string): AdminRead<PaymentLedger> =>
  readOf<PaymentLedger>(ledgerKey(bookingId), `consult/consultation/${bookingId}/payments`)

/**
 * POST /consult/consultation/:id/payments: money taken, or (with `reverses`) given back. Entries are
 * never edited, so a replayed create must not add a second one: hence the idempotency key.
 * The booking list (its paid/balance) and every day-end summary are stale after it.
 */
export const recordPayment = (
  booking: PayableBooking,
  fields: PaymentFields,
  idempotencyKey: string,
): AdminMutation => ({
  write: {
    method: 'POST',
    path: `consult/consultation/${booking.id}/payments`,
    json: fields,
    idempotencyKey,
    label: `${fields.reverses ? 'Refund' : 'Payment'} of ${fields.amount} (${fields.method}) for ${booking.reference || booking.name}`,
  },
  invalidates: [ledgerKey(booking.id), adminKeys.bookings, adminKeys.paymentSummary],
})

const onlineRefundsKey = (bookingId: string) => [...adminKeys.payments, bookingId, 'online-refunds'] as const

/** GET /consult/consultation/:id/online-refunds: refunds sent to the gateway, pending until it confirms. */
export const onlineRefundsQuery = (bookingId: string): AdminRead<OnlineRefund[]> =>
  readOf<OnlineRefund[]>(onlineRefundsKey(bookingId), `consult/consultation/${bookingId}/online-refunds`)

/** POST …/payments/:paymentId/online-refund: an online payment's money back through its gateway (admin). */
export const refundOnline = (
  booking: PayableBooking,
  entry: PaymentEntry,
  fields: OnlineRefundFields,
  idempotencyKey: string,
): AdminMutation => ({
  write: {
    method: 'POST',
    path: `consult/consultation/${booking.id}/payments/${entry.id}/online-refund`,
    json: fields,
    idempotencyKey,
    label: `Online refund of ${fields.amount} for ${booking.reference || booking.name}`,
  },
  invalidates: [ledgerKey(booking.id), onlineRefundsKey(booking.id)],
})

/** GET …/payments/:paymentId/receipt.pdf: the receipt of one entry, saved as a file. */
export const downloadPaymentReceipt = (client: KyInstance, booking: PayableBooking, entry: PaymentEntry) =>
  downloadFile(
    client,
    `consult/consultation/${booking.id}/payments/${entry.id}/receipt.pdf`,
    `receipt-${booking.reference || booking.id}-${entry.id.slice(0, 8)}.pdf`,
  )

/** The same receipt as bytes, for the platform's printing (the console's slip printer). */
export async function fetchPaymentReceiptPdf(
  client: KyInstance,
  booking: PayableBooking,
  entry: PaymentEntry,
): Promise<Uint8Array> {
  const bytes = await client
    .get(`consult/consultation/${booking.id}/payments/${entry.id}/receipt.pdf`)
    .arrayBuffer()
  return new Uint8Array(bytes)
}

/** GET /admin/payments/summary?date=: the day-end totals per staff member and method. */
export const paymentSummaryQuery = (date: string): AdminRead<PaymentSummary> =>
  readOf<PaymentSummary>([...adminKeys.paymentSummary, date], `admin/payments/summary?date=${date}`)

/** GET /admin/payments/summary.csv?date=: the same day's entries as a spreadsheet. */
export const downloadPaymentSummaryCsv = (client: KyInstance, date: string) =>
  downloadFile(client, 'admin/payments/summary.csv', `payments-${date}.csv`, { date })

import type {
  OnlinePaymentOrder,
  OnlinePaymentStatus,
  OnlinePaymentVerify,
  PublicConfig,
} from '@labsite/shared'
import { api } from '../../../lib/api-client'
import { saveDownload } from './my-bookings'

/** How the visitor proves the booking: nothing when it is their account's, else reference and contact. */
export type BookingProof = { reference: string; contact: string } | Record<string, never>

/** GET /config: which gateway the lab takes online payments through, if any. */
export const onlinePaymentProvider = async () =>
  (await api.get('config').json<PublicConfig>()).onlinePayment ?? null

/** POST /bookings/{id}/online-payment: the gateway's order for the balance due (the server's figure). */
export const startOnlinePayment = (bookingId: string, proof: BookingProof) =>
  api.post(`bookings/${bookingId}/online-payment`, { json: proof }).json<OnlinePaymentOrder>()

/** POST /bookings/{id}/online-payment/verify: Checkout's answer, checked by the server. */
export const verifyOnlinePayment = (
  bookingId: string,
  proof: BookingProof,
  answer: Pick<OnlinePaymentVerify, 'razorpay_order_id' | 'razorpay_payment_id' | 'razorpay_signature'>,
) =>
  api
    .post(`bookings/${bookingId}/online-payment/verify`, { json: { ...proof, ...answer } })
    .json<OnlinePaymentStatus>()

/** POST /bookings/{id}/online-payment/status: where the named (or latest) payment stands. */
export const onlinePaymentStatus = (bookingId: string, proof: BookingProof, orderId?: string) =>
  api
    .post(`bookings/${bookingId}/online-payment/status`, {
      json: { ...proof, ...(orderId ? { orderId } : {}) },
    })
    .json<OnlinePaymentStatus>()

/** POST /bookings/{id}/online-payment/receipt: the receipt PDF of one online payment. */
export async function downloadOnlineReceipt(
  bookingId: string,
  proof: BookingProof,
  paymentId: string,
  reference: string,
) {
  saveDownload(
    await api.post(`bookings/${bookingId}/online-payment/receipt`, { json: { ...proof, paymentId } }).blob(),
    `receipt-${reference}.pdf`,
  )
}

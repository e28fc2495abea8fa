import { type Static, Type } from 'typebox'
import { PAYMENT_PROVIDERS } from '../constants'
import { BookingReference } from './booking-choices'
import { Id } from './common'

/**
 * Who asks about a booking's online payment: a signed-in owner sends nothing (the token says who), a
 * guest sends the booking's reference and its e-mail or phone, or the key of a link from its mails.
 */
const GuestProof = {
  reference: Type.Optional(BookingReference),
  contact: Type.Optional(
    Type.String({
      minLength: 3,
      maxLength: 254,
      description: "the booking's e-mail or phone, or a link key",
    }),
  ),
}

/** `POST /api/bookings/{id}/online-payment`: an order for the booking's balance due. */
export const OnlinePaymentRequest = Type.Object(GuestProof, { additionalProperties: false })
export type OnlinePaymentRequest = Static<typeof OnlinePaymentRequest>

export const OnlinePaymentOrder = Type.Object({
  orderId: Type.String({ description: "the gateway's order id (order_…)" }),
  provider: Type.Unsafe<(typeof PAYMENT_PROVIDERS)[number]>(Type.String({ enum: [...PAYMENT_PROVIDERS] })),
  amount: Type.Number({ description: 'the balance due, in the booking currency (major units)' }),
  currency: Type.String(),
  keyId: Type.String({ description: "the gateway's public key id (Checkout's `key`)" }),
  bookingReference: Type.String(),
  /** The simulator's page; absent for a real gateway, whose Checkout opens on the site's page. */
  checkoutUrl: Type.Optional(Type.String()),
})
export type OnlinePaymentOrder = Static<typeof OnlinePaymentOrder>

/** `POST /api/bookings/{id}/online-payment/verify`: what Checkout handed the browser, as it named it. */
export const OnlinePaymentVerify = Type.Object(
  {
    ...GuestProof,
    razorpay_order_id: Type.String({ minLength: 1, maxLength: 100 }),
    razorpay_payment_id: Type.String({ minLength: 1, maxLength: 100 }),
    razorpay_signature: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
)
export type OnlinePaymentVerify = Static<typeof OnlinePaymentVerify>

/** `POST /api/bookings/{id}/online-payment/status`: one order's state (the latest without `orderId`). */
export const OnlinePaymentStatusRequest = Type.Object(
  { ...GuestProof, orderId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })) },
  { additionalProperties: false },
)
export type OnlinePaymentStatusRequest = Static<typeof OnlinePaymentStatusRequest>

export const ONLINE_PAYMENT_STATES = ['none', 'pending', 'paid', 'failed'] as const
export type OnlinePaymentState = (typeof ONLINE_PAYMENT_STATES)[number]

/**
 * Where a booking's online payment stands, as the ledger says: `paid` only once the gateway's capture is
 * in the ledger; `pending` while the gateway has not confirmed anything (never shown as paid).
 */
export const OnlinePaymentStatus = Type.Object({
  state: Type.Unsafe<OnlinePaymentState>(Type.String({ enum: [...ONLINE_PAYMENT_STATES] })),
  orderId: Type.Union([Type.String(), Type.Null()]),
  /** The ledger entry of the capture, for its receipt. */
  paymentId: Type.Union([Id, Type.Null()]),
  paid: Type.Number(),
  balance: Type.Number(),
  total: Type.Number(),
  currency: Type.String(),
})
export type OnlinePaymentStatus = Static<typeof OnlinePaymentStatus>

/** `POST /api/bookings/{id}/online-payment/receipt`: one online payment's receipt for its visitor. */
export const OnlinePaymentReceiptRequest = Type.Object(
  { ...GuestProof, paymentId: Id },
  { additionalProperties: false },
)
export type OnlinePaymentReceiptRequest = Static<typeof OnlinePaymentReceiptRequest>

/** `POST /api/consult/consultation/{id}/payments/{paymentId}/online-refund` (admin). */
export const OnlineRefundFields = Type.Object(
  {
    amount: Type.Number({
      exclusiveMinimum: 0,
      maximum: 10_000_000,
      description: 'in the booking currency, at most two decimals',
    }),
    reason: Type.String({ minLength: 3, maxLength: 500, description: 'why the money goes back' }),
  },
  { additionalProperties: false },
)
export type OnlineRefundFields = Static<typeof OnlineRefundFields>

/**
 * A refund sent to the gateway: `requested` while the gateway has not answered (the amount is held
 * against the payment already, and `providerRefundId` is '' until the gateway gives its id), `pending`
 * once the gateway took it, `processed` when its webhook confirmed it (the ledger then shows the
 * reversal), `failed` when the gateway refused or failed it (the amount is free again).
 */
export const OnlineRefund = Type.Object({
  id: Id,
  reverses: Id,
  providerRefundId: Type.String({ description: "the gateway's refund id; '' while requested" }),
  amount: Type.Number(),
  currency: Type.String(),
  reason: Type.String(),
  state: Type.Union([
    Type.Literal('requested'),
    Type.Literal('pending'),
    Type.Literal('processed'),
    Type.Literal('failed'),
  ]),
})
export type OnlineRefund = Static<typeof OnlineRefund>

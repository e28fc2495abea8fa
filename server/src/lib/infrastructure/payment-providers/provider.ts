import { createHmac, timingSafeEqual } from 'node:crypto'
import type { PaymentProviderName } from '@labsite/shared'

/** An order as the gateway made it: amounts in the currency's minor unit (paise). */
export interface GatewayOrder {
  id: string
  amount: number
  currency: string
}

/** A payment as the gateway reports it (fetched, or in a webhook). */
export interface GatewayPayment {
  id: string
  orderId: string | null
  amount: number
  currency: string
  status: string
}

/** A refund as a webhook reports it: amounts in minor units. */
export interface GatewayRefund {
  refundId: string
  paymentId: string
  amount: number
  /** Our online refund's id, from the refund's notes (`SITE_REFUND_NOTE`); null when absent. */
  siteRefundId: string | null
}

/** What a verified webhook says, reduced to what the ledger acts on. */
export type GatewayEvent =
  | { kind: 'payment.captured'; payment: GatewayPayment }
  | { kind: 'payment.failed'; payment: GatewayPayment }
  | ({ kind: 'refund.processed' | 'refund.failed' } & GatewayRefund)
  | { kind: 'other'; event: string }

/**
 * A payment gateway: orders for a booking's balance, Checkout's signature, refunds, and webhooks. Each
 * implementation speaks Razorpay's shapes and signature rules (the simulator too), so the routes have
 * one path from order to ledger whichever gateway is configured.
 */
export interface PaymentProvider {
  name: PaymentProviderName
  /** Public: Checkout's `key`. */
  keyId: string
  createOrder(order: {
    amount: number
    currency: string
    receipt: string
    notes: Record<string, string>
  }): Promise<GatewayOrder>
  /** Whether Checkout's `razorpay_signature` is the gateway's for this order and payment. */
  verifyCheckout(proof: { orderId: string; paymentId: string; signature: string }): boolean
  /** The payment as the gateway has it now; null when this gateway only reports by webhook. */
  fetchPayment(paymentId: string): Promise<GatewayPayment | null>
  refund(refund: {
    paymentId: string
    amount: number
    currency: string
    notes: Record<string, string>
  }): Promise<{ id: string }>
  /** The event of a webhook whose signature is right for its raw body, else null (forged or damaged). */
  parseWebhook(rawBody: string, signature: string | undefined): GatewayEvent | null
}

/**
 * The refund's note that carries our online refund's id: the gateway keeps a refund's notes and sends
 * them back in its webhooks, so a refund it took before its id was stored here is still matched.
 */
export const SITE_REFUND_NOTE = 'site_refund'

/** A gateway call that failed: the route answers 502 with this text (never the keys). */
export class GatewayError extends Error {}

/** HMAC-SHA256 in hex, as Razorpay signs Checkout answers and webhooks. */
export const hmacHex = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex')

/** Constant-time comparison of a given hex signature with the expected one. */
export function signatureMatches(expected: string, given: string | undefined): boolean {
  if (typeof given !== 'string') return false
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(given, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Checkout's signature: `order_id|payment_id` signed with the key secret. */
export const checkoutSignature = (keySecret: string, orderId: string, paymentId: string) =>
  hmacHex(keySecret, `${orderId}|${paymentId}`)

type RazorpayEventBody = {
  event?: unknown
  payload?: {
    payment?: { entity?: Record<string, unknown> }
    refund?: { entity?: Record<string, unknown> }
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const minor = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : Number.NaN)

export function toGatewayPayment(entity: Record<string, unknown>): GatewayPayment {
  return {
    id: text(entity.id),
    orderId: text(entity.order_id) || null,
    amount: minor(entity.amount),
    currency: text(entity.currency),
    status: text(entity.status),
  }
}

/**
 * A webhook body in Razorpay's event shape, once its signature is checked: the payment of
 * payment.captured / payment.failed, the refund of refund.processed / refund.failed; any other
 * event, or one missing its entity, is `other` (answered 200, nothing stored).
 */
export function parseRazorpayEvent(
  rawBody: string,
  webhookSecret: string,
  signature: string | undefined,
): GatewayEvent | null {
  if (!signatureMatches(hmacHex(webhookSecret, rawBody), signature)) return null
  let body: RazorpayEventBody
  try {
    body = JSON.parse(rawBody)
  } catch {
    return { kind: 'other', event: 'unreadable' } satisfies GatewayEvent
  }
  const event = text(body?.event)
  const payment = body?.payload?.payment?.entity
  const refund = body?.payload?.refund?.entity
  if ((event === 'payment.captured' || event === 'payment.failed') && payment) {
    const parsed = toGatewayPayment(payment)
    if (parsed.id && Number.isFinite(parsed.amount)) return { kind: event, payment: parsed }
  }
  if ((event === 'refund.processed' || event === 'refund.failed') && refund) {
    const refundId = text(refund.id)
    const paymentId = text(refund.payment_id)
    const amount = minor(refund.amount)
    const notes =
      refund.notes && typeof refund.notes === 'object' ? (refund.notes as Record<string, unknown>) : {}
    const siteRefundId = text(notes[SITE_REFUND_NOTE]) || null
    if (refundId && paymentId && Number.isFinite(amount)) {
      return { kind: event, refundId, paymentId, amount, siteRefundId }
    }
  }
  return { kind: 'other', event }
}

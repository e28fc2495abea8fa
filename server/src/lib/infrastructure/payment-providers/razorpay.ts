import { errorMessage } from '@labsite/shared'
import {
  checkoutSignature,
  GatewayError,
  type GatewayPayment,
  type PaymentProvider,
  parseRazorpayEvent,
  signatureMatches,
  toGatewayPayment,
} from './provider'

export interface RazorpayKeys {
  keyId: string
  keySecret: string
  webhookSecret: string
  /** https://api.razorpay.com, or a local fake in tests. */
  apiUrl: string
}

/**
 * Razorpay over its REST API (Orders, Payments, Refunds) with basic auth, as its API reference
 * documents; no SDK, so the test fake answers the same plain HTTP. Errors name Razorpay's own
 * `error.description`, never the keys.
 */
export function createRazorpayProvider(keys: RazorpayKeys, timeoutMs = 15_000): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`

  async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    let response: Response
    try {
      response = await fetch(`${keys.apiUrl}${path}`, {
        method,
        headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new GatewayError(`Razorpay could not be reached: ${errorMessage(error)}`)
    }
    const answer = (await response.json().catch(() => null)) as
      | (T & { error?: { description?: string } })
      | null
    if (!response.ok || !answer) {
      const why = answer?.error?.description ?? `HTTP ${response.status}`
      throw new GatewayError(`Razorpay refused ${method} ${path.replace(/\/(pay|order)_\w+/, '/…')}: ${why}`)
    }
    return answer
  }

  return {
    name: 'razorpay',
    keyId: keys.keyId,
    async createOrder({ amount, currency, receipt, notes }) {
      const order = await call<{ id: string; amount: number; currency: string }>('POST', '/v1/orders', {
        amount,
        currency,
        receipt,
        notes,
      })
      return { id: order.id, amount: order.amount, currency: order.currency }
    },
    verifyCheckout: ({ orderId, paymentId, signature }) =>
      signatureMatches(checkoutSignature(keys.keySecret, orderId, paymentId), signature),
    async fetchPayment(paymentId): Promise<GatewayPayment> {
      const payment = await call<Record<string, unknown>>(
        'GET',
        `/v1/payments/${encodeURIComponent(paymentId)}`,
      )
      return toGatewayPayment(payment)
    },
    async refund({ paymentId, amount, notes }) {
      const refund = await call<{ id: string }>(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        {
          amount,
          speed: 'normal',
          notes,
        },
      )
      return { id: refund.id }
    },
    parseWebhook: (rawBody, signature) => parseRazorpayEvent(rawBody, keys.webhookSecret, signature),
  }
}

import { randomBytes } from 'node:crypto'
import {
  checkoutSignature,
  type GatewayOrder,
  hmacHex,
  type PaymentProvider,
  parseRazorpayEvent,
  signatureMatches,
} from './provider'

/** Sends a signed webhook to this server, as the gateway would over the internet. */
export type WebhookDelivery = (rawBody: string, signature: string) => Promise<void>

export type SimulatorProvider = PaymentProvider & {
  /**
   * The visitor pressed "Pay" or "Fail" on the simulator's page: the webhook Razorpay would send is
   * signed and delivered, then the answer Checkout would hand the browser is returned.
   */
  simulate(
    order: GatewayOrder,
    outcome: 'pay' | 'fail',
  ): Promise<{ paymentId: string; signature: string | null }>
}

const newId = (prefix: string) => `${prefix}_sim${randomBytes(7).toString('hex')}`
const unixNow = () => Math.floor(Date.now() / 1000)

/** How long after a refund is asked the simulator confirms it, like a bank's short delay. */
export const SIMULATED_REFUND_DELAY_MS = 300

/**
 * The built-in test gateway for development, demos and tests: orders and refunds answered here, and
 * every outcome told to the server by a webhook in Razorpay's event shape, signed with Razorpay's rule
 * and a secret derived from the server's own (so every server process on one DATA_DIR agrees), through
 * the same route and checks as the real gateway's.
 */
export function createSimulatorProvider(serverSecret: string, deliver: WebhookDelivery): SimulatorProvider {
  const keySecret = hmacHex(serverSecret, 'labsite payment simulator key')
  const webhookSecret = hmacHex(serverSecret, 'labsite payment simulator webhook')
  const send = (event: string, payload: object) => {
    const raw = JSON.stringify({
      entity: 'event',
      account_id: 'acc_simulator',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: unixNow(),
    })
    return deliver(raw, hmacHex(webhookSecret, raw))
  }
  return {
    name: 'simulator',
    keyId: 'simulator',
    async createOrder({ amount, currency }) {
      return { id: newId('order'), amount, currency }
    },
    verifyCheckout: ({ orderId, paymentId, signature }) =>
      signatureMatches(checkoutSignature(keySecret, orderId, paymentId), signature),
    // The simulator tells everything by webhook, before the browser comes back.
    fetchPayment: async () => null,
    async refund({ paymentId, amount, currency, notes }) {
      const id = newId('rfnd')
      const timer = setTimeout(() => {
        send('refund.processed', {
          refund: {
            entity: {
              id,
              entity: 'refund',
              amount,
              currency,
              payment_id: paymentId,
              notes,
              status: 'processed',
            },
          },
        }).catch(() => {})
      }, SIMULATED_REFUND_DELAY_MS)
      timer.unref()
      return { id }
    },
    parseWebhook: (rawBody, signature) => parseRazorpayEvent(rawBody, webhookSecret, signature),
    async simulate(order, outcome) {
      const paymentId = newId('pay')
      const captured = outcome === 'pay'
      await send(captured ? 'payment.captured' : 'payment.failed', {
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            amount: order.amount,
            currency: order.currency,
            status: captured ? 'captured' : 'failed',
            order_id: order.id,
            method: 'upi',
            captured,
            error_description: captured ? null : 'The simulator was told to fail this payment',
            created_at: unixNow(),
          },
        },
      })
      return { paymentId, signature: captured ? checkoutSignature(keySecret, order.id, paymentId) : null }
    },
  }
}

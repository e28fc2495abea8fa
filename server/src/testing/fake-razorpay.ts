import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { hmacHex } from '../lib/infrastructure/payment-providers/provider'

export const FAKE_KEYS = {
  keyId: 'rzp_test_fakekey',
  keySecret: 'fake-key-secret-never-in-a-browser',
  webhookSecret: 'fake-webhook-secret-never-logged',
}

type Call = { method: string; path: string; body: Record<string, unknown>; authorized: boolean }

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = ''
    request.on('data', (chunk) => {
      text += chunk
    })
    request.on('end', () => resolve(text))
  })

/**
 * A local stand-in for Razorpay's REST API (Orders, Payments, Refunds) speaking its JSON shapes and
 * basic auth: the tests read what the server asked of it and set what it says about a payment.
 */
export async function startFakeRazorpay() {
  const calls: Call[] = []
  const payments = new Map<string, Record<string, unknown>>()
  let counter = 0
  let refusal: string | null = null
  let beforeRefundAnswer: ((refund: Record<string, unknown>) => Promise<void>) | null = null
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_KEYS.keyId}:${FAKE_KEYS.keySecret}`).toString('base64')}`
  const server = createServer(async (request, response) => {
    const text = await readBody(request)
    const body = text ? JSON.parse(text) : {}
    const path = request.url ?? ''
    const authorized = request.headers.authorization === expectedAuth
    calls.push({ method: request.method ?? '', path, body, authorized })
    const send = (status: number, answer: object) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer))
    }
    if (!authorized) {
      return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } })
    }
    counter += 1
    if (request.method === 'POST' && path === '/v1/orders') {
      return send(200, {
        id: `order_fake${counter}`,
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
        attempts: 0,
        notes: body.notes,
        created_at: 1790000000,
      })
    }
    const refund = path.match(/^\/v1\/payments\/([^/]+)\/refund$/)
    if (request.method === 'POST' && refund) {
      if (refusal) return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: refusal } })
      const taken = {
        id: `rfnd_fake${counter}`,
        entity: 'refund',
        amount: body.amount,
        currency: 'INR',
        payment_id: refund[1],
        notes: body.notes,
        status: 'pending',
      }
      await beforeRefundAnswer?.(taken)
      return send(200, taken)
    }
    const payment = path.match(/^\/v1\/payments\/([^/]+)$/)
    if (request.method === 'GET' && payment && payments.has(payment[1])) {
      return send(200, payments.get(payment[1]) as object)
    }
    send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    /** What GET /v1/payments/{id} answers from now on. */
    setPayment: (entity: Record<string, unknown>) => payments.set(String(entity.id), entity),
    /** Refunds are refused with this description from now on (null: taken again). */
    refuseRefunds: (description: string | null) => {
      refusal = description
    },
    /** Runs once a refund is taken and before it is answered (null: answered at once). */
    beforeRefundAnswer: (run: ((refund: Record<string, unknown>) => Promise<void>) | null) => {
      beforeRefundAnswer = run
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A webhook body in Razorpay's event shape, and its X-Razorpay-Signature. */
export function signedEvent(event: string, payload: object, secret = FAKE_KEYS.webhookSecret) {
  const raw = JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: 1790000000,
  })
  return { raw, signature: hmacHex(secret, raw) }
}

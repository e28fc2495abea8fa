import { type FastifyPluginAsyncTypebox, type TSchema, Type } from '@fastify/type-provider-typebox'
import {
  IdParams,
  OnlinePaymentOrder,
  OnlinePaymentReceiptRequest,
  OnlinePaymentRequest,
  OnlinePaymentStatus,
  OnlinePaymentStatusRequest,
  OnlinePaymentVerify,
} from '@labsite/shared'
import type { FastifyRequest } from 'fastify'
import { GatewayError, type PaymentProvider } from '../../lib/infrastructure/payment-providers/provider'
import { errorResponses } from '../../lib/kits/route-answers'
import type { BookingsRepository } from '../bookings/bookings-repository'
import { toMinor } from '../payments/money'
import { ledgerOf } from '../payments/payment-ledger'
import type { PaymentsRepository } from '../payments/payments-repository'
import { sendReceipt } from '../payments/receipt'
import { bookingAccess } from './booking-access'
import type { GatewayLedger } from './gateway-ledger'
import type { OnlineOrderRow, OnlinePaymentsRepository } from './online-payments-repository'

const PDF = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'the receipt PDF' })

/** The simulator's page for an order (routes/online-payments/simulator-page.ts). */
export const simulatorPath = (orderId: string) => `/pay/simulator/${encodeURIComponent(orderId)}`

/**
 * The visitor's side of paying online: an order for the booking's balance due (the server's figure,
 * never the browser's), Checkout's signature checked, and where the payment stands — paid only once
 * the gateway's capture is in the ledger.
 */
const checkout: FastifyPluginAsyncTypebox<{
  bookings: BookingsRepository
  payments: PaymentsRepository
  online: OnlinePaymentsRepository
  ledger: GatewayLedger
}> = async (app, { bookings, payments, online, ledger }) => {
  const access = bookingAccess(app, bookings)
  const guestLimit = { max: app.config.rateLimitAuth, timeWindow: 60_000 }
  const routeOptions = <B extends TSchema, R extends Record<number, TSchema>>(
    summary: string,
    body: B,
    response: R,
  ) => ({
    config: { rateLimit: guestLimit },
    preHandler: access.limit,
    schema: { tags: ['payments'], summary, params: IdParams, body, response },
  })

  function gateway(): PaymentProvider {
    if (!app.paymentProvider) throw app.httpErrors.notFound('Online payment is not offered by this lab')
    return app.paymentProvider
  }

  async function statusOf(bookingId: string, order: OnlineOrderRow | null): Promise<OnlinePaymentStatus> {
    const { ledger: books } = await ledgerOf(app, bookings, payments, bookingId)
    const capture = order?.payment_id ? await payments.findOnline(order.payment_id) : null
    return {
      state: order ? order.state : 'none',
      orderId: order?.order_id ?? null,
      paymentId: capture?.id ?? null,
      paid: books.paid,
      balance: books.balance,
      total: books.total,
      currency: books.currency,
    }
  }

  app.post(
    '/bookings/:id/online-payment',
    routeOptions(
      "Start paying a booking's balance due online: the gateway's order for it (account token, or the booking's reference and contact)",
      OnlinePaymentRequest,
      { 201: OnlinePaymentOrder, ...errorResponses(400, 401, 404, 409, 429, 502) },
    ),
    async (request, reply) => {
      const provider = gateway()
      const row = await access.booking(request, request.params.id, 'online payment')
      const { booking, ledger: books } = await ledgerOf(app, bookings, payments, row.id)
      if (booking.status === 'cancelled') {
        throw app.httpErrors.conflict(`Booking ${booking.reference} is cancelled: there is nothing to pay`)
      }
      if (booking.total.priceOnRequest) {
        throw app.httpErrors.conflict(
          `Booking ${booking.reference} has an item priced on request: the lab confirms the total before you pay`,
        )
      }
      const due = toMinor(books.balance)
      if (due <= 0) throw app.httpErrors.conflict(`Booking ${booking.reference} is paid: nothing is due`)
      let order: Awaited<ReturnType<PaymentProvider['createOrder']>>
      try {
        order = await provider.createOrder({
          amount: due,
          currency: books.currency,
          receipt: booking.reference,
          notes: { booking: booking.reference },
        })
      } catch (error) {
        if (error instanceof GatewayError) {
          request.log.warn({ err: error.message }, 'payment gateway refused an order')
          throw app.httpErrors.badGateway(
            'The payment gateway is not answering: please pay at collection or try again',
          )
        }
        throw error
      }
      await online.addOrder({
        booking_id: booking.id,
        provider: provider.name,
        order_id: order.id,
        amount: due / 100,
        currency: books.currency,
      })
      return reply.code(201).send({
        orderId: order.id,
        provider: provider.name,
        amount: due / 100,
        currency: books.currency,
        keyId: provider.keyId,
        bookingReference: booking.reference,
        ...(provider.name === 'simulator' ? { checkoutUrl: simulatorPath(order.id) } : {}),
      })
    },
  )

  /** The booking's order named in a request, else 400: an order of another booking is not this one's. */
  async function ownOrder(bookingId: string, orderId: string) {
    const order = await online.findOrder(orderId)
    if (!order || order.booking_id !== bookingId) {
      throw app.httpErrors.badRequest(`This booking has no online payment order ${orderId}`)
    }
    return order
  }

  app.post(
    '/bookings/:id/online-payment/verify',
    routeOptions(
      "Check Checkout's answer (razorpay_order_id, razorpay_payment_id, razorpay_signature): 200 with where the payment stands, 400 when the signature is not the gateway's",
      OnlinePaymentVerify,
      { 200: OnlinePaymentStatus, ...errorResponses(400, 401, 404, 429) },
    ),
    async (request) => {
      const provider = gateway()
      const row = await access.booking(request, request.params.id, 'online payment')
      const body = request.body
      const order = await ownOrder(row.id, body.razorpay_order_id)
      const genuine = provider.verifyCheckout({
        orderId: body.razorpay_order_id,
        paymentId: body.razorpay_payment_id,
        signature: body.razorpay_signature,
      })
      if (!genuine) {
        throw app.httpErrors.badRequest('razorpay_signature does not match: this payment is not confirmed')
      }
      if (order.state !== 'paid') await confirmFromGateway(request, provider, body.razorpay_payment_id)
      return statusOf(row.id, await online.findOrder(order.order_id))
    },
  )

  /**
   * Checkout's answer is genuine, and the webhook may still be on its way: the gateway is asked for the
   * payment itself, and a capture is recorded exactly as its webhook would record it (the webhook then
   * finds it there and stores nothing).
   */
  async function confirmFromGateway(request: FastifyRequest, provider: PaymentProvider, paymentId: string) {
    try {
      const payment = await provider.fetchPayment(paymentId)
      if (payment?.status === 'captured') await ledger.recordCapture(request, provider.name, payment)
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error
      request.log.warn({ err: error.message }, 'payment gateway not reached; waiting for its webhook')
    }
  }

  app.post(
    '/bookings/:id/online-payment/status',
    routeOptions(
      "Where a booking's online payment stands (the named order, else the latest): paid only once the gateway's capture is in the ledger",
      OnlinePaymentStatusRequest,
      { 200: OnlinePaymentStatus, ...errorResponses(400, 401, 404, 429) },
    ),
    async (request, reply) => {
      gateway()
      const row = await access.booking(request, request.params.id, 'online payment')
      const order = request.body.orderId
        ? await ownOrder(row.id, request.body.orderId)
        : await online.latestOrder(row.id)
      return reply.header('cache-control', 'private, no-store').send(await statusOf(row.id, order))
    },
  )

  app.post(
    '/bookings/:id/online-payment/receipt',
    routeOptions(
      'The receipt of one of the booking’s online payments, as a PDF, for its visitor (audited)',
      OnlinePaymentReceiptRequest,
      { 200: PDF, ...errorResponses(400, 401, 404, 429) },
    ),
    async (request, reply) => {
      const row = await access.booking(request, request.params.id, 'online payment receipt')
      const entry = await payments.find(request.body.paymentId)
      // Only what the visitor paid online: the desk's entries have their own printed receipts.
      if (!entry || entry.booking_id !== row.id || entry.method !== 'online') {
        throw app.httpErrors.notFound('This booking has no such online payment')
      }
      return sendReceipt(app, request, reply, { bookings, payments }, row.id, entry.id)
    },
  )
}

export default checkout

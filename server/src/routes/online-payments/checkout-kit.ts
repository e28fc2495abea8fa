import type { TSchema } from '@fastify/type-provider-typebox'
import { IdParams, type OnlinePaymentStatus } from '@labsite/shared'
import type { FastifyInstance } from 'fastify'
import type { PaymentProvider } from '../../lib/infrastructure/payment-providers/provider'
import type { BookingsRepository } from '../bookings/bookings-repository'
import { ledgerOf } from '../payments/ledger-of'
import type { PaymentsRepository } from '../payments/payments-repository'
import { bookingAccess } from './booking-access'
import type { GatewayLedger } from './gateway-ledger'
import type { OnlineOrderRow, OnlinePaymentsRepository } from './online-payments-repository'

export interface CheckoutDeps {
  bookings: BookingsRepository
  payments: PaymentsRepository
  online: OnlinePaymentsRepository
  ledger: GatewayLedger
}

/**
 * What the checkout routes share: who may pay (one set of guest limits for all of them), their route
 * options, the gateway if the lab offers one, and where a booking's online payment stands.
 */
export function checkoutKit(app: FastifyInstance, { bookings, payments, online }: CheckoutDeps) {
  const access = bookingAccess(app, bookings)
  const guestLimit = { max: app.config.rateLimitAuth, timeWindow: 60_000 }
  return {
    access,
    routeOptions: <B extends TSchema, R extends Record<number, TSchema>>(
      summary: string,
      body: B,
      response: R,
    ) => ({
      config: { rateLimit: guestLimit },
      preHandler: access.limit,
      schema: { tags: ['payments'], summary, params: IdParams, body, response },
    }),

    gateway(): PaymentProvider {
      if (!app.paymentProvider) throw app.httpErrors.notFound('Online payment is not offered by this lab')
      return app.paymentProvider
    },

    async statusOf(bookingId: string, order: OnlineOrderRow | null): Promise<OnlinePaymentStatus> {
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
    },

    /** The booking's order named in a request, else 400: an order of another booking is not this one's. */
    async ownOrder(bookingId: string, orderId: string) {
      const order = await online.findOrder(orderId)
      if (!order || order.booking_id !== bookingId) {
        throw app.httpErrors.badRequest(`This booking has no online payment order ${orderId}`)
      }
      return order
    },
  }
}

export type CheckoutKit = ReturnType<typeof checkoutKit>

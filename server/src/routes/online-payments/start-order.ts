import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { OnlinePaymentOrder, OnlinePaymentRequest } from '@labsite/shared'
import type { FastifyRequest } from 'fastify'
import { GatewayError, type PaymentProvider } from '../../lib/infrastructure/payment-providers/provider'
import { errorResponses } from '../../lib/kits/route-answers'
import { ledgerOf } from '../payments/ledger-of'
import type { CheckoutDeps, CheckoutKit } from './checkout-kit'
import { orderDue } from './order-rule'

/** The simulator's page for an order (routes/online-payments/simulator-page.ts). */
export const simulatorPath = (orderId: string) => `/pay/simulator/${encodeURIComponent(orderId)}`

/** Starting to pay a booking online: the gateway's order for its balance due, kept with the booking. */
const startOrder: FastifyPluginAsyncTypebox<CheckoutDeps & { kit: CheckoutKit }> = async (
  app,
  { bookings, payments, online, kit },
) => {
  async function gatewayOrder(
    request: FastifyRequest,
    provider: PaymentProvider,
    input: Parameters<PaymentProvider['createOrder']>[0],
  ) {
    try {
      return await provider.createOrder(input)
    } catch (error) {
      if (error instanceof GatewayError) {
        request.log.warn({ err: error.message }, 'payment gateway refused an order')
        throw app.httpErrors.badGateway(
          'The payment gateway is not answering: please pay at collection or try again',
        )
      }
      throw error
    }
  }

  app.post(
    '/bookings/:id/online-payment',
    kit.routeOptions(
      "Start paying a booking's balance due online: the gateway's order for it (account token, or the booking's reference and contact)",
      OnlinePaymentRequest,
      { 201: OnlinePaymentOrder, ...errorResponses(400, 401, 404, 409, 429, 502) },
    ),
    async (request, reply) => {
      const provider = kit.gateway()
      const row = await kit.access.booking(request, request.params.id, 'online payment')
      const { booking, ledger: books } = await ledgerOf(app, bookings, payments, row.id)
      const payable = orderDue(booking, books)
      if ('conflict' in payable) throw app.httpErrors.conflict(payable.conflict)
      const { due } = payable
      const order = await gatewayOrder(request, provider, {
        amount: due,
        currency: books.currency,
        receipt: booking.reference,
        notes: { booking: booking.reference },
      })
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
}

export default startOrder

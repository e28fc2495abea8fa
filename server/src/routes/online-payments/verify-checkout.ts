import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { OnlinePaymentStatus, OnlinePaymentVerify } from '@labsite/shared'
import type { FastifyRequest } from 'fastify'
import { GatewayError, type PaymentProvider } from '../../lib/infrastructure/payment-providers/provider'
import { errorResponses } from '../../lib/kits/route-answers'
import type { CheckoutDeps, CheckoutKit } from './checkout-kit'

/** Checkout's answer, its signature checked: where the payment stands once the browser is back. */
const verifyCheckout: FastifyPluginAsyncTypebox<CheckoutDeps & { kit: CheckoutKit }> = async (
  app,
  { online, ledger, kit },
) => {
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
    '/bookings/:id/online-payment/verify',
    kit.routeOptions(
      "Check Checkout's answer (razorpay_order_id, razorpay_payment_id, razorpay_signature): 200 with where the payment stands, 400 when the signature is not the gateway's",
      OnlinePaymentVerify,
      { 200: OnlinePaymentStatus, ...errorResponses(400, 401, 404, 429) },
    ),
    async (request) => {
      const provider = kit.gateway()
      const row = await kit.access.booking(request, request.params.id, 'online payment')
      const body = request.body
      const order = await kit.ownOrder(row.id, body.razorpay_order_id)
      const genuine = provider.verifyCheckout({
        orderId: body.razorpay_order_id,
        paymentId: body.razorpay_payment_id,
        signature: body.razorpay_signature,
      })
      if (!genuine) {
        throw app.httpErrors.badRequest('razorpay_signature does not match: this payment is not confirmed')
      }
      if (order.state !== 'paid') await confirmFromGateway(request, provider, body.razorpay_payment_id)
      return kit.statusOf(row.id, await online.findOrder(order.order_id))
    },
  )
}

export default verifyCheckout

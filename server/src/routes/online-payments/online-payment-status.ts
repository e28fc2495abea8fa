import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import { OnlinePaymentReceiptRequest, OnlinePaymentStatus, OnlinePaymentStatusRequest } from '@labsite/shared'
import { errorResponses } from '../../lib/kits/route-answers'
import { sendReceipt } from '../payments/receipt'
import type { CheckoutDeps, CheckoutKit } from './checkout-kit'

const PDF = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'the receipt PDF' })

/** What a visitor may ask after paying: where the online payment stands, and its receipt. */
const onlinePaymentStatus: FastifyPluginAsyncTypebox<CheckoutDeps & { kit: CheckoutKit }> = async (
  app,
  { bookings, payments, online, kit },
) => {
  app.post(
    '/bookings/:id/online-payment/status',
    kit.routeOptions(
      "Where a booking's online payment stands (the named order, else the latest): paid only once the gateway's capture is in the ledger",
      OnlinePaymentStatusRequest,
      { 200: OnlinePaymentStatus, ...errorResponses(400, 401, 404, 429) },
    ),
    async (request, reply) => {
      kit.gateway()
      const row = await kit.access.booking(request, request.params.id, 'online payment')
      const order = request.body.orderId
        ? await kit.ownOrder(row.id, request.body.orderId)
        : await online.latestOrder(row.id)
      return reply.header('cache-control', 'private, no-store').send(await kit.statusOf(row.id, order))
    },
  )

  app.post(
    '/bookings/:id/online-payment/receipt',
    kit.routeOptions(
      'The receipt of one of the booking’s online payments, as a PDF, for its visitor (audited)',
      OnlinePaymentReceiptRequest,
      { 200: PDF, ...errorResponses(400, 401, 404, 429) },
    ),
    async (request, reply) => {
      const row = await kit.access.booking(request, request.params.id, 'online payment receipt')
      const entry = await payments.find(request.body.paymentId)
      // Only what the visitor paid online: the desk's entries have their own printed receipts.
      if (!entry || entry.booking_id !== row.id || entry.method !== 'online') {
        throw app.httpErrors.notFound('This booking has no such online payment')
      }
      return sendReceipt(app, request, reply, { bookings, payments }, row.id, entry.id)
    },
  )
}

export default onlinePaymentStatus

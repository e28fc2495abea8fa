import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import { IdParams, OnlineRefund, OnlineRefundFields, PaymentParams } from '@labsite/shared'
import { GatewayError } from '../../lib/infrastructure/payment-providers/provider'
import { errorResponses } from '../../lib/kits/route-answers'
import type { BookingsRepository } from '../bookings/bookings-repository'
import { ledgerOf } from '../payments/ledger-of'
import { moneyText, toMinor } from '../payments/money'
import type { PaymentsRepository } from '../payments/payments-repository'
import type { OnlinePaymentsRepository, OnlineRefundRow } from './online-payments-repository'

const toRefund = (row: OnlineRefundRow): OnlineRefund => ({
  id: row.id,
  reverses: row.reverses,
  providerRefundId: row.provider_refund_id,
  amount: Number(row.amount),
  currency: row.currency,
  reason: row.reason,
  state: row.state,
})

/**
 * Money paid online goes back the way it came: an admin asks the gateway for the refund, with a reason;
 * it stays pending until the gateway's refund.processed webhook confirms it, and only then does the
 * ledger show the reversal. Never more than what is left of the payment, pending refunds counted.
 */
const onlineRefunds: FastifyPluginAsyncTypebox<{
  bookings: BookingsRepository
  payments: PaymentsRepository
  online: OnlinePaymentsRepository
}> = async (app, { bookings, payments, online }) => {
  app.post(
    '/consult/consultation/:id/payments/:paymentId/online-refund',
    {
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['payments'],
        summary:
          'Refund an online payment through its gateway (admin, with a reason): pending until the gateway confirms it',
        params: PaymentParams,
        body: OnlineRefundFields,
        response: { 202: OnlineRefund, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request, reply) => {
      const provider = app.paymentProvider
      const { booking, ledger } = await ledgerOf(app, bookings, payments, request.params.id)
      const entry = ledger.entries.find((candidate) => candidate.id === request.params.paymentId)
      if (!entry) throw app.httpErrors.notFound(`Booking ${booking.reference} has no such payment`)
      if (entry.method !== 'online' || entry.kind !== 'payment') {
        throw app.httpErrors.badRequest(
          'Only an online payment is refunded through the gateway: record a desk refund instead',
        )
      }
      const order = await online.orderOfPayment(entry.reference)
      if (!provider || (order && order.provider !== provider.name)) {
        throw app.httpErrors.conflict(
          'This payment was taken through a gateway that is not configured now: refund it in that gateway',
        )
      }
      const minor = Math.round(request.body.amount * 100)
      if (Math.abs(request.body.amount * 100 - minor) > 1e-6) {
        throw app.httpErrors.badRequest('amount must have at most two decimals (e.g. 249.50)')
      }
      const left = toMinor(entry.amount) - toMinor(entry.refunded) - (await online.pendingRefunded(entry.id))
      if (minor > left) {
        throw app.httpErrors.badRequest(
          `amount ${moneyText(minor, entry.currency)} is more than what is left to refund of that payment, ${moneyText(Math.max(left, 0), entry.currency)}`,
        )
      }
      let refundId: string
      try {
        ;({ id: refundId } = await provider.refund({
          paymentId: entry.reference,
          amount: minor,
          currency: entry.currency,
          notes: { booking: booking.reference, reason: request.body.reason.slice(0, 250) },
        }))
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error
        request.log.warn({ err: error.message }, 'payment gateway refused a refund')
        throw app.httpErrors.badGateway(`The gateway did not take the refund: ${error.message}`)
      }
      // The gateway has taken the refund: its row, audit entry and announcement land together. Should
      // they not, the gateway's refund.processed still records it, flagged as made outside this site.
      const stored = await app.knex.transaction(async (trx) => {
        const row = await online.addRefund(
          {
            booking_id: booking.id,
            reverses: entry.id,
            provider: provider.name,
            provider_refund_id: refundId,
            amount: minor / 100,
            currency: entry.currency,
            reason: request.body.reason.trim(),
            requested_by: request.user.id,
            requested_by_name: request.user.name,
          },
          trx,
        )
        await app.writeRule.action(request, trx, {
          action: 'create',
          entity: 'online-refund',
          entityId: row.id,
          after: {
            bookingId: booking.id,
            reference: booking.reference,
            reverses: entry.id,
            amount: minor / 100,
            reason: row.reason,
            gatewayRefund: refundId,
          },
          announces: { resource: 'booking', id: booking.id },
        })
        return row
      })
      return reply.code(202).send(toRefund(stored))
    },
  )

  app.get(
    '/consult/consultation/:id/online-refunds',
    {
      onRequest: [app.requireRole('staff')],
      schema: {
        tags: ['payments'],
        summary: "A booking's refunds sent to the gateway: pending until it confirms them, then processed",
        params: IdParams,
        response: { 200: Type.Array(OnlineRefund), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const rows = await online.refundsFor(request.params.id)
      return reply.header('cache-control', 'private, no-store').send(rows.map(toRefund))
    },
  )
}

export default onlineRefunds

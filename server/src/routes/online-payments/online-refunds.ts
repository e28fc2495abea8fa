import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import {
  type Booking,
  IdParams,
  OnlineRefund,
  OnlineRefundFields,
  type PaymentEntry,
  PaymentParams,
} from '@labsite/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { GatewayError, SITE_REFUND_NOTE } from '../../lib/infrastructure/payment-providers/provider'
import { errorResponses } from '../../lib/kits/route-answers'
import type { BookingsRepository } from '../bookings/bookings-repository'
import { ledgerOf } from '../payments/ledger-of'
import { moneyText, toMinor } from '../payments/money'
import type { PaymentsRepository } from '../payments/payments-repository'
import type { OnlinePaymentsRepository, OnlineRefundRow } from './online-payments-repository'

const toRefund = (row: OnlineRefundRow): OnlineRefund => ({
  id: row.id,
  reverses: row.reverses,
  providerRefundId: row.provider_refund_id ?? '',
  amount: Number(row.amount),
  currency: row.currency,
  reason: row.reason,
  state: row.state,
})

/**
 * Money paid online goes back the way it came: an admin asks the gateway for the refund, with a reason.
 * The refund is first held against the payment (`requested`, the payment's row locked while what is
 * left is counted), then sent to the gateway: pending once it took it, failed (the amount free again)
 * if it refused. Only the gateway's refund.processed webhook makes the ledger show the reversal. Never
 * more than what is left of the payment, refunds requested and pending counted.
 */
interface Repositories {
  payments: PaymentsRepository
  online: OnlinePaymentsRepository
}

/** The refund stored as `requested` (audited, the booking announced) if the payment has `minor` left. */
async function holdRefund(
  app: FastifyInstance,
  request: FastifyRequest,
  { payments, online }: Repositories,
  hold: { booking: Booking; entry: PaymentEntry; minor: number; reason: string; provider: string },
) {
  const { booking, entry, minor, provider } = hold
  return app.knex.transaction(async (trx) => {
    const locked = await payments.lockForRefund(entry.id, trx)
    if (!locked) throw app.httpErrors.notFound(`Booking ${booking.reference} has no such payment`)
    const left =
      toMinor(locked.payment.amount) - locked.refunded - (await online.unsettledRefunded(entry.id, trx))
    if (minor > left) {
      throw app.httpErrors.badRequest(
        `amount ${moneyText(minor, entry.currency)} is more than what is left to refund of that payment, ${moneyText(Math.max(left, 0), entry.currency)}`,
      )
    }
    const row = await online.requestRefund(
      {
        booking_id: booking.id,
        reverses: entry.id,
        provider,
        amount: minor / 100,
        currency: entry.currency,
        reason: hold.reason.trim(),
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
        state: row.state,
      },
      announces: { resource: 'booking', id: booking.id },
    })
    return row
  })
}

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
      const announces = { resource: 'booking', id: booking.id }
      // Held first, with the payment's row locked: a second request for the same payment waits there
      // and then counts this one, so the two can never be sent to the gateway for more than was paid.
      const { reason } = request.body
      const hold = { booking, entry, minor, reason, provider: provider.name }
      const requested = await holdRefund(app, request, { payments, online }, hold)
      const settled = (state: OnlineRefundRow['state'], after: Record<string, unknown>) => ({
        action: 'update' as const,
        entity: 'online-refund',
        entityId: requested.id,
        before: { state: requested.state },
        after: { bookingId: booking.id, state, ...after },
        announces,
      })
      let refundId: string
      try {
        // Our id goes in the refund's notes: should the gateway take it and its answer never be stored
        // here, its refund.processed webhook still finds this request by it.
        ;({ id: refundId } = await provider.refund({
          paymentId: entry.reference,
          amount: minor,
          currency: entry.currency,
          notes: {
            booking: booking.reference,
            reason: request.body.reason.slice(0, 250),
            [SITE_REFUND_NOTE]: requested.id,
          },
        }))
      } catch (error) {
        // Anything but the gateway's own refusal leaves the request held: the gateway may have taken it.
        if (!(error instanceof GatewayError)) throw error
        request.log.warn({ err: error.message }, 'payment gateway refused a refund')
        await app.knex.transaction(async (trx) => {
          const failed = await online.refundRefused(requested.id, trx)
          if (failed)
            await app.writeRule.action(request, trx, settled('failed', { gatewayError: error.message }))
        })
        throw app.httpErrors.badGateway(`The gateway did not take the refund: ${error.message}`)
      }
      const stored = await app.knex.transaction(async (trx) => {
        const row = await online.refundAccepted(requested.id, refundId, trx)
        await app.writeRule.action(request, trx, settled(row.state, { gatewayRefund: refundId }))
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

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { IdParams, PaymentLedger } from '@labsite/shared'
import { errorResponses } from '../../lib/kits/route-answers'
import type { BookingsRepository } from '../bookings/bookings-repository'
import { ledgerOf } from './ledger-of'
import type { PaymentsRepository } from './payments-repository'
import recordPayment from './record-payment'

/**
 * The front desk's payments (docs/payments.md): money taken (cash, UPI, card; the last two with their transaction
 * reference) and money given back. A refund is a new entry that `reverses` an earlier payment of the same
 * booking, made by an administrator with a reason, for at most what is left of it (refund-rule.ts);
 * nothing is ever edited or deleted (there is no PUT or DELETE). Each entry is audited, announced on
 * the event stream (the board's balance), and idempotent: the console's offline queue replays a write
 * with its Idempotency-Key and gets the first answer, never a second entry.
 */
const paymentLedger: FastifyPluginAsyncTypebox<{
  bookings: BookingsRepository
  payments: PaymentsRepository
}> = async (app, { bookings, payments }) => {
  await app.register(recordPayment, { bookings, payments })

  app.get(
    '/consult/consultation/:id/payments',
    {
      onRequest: [app.requireRole('staff')],
      schema: {
        tags: ['payments'],
        summary: "A booking's payments and refunds, oldest first, with what is paid and the balance due",
        params: IdParams,
        response: { 200: PaymentLedger, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { ledger } = await ledgerOf(app, bookings, payments, request.params.id)
      return reply.header('cache-control', 'private, no-store').send(ledger)
    },
  )
}

export default paymentLedger

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { IdParams, labNow, PaymentEntry, PaymentFields } from '@labsite/shared'
import type { FastifyRequest } from 'fastify'
import { bodyValue } from '../../lib/kits/body-field'
import { errorResponses } from '../../lib/kits/route-answers'
import type { BookingsRepository } from '../bookings/bookings-repository'
import { ledgerEntryWritten } from './ledger-entry-written'
import { ledgerOf } from './ledger-of'
import { paymentRefusal } from './payment-rule'
import { type PaymentsRepository, toLedger } from './payments-repository'

/**
 * The desk records a payment or a refund: checked with the booking row locked, stored, audited,
 * announced and kept for an Idempotency-Key's replay in one transaction.
 */
const recordPayment: FastifyPluginAsyncTypebox<{
  bookings: BookingsRepository
  payments: PaymentsRepository
}> = async (app, { bookings, payments }) => {
  function store(request: FastifyRequest, bookingId: string, body: PaymentFields) {
    const { method, reference = '', reverses, reason = '' } = body
    return app.knex.transaction(async (trx) => {
      // The booking row's lock queues two desks paying or refunding the same booking at once.
      const booking = await bookings.findForUpdate(bookingId, trx)
      if (!booking) throw app.httpErrors.notFound('Booking not found')
      const rows = await payments.listFor(booking.id, trx)
      const checked = paymentRefusal(booking, toLedger(rows, booking.total), body, request.user.role)
      if ('refused' in checked)
        throw app.httpErrors.createError(checked.refused.statusCode, checked.refused.message)
      const { minor } = checked
      const stored = await payments.insert(
        {
          booking_id: booking.id,
          booking_reference: booking.reference,
          position: rows.length + 1,
          method,
          amount: minor / 100,
          currency: booking.total.currency,
          reference: reference.trim(),
          reverses: reverses ?? null,
          reason: reverses ? reason.trim() : '',
          created_by: request.user.id,
          created_by_name: request.user.name,
          lab_day: labNow().date,
        },
        trx,
      )
      await ledgerEntryWritten(app, request, trx, booking, stored, {
        reverses: stored.reverses,
        ...(stored.reverses ? { reason: stored.reason } : {}),
      })
      await app.idempotency.recordCreated(request, stored.id, 201, trx)
      return stored.id
    })
  }

  app.post(
    '/consult/consultation/:id/payments',
    {
      onRequest: [app.requireRole('staff')],
      // Before the schema, whose type coercion would read the text "10" as the number 10: money typed
      // into a text field somewhere upstream is a client's bug to surface, not to guess at.
      preValidation: async (request) => {
        const amount = bodyValue(request, 'amount')
        if (amount !== undefined && typeof amount !== 'number') {
          throw app.httpErrors.badRequest(
            `amount must be a JSON number such as 249.5, not ${JSON.stringify(amount)}`,
          )
        }
      },
      config: {
        // A replay answers the entry the first request made, as the ledger stands now.
        idempotency: {
          replay: async (paymentId) => {
            const row = await payments.find(paymentId)
            if (!row?.booking_id) return null
            const { ledger } = await ledgerOf(app, bookings, payments, row.booking_id)
            return ledger.entries.find((entry) => entry.id === paymentId) ?? null
          },
        },
      },
      schema: {
        tags: ['payments'],
        summary:
          'Record a payment at the desk (UPI and card with their `reference`), or with `reverses` and a `reason` a refund of an earlier payment (admins only); never edited or deleted; audited; Idempotency-Key replays',
        params: IdParams,
        body: PaymentFields,
        response: { 201: PaymentEntry, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const paymentId = await store(request, request.params.id, request.body)
      const { ledger } = await ledgerOf(app, bookings, payments, request.params.id)
      const entry = ledger.entries.find((candidate) => candidate.id === paymentId)
      if (!entry) throw new Error(`payment ${paymentId} was stored but is not in its ledger`)
      return reply.code(201).send(entry)
    },
  )
}

export default recordPayment

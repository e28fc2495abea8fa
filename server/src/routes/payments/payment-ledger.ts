import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  type Consultation,
  formatPrice,
  IdParams,
  labNow,
  PaymentEntry,
  PaymentFields,
  PaymentLedger,
} from '@labsite/shared'
import type { FastifyInstance } from 'fastify'
import { errorResponses } from '../../lib/route-answers'
import type { ConsultationsRepository } from '../consultations/consultations-repository'
import { type PaymentsRepository, toLedger, toMinor } from './payments-repository'

/** Money as the desk reads it in a message: ₹1,530 or ₹249.50. */
export const moneyText = (minor: number, currency: string) =>
  formatPrice(minor / 100, { currencyCode: currency, locale: 'en-IN' })

/** A booking's ledger as it stands (the entry just added included). */
export async function ledgerOf(
  app: FastifyInstance,
  bookings: ConsultationsRepository,
  payments: PaymentsRepository,
  consultationId: string,
) {
  const booking = await bookings.findById(consultationId)
  if (!booking) throw app.httpErrors.notFound('Booking not found')
  return { booking, ledger: toLedger(await payments.listFor(booking.id), booking.total) }
}

/**
 * The front desk's payments (issue 25): money taken (cash, UPI, card) and money given back. A refund is
 * a new entry that `reverses` an earlier payment of the same booking, for at most what is left of it;
 * nothing is ever edited or deleted (there is no PUT or DELETE). Each entry is audited, announced on
 * the event stream (the board's balance), and idempotent: the console's offline queue replays a write
 * with its Idempotency-Key and gets the first answer, never a second entry.
 */
const paymentLedger: FastifyPluginAsyncTypebox<{
  bookings: ConsultationsRepository
  payments: PaymentsRepository
}> = async (app, { bookings, payments }) => {
  /** The checks that need the ledger as it is, made with the booking row locked. */
  function refusalOf(booking: Consultation, rows: Awaited<ReturnType<PaymentsRepository['listFor']>>) {
    const ledger = toLedger(rows, booking.total)
    const currency = booking.total.currency
    return (body: { amount: number; reverses?: string }): number => {
      const minor = Math.round(body.amount * 100)
      if (Math.abs(body.amount * 100 - minor) > 1e-6) {
        throw app.httpErrors.badRequest('amount must have at most two decimals (e.g. 249.50)')
      }
      // 0.000000001 rounds to no decimals at all, but is no money either.
      if (minor < 1) throw app.httpErrors.badRequest('amount must be at least 0.01')
      if (!body.reverses) {
        if (booking.status === 'cancelled') {
          throw app.httpErrors.conflict(
            `Booking ${booking.reference} is cancelled: only refunds can be recorded`,
          )
        }
        const due = toMinor(ledger.balance)
        // A total with items priced on request is not the whole bill: the desk knows better.
        if (!booking.total.priceOnRequest && minor > due) {
          throw app.httpErrors.badRequest(
            `amount ${moneyText(minor, currency)} is more than the balance due, ${moneyText(Math.max(due, 0), currency)}`,
          )
        }
        return minor
      }
      const original = ledger.entries.find((entry) => entry.id === body.reverses)
      if (!original) {
        throw app.httpErrors.badRequest(
          `reverses: booking ${booking.reference} has no payment ${body.reverses}`,
        )
      }
      if (original.kind === 'refund') {
        throw app.httpErrors.badRequest(
          `reverses: ${original.id} is itself a refund; a refund reverses the payment it gives money back from`,
        )
      }
      const left = toMinor(original.amount) - toMinor(original.refunded)
      if (minor > left) {
        throw app.httpErrors.badRequest(
          `amount ${moneyText(minor, currency)} is more than what is left to refund of that payment, ${moneyText(left, currency)}`,
        )
      }
      return -minor
    }
  }

  app.post(
    '/consult/consultation/:id/payments',
    {
      onRequest: [app.requireRole('staff')],
      config: {
        // A replay answers the entry the first request made, as the ledger stands now.
        idempotency: {
          replay: async (paymentId) => {
            const row = await payments.find(paymentId)
            if (!row?.consultation_id) return null
            const { ledger } = await ledgerOf(app, bookings, payments, row.consultation_id)
            return ledger.entries.find((entry) => entry.id === paymentId) ?? null
          },
        },
      },
      schema: {
        tags: ['payments'],
        summary:
          'Record a payment at the desk, or with `reverses` a refund of an earlier payment (never edited or deleted; audited; Idempotency-Key replays)',
        params: IdParams,
        body: PaymentFields,
        response: { 201: PaymentEntry, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { method, reference = '', reverses } = request.body
      const paymentId = await app.knex.transaction(async (trx) => {
        // The booking row's lock queues two desks paying or refunding the same booking at once.
        const booking = await bookings.findForUpdate(request.params.id, trx)
        if (!booking) throw app.httpErrors.notFound('Booking not found')
        const rows = await payments.listFor(booking.id, trx)
        const minor = refusalOf(booking, rows)(request.body)
        const stored = await payments.insert(
          {
            consultation_id: booking.id,
            booking_reference: booking.reference,
            position: rows.length + 1,
            method,
            amount: minor / 100,
            currency: booking.total.currency,
            reference: reference.trim(),
            reverses: reverses ?? null,
            created_by: request.user.id,
            created_by_name: request.user.name,
            lab_day: labNow().date,
          },
          trx,
        )
        await app.audit(
          request,
          {
            action: 'create',
            entity: 'payment',
            entityId: stored.id,
            after: {
              consultationId: booking.id,
              reference: booking.reference,
              method,
              amount: minor / 100,
              currency: stored.currency,
              reverses: stored.reverses,
            },
          },
          trx,
        )
        await app.idempotency.recordCreated(request, stored.id, 201, trx)
        await app.changes.publish({ resource: 'consultation', id: booking.id, kind: 'updated' }, trx)
        return stored.id
      })
      const { ledger } = await ledgerOf(app, bookings, payments, request.params.id)
      const entry = ledger.entries.find((candidate) => candidate.id === paymentId)
      if (!entry) throw new Error(`payment ${paymentId} was stored but is not in its ledger`)
      return reply.code(201).send(entry)
    },
  )

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

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  type Booking,
  IdParams,
  isOneOf,
  labNow,
  METHODS_NEEDING_REFERENCE,
  PaymentEntry,
  PaymentFields,
  PaymentLedger,
  type PaymentMethod,
  type Role,
} from '@labsite/shared'
import type { FastifyInstance } from 'fastify'
import { bodyValue } from '../../lib/kits/body-field'
import { errorResponses } from '../../lib/kits/route-answers'
import type { BookingsRepository } from '../bookings/bookings-repository'
import { moneyText, toMinor } from './money'
import { type PaymentsRepository, toLedger } from './payments-repository'
import { refundRefusal } from './refund-rule'

const METHOD_NAMES: Record<PaymentMethod, string> = {
  cash: 'cash',
  upi: 'UPI',
  card: 'card',
  online: 'online payment',
}
const needsReference = (method: PaymentMethod) => isOneOf(METHODS_NEEDING_REFERENCE, method)

/** A booking's ledger as it stands (the entry just added included). */
export async function ledgerOf(
  app: FastifyInstance,
  bookings: BookingsRepository,
  payments: PaymentsRepository,
  bookingId: string,
) {
  const booking = await bookings.findById(bookingId)
  if (!booking) throw app.httpErrors.notFound('Booking not found')
  return { booking, ledger: toLedger(await payments.listFor(booking.id), booking.total) }
}

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
  /** The checks that need the ledger as it is, made with the booking row locked. */
  function refusalOf(booking: Booking, rows: Awaited<ReturnType<PaymentsRepository['listFor']>>, role: Role) {
    const ledger = toLedger(rows, booking.total)
    const currency = booking.total.currency
    return (body: PaymentFields): number => {
      const minor = Math.round(body.amount * 100)
      if (Math.abs(body.amount * 100 - minor) > 1e-6) {
        throw app.httpErrors.badRequest('amount must have at most two decimals (e.g. 249.50)')
      }
      // 0.000000001 rounds to no decimals at all, but is no money either.
      if (minor < 1) throw app.httpErrors.badRequest('amount must be at least 0.01')
      if (body.currency !== undefined && body.currency.trim().toUpperCase() !== currency) {
        throw app.httpErrors.badRequest(
          `currency ${body.currency} is not this booking's: it is paid in ${currency}`,
        )
      }
      if (needsReference(body.method) && !body.reference?.trim()) {
        throw app.httpErrors.badRequest(
          `reference is required for ${METHOD_NAMES[body.method]}: the ${body.method === 'upi' ? 'transaction id' : 'card slip number'}`,
        )
      }
      if (body.reverses) {
        const refused = refundRefusal(ledger, booking.reference, {
          reverses: body.reverses,
          amountMinor: minor,
          reason: body.reason,
          role,
        })
        if (refused) throw app.httpErrors.createError(refused.statusCode, refused.message)
        // Money paid online goes back the way it came: the gateway refunds it and its webhook records it.
        if (ledger.entries.find((entry) => entry.id === body.reverses)?.method === 'online') {
          throw app.httpErrors.conflict(
            'That payment was made online: refund it through the payment gateway (Refund online), not at the desk',
          )
        }
        return -minor
      }
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
      const { method, reference = '', reverses, reason = '' } = request.body
      const paymentId = await app.knex.transaction(async (trx) => {
        // The booking row's lock queues two desks paying or refunding the same booking at once.
        const booking = await bookings.findForUpdate(request.params.id, trx)
        if (!booking) throw app.httpErrors.notFound('Booking not found')
        const rows = await payments.listFor(booking.id, trx)
        const minor = refusalOf(booking, rows, request.user.role)(request.body)
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
        await app.audit(
          request,
          {
            action: 'create',
            entity: 'payment',
            entityId: stored.id,
            after: {
              bookingId: booking.id,
              reference: booking.reference,
              method,
              amount: minor / 100,
              currency: stored.currency,
              reverses: stored.reverses,
              ...(stored.reverses ? { reason: stored.reason } : {}),
            },
          },
          trx,
        )
        await app.idempotency.recordCreated(request, stored.id, 201, trx)
        await app.changes.publish({ resource: 'booking', id: booking.id, kind: 'updated' }, trx)
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

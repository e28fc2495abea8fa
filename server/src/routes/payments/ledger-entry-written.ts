import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Knex } from 'knex'
import type { PaymentRow } from './payments-repository'

/**
 * A ledger entry stored (a desk payment or refund, an online capture or refund): audited as a payment
 * of its booking, whose ledger the change bus reports changed, in the entry's own transaction.
 * `details` are what the audit keeps beyond the entry's booking, method, amount and currency.
 */
export function ledgerEntryWritten(
  app: FastifyInstance,
  request: FastifyRequest,
  trx: Knex.Transaction,
  booking: { id: string; reference: string },
  entry: PaymentRow,
  details: Record<string, unknown>,
): Promise<void> {
  return app.writeRule.action(request, trx, {
    action: 'create',
    entity: 'payment',
    entityId: entry.id,
    after: {
      bookingId: booking.id,
      reference: booking.reference,
      method: entry.method,
      amount: Number(entry.amount),
      currency: entry.currency,
      ...details,
    },
    announces: { resource: 'booking', id: booking.id },
  })
}

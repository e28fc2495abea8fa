import { type Booking, VISITOR_CANCELLABLE_STATUSES } from '@labsite/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Knex } from 'knex'
import type { BookingsRepository } from './bookings-repository'
import { guestProves } from './guest-access'
import { auditGuestLookup } from './guest-lookup-limits'

/** Who may change a booking: its account's owner (naming it by id), or a guest with its reference and contact. */
export type Caller = { userId: string; id: string } | { reference: string; contact: string }

/**
 * The id of the booking the caller may change, else 404 as for a missing one. A guest's try is audited
 * whether or not it matched, outside the change's transaction, so a refused try is recorded too.
 */
export async function changeableBookingId(
  app: FastifyInstance,
  repository: BookingsRepository,
  request: FastifyRequest,
  caller: Caller,
): Promise<string> {
  if ('userId' in caller) {
    const row = await repository.findRow({ id: caller.id })
    if (row === null || row.user_id !== caller.userId) throw app.httpErrors.notFound('Booking not found')
    return row.id
  }
  const row = await repository.findRow({ reference: caller.reference.toUpperCase() })
  const allowed = row !== null && guestProves(app, row, caller.contact)
  await auditGuestLookup(app, request, 'change', allowed ? row.id : null)
  if (!allowed) throw app.httpErrors.notFound('No booking with this reference and e-mail or phone')
  return row.id
}

/** The booking locked for this transaction, while the lab has not confirmed it. */
export async function lockChangeable(
  app: FastifyInstance,
  repository: BookingsRepository,
  id: string,
  trx: Knex.Transaction,
): Promise<Booking> {
  const current = await repository.findForUpdate(id, trx)
  if (!current) throw app.httpErrors.notFound('Booking not found')
  if (!VISITOR_CANCELLABLE_STATUSES.includes(current.status)) {
    throw app.httpErrors.conflict(
      `Booking ${current.reference} is ${current.status === 'cancelled' ? 'already cancelled' : 'confirmed'}: please call us to change it`,
    )
  }
  return current
}

/** A visitor's change, audited and announced in its own transaction. */
export async function recordChange(
  app: FastifyInstance,
  request: FastifyRequest,
  after: Booking,
  changes: object,
  trx: Knex.Transaction,
): Promise<void> {
  await app.writeRule.action(request, trx, {
    action: 'update',
    entity: 'booking',
    entityId: after.id,
    after: changes,
  })
}

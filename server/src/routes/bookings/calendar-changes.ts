import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Knex } from 'knex'

/** The audit entity and change-bus resource of the lab's calendar (slots, closed dates, PIN codes). */
export const CALENDAR_ENTITY = 'booking-calendar'

/**
 * A closed day or the PIN codes changed: values, not versioned records, but audited and announced
 * alike, in the change's own transaction so the change and its audit entry land together or not at all.
 */
export async function recordCalendarChange(
  app: FastifyInstance,
  request: FastifyRequest,
  trx: Knex.Transaction,
  action: 'create' | 'update' | 'delete',
  entityId: string,
  after?: object,
): Promise<void> {
  return app.writeRule.action(request, trx, { action, entity: CALENDAR_ENTITY, entityId, after })
}

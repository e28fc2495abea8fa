import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Knex } from 'knex'

/** The audit entity and change-bus resource of the lab's calendar (slots, closed dates, PIN codes). */
export const CALENDAR_ENTITY = 'booking-calendar'

const CHANGE_KINDS = { create: 'created', update: 'updated', delete: 'deleted' } as const

/**
 * A closed day or the PIN codes changed: values, not versioned records, but audited and announced
 * alike, in the change's own transaction so the change and its audit entry land together or not at all.
 */
export async function recordCalendarChange(
  app: FastifyInstance,
  request: FastifyRequest,
  trx: Knex.Transaction,
  action: keyof typeof CHANGE_KINDS,
  entityId: string,
  after?: object,
): Promise<void> {
  await app.audit(request, { action, entity: CALENDAR_ENTITY, entityId, after }, trx)
  await app.changes.publish({ resource: CALENDAR_ENTITY, id: entityId, kind: CHANGE_KINDS[action] }, trx)
}

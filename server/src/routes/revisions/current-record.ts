import type { FastifyInstance } from 'fastify'
import { currentRecord } from '../../lib/kits/crud-writes'
import { readDocument } from '../../lib/kits/document-routes'
import type { RevisionTarget } from '../../plugins/revisions'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The record as it is now, in API shape; null when there is none (deleted, or an id that cannot be
 * one: a document's id is its key, a table record's a UUID).
 */
export async function findCurrent(
  app: FastifyInstance,
  target: RevisionTarget,
  id: string,
): Promise<unknown> {
  if (target.kind === 'document') {
    return id === target.entity ? (await readDocument(app.knex, target.entity)).value : null
  }
  if (!UUID.test(id)) return null
  return currentRecord(app.knex, target.resource, id)
}

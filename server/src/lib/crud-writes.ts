import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Knex } from 'knex'
import type { Fields, Row } from './crud-repository'
import { assertFreshVersion } from './versioning'

/** What a versioned, audited write needs to know about its table. */
export interface WritableResource<TRecord> {
  table: string
  /** Audit entity, e.g. 'blood-test'. */
  entity: string
  /** For messages: 'Blood test' → 'Blood test not found'. */
  label: string
  toRecord: (row: Row) => TRecord
  toRow: (fields: object) => Record<string, unknown>
  /** Fills or normalizes fields before they are stored (sanitizing, defaults that need the database). */
  prepareCreate?: (fields: Fields, trx: Knex.Transaction) => Fields | Promise<Fields>
  prepareUpdate?: (changes: Fields, trx: Knex.Transaction) => Fields | Promise<Fields>
}

/** A write that puts back an older version: recorded as a 'restore' revision. */
export interface RestoreNote {
  restoredFrom: string
  /** Re-creating a deleted record: its id, and the version after the one it was deleted at. */
  id?: string
  version?: number
}

/** Runs `work` in `outer` when a caller already holds a transaction (bulk writes: all or none), else in its own. */
const inTransaction = <T>(
  app: FastifyInstance,
  outer: Knex.Transaction | undefined,
  work: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> => (outer ? work(outer) : app.knex.transaction(work))

const notFound = (app: FastifyInstance, resource: WritableResource<unknown>) =>
  app.httpErrors.notFound(`${resource.label} not found`)

/** Locks the row for the rest of the transaction, so two writers cannot both pass the If-Match check. */
async function lockRow<TRecord>(
  app: FastifyInstance,
  request: FastifyRequest,
  resource: WritableResource<TRecord>,
  id: string,
  trx: Knex.Transaction,
) {
  const row = await trx<Row>(resource.table).where({ id }).forUpdate().first()
  if (!row) throw notFound(app, resource)
  const before = resource.toRecord(row)
  assertFreshVersion(request, row.version, before)
  return { before, version: row.version }
}

/** Inserts the record and its audit entry in one transaction. */
export function createRecord<TRecord>(
  app: FastifyInstance,
  request: FastifyRequest,
  resource: WritableResource<TRecord>,
  fields: object,
  restore?: RestoreNote,
): Promise<TRecord> {
  return app.knex.transaction(async (trx) => {
    const prepared = resource.prepareCreate ? await resource.prepareCreate({ ...fields }, trx) : fields
    const identity = restore?.id ? { id: restore.id, version: restore.version } : {}
    const [row] = await trx<Row>(resource.table)
      .insert({ ...resource.toRow(prepared), ...identity })
      .returning('*')
    const after = resource.toRecord(row)
    await app.audit(request, { action: 'create', entity: resource.entity, entityId: row.id, after }, trx)
    await app.revisions.record(
      request,
      {
        entity: resource.entity,
        recordId: row.id,
        action: restore ? 'restore' : 'create',
        record: after,
        version: row.version,
        restoredFrom: restore?.restoredFrom,
      },
      trx,
    )
    await app.changes.publish({ resource: resource.entity, id: row.id, kind: 'created' }, trx)
    return after
  })
}

/** Changes only the sent fields, honours If-Match, bumps version and updated_at, audits before/after (in `outer` when given). */
export function updateRecord<TRecord>(
  app: FastifyInstance,
  request: FastifyRequest,
  resource: WritableResource<TRecord>,
  id: string,
  changes: Fields,
  restore?: RestoreNote,
  outer?: Knex.Transaction,
): Promise<TRecord> {
  return inTransaction(app, outer, async (trx) => {
    const { before, version } = await lockRow(app, request, resource, id, trx)
    const prepared = resource.prepareUpdate ? await resource.prepareUpdate(changes, trx) : changes
    const [row] = await trx<Row>(resource.table)
      .where({ id })
      .update({ ...resource.toRow(prepared), version: trx.raw('version + 1'), updated_at: trx.fn.now() })
      .returning('*')
    const after = resource.toRecord(row)
    await app.audit(request, { action: 'update', entity: resource.entity, entityId: id, before, after }, trx)
    await app.revisions.record(
      request,
      {
        entity: resource.entity,
        recordId: id,
        action: restore ? 'restore' : 'update',
        record: after,
        version: row.version,
        before: { record: before, version },
        restoredFrom: restore?.restoredFrom,
      },
      trx,
    )
    await app.changes.publish({ resource: resource.entity, id, kind: 'updated' }, trx)
    return after
  })
}

/** Deletes the record (honouring If-Match) and keeps what it was in the audit log (in `outer` when given). */
export function deleteRecord<TRecord>(
  app: FastifyInstance,
  request: FastifyRequest,
  resource: WritableResource<TRecord>,
  id: string,
  outer?: Knex.Transaction,
): Promise<void> {
  return inTransaction(app, outer, async (trx) => {
    const { before, version } = await lockRow(app, request, resource, id, trx)
    await trx(resource.table).where({ id }).delete()
    await app.audit(request, { action: 'delete', entity: resource.entity, entityId: id, before }, trx)
    await app.revisions.record(
      request,
      { entity: resource.entity, recordId: id, action: 'delete', record: before, version },
      trx,
    )
    await app.changes.publish({ resource: resource.entity, id, kind: 'deleted' }, trx)
  })
}

/** A PUT that would change nothing is refused, so a misspelt field name does not pass silently. */
export function assertHasChanges(app: FastifyInstance, changes: object | undefined): Fields {
  if (!changes || Object.keys(changes).length === 0) {
    throw app.httpErrors.badRequest('Send at least one field to change')
  }
  return { ...changes }
}

import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Knex } from 'knex'
import type { Fields, Row } from './crud-repository'

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

const notFound = (resource: WritableResource<unknown>) => `${resource.label} not found`

/** The record's row, locked for the rest of the transaction, so two writers cannot both pass the If-Match check. */
const lockRow =
  <TRecord>(resource: WritableResource<TRecord>, id: string) =>
  async (trx: Knex.Transaction) => {
    const row = await trx<Row>(resource.table).where({ id }).forUpdate().first()
    return row ? { record: resource.toRecord(row), version: row.version as number } : null
  }

/** The record as it is now, in API shape, or null: what a revision is compared with and restored over. */
export async function currentRecord<TRecord>(
  knex: Knex,
  resource: WritableResource<TRecord>,
  id: string,
): Promise<TRecord | null> {
  const row = await knex<Row>(resource.table).where({ id }).first()
  return row ? resource.toRecord(row) : null
}

/** Inserts the record through the write rule (plugins/write-rule.ts): audit entry, revision, change event. */
export async function createRecord<TRecord>(
  app: FastifyInstance,
  request: FastifyRequest,
  resource: WritableResource<TRecord>,
  fields: object,
  restore?: RestoreNote,
): Promise<TRecord> {
  const created = await app.writeRule.create(
    request,
    { entity: resource.entity, restoredFrom: restore?.restoredFrom },
    async (trx) => {
      const prepared = resource.prepareCreate ? await resource.prepareCreate({ ...fields }, trx) : fields
      const identity = restore?.id ? { id: restore.id, version: restore.version } : {}
      const [row] = await trx<Row>(resource.table)
        .insert({ ...resource.toRow(prepared), ...identity })
        .returning('*')
      return { id: row.id, record: resource.toRecord(row), version: row.version }
    },
  )
  return created.record
}

/** Changes only the sent fields through the write rule (If-Match), bumping version and updated_at (in `outer` when given). */
export async function updateRecord<TRecord>(
  app: FastifyInstance,
  request: FastifyRequest,
  resource: WritableResource<TRecord>,
  id: string,
  changes: Fields,
  restore?: RestoreNote,
  outer?: Knex.Transaction,
): Promise<TRecord> {
  const target = {
    entity: resource.entity,
    id,
    notFound: notFound(resource),
    lock: lockRow(resource, id),
    trx: outer,
    restoredFrom: restore?.restoredFrom,
  }
  const updated = await app.writeRule.update(request, target, async (_current, trx) => {
    const prepared = resource.prepareUpdate ? await resource.prepareUpdate(changes, trx) : changes
    const [row] = await trx<Row>(resource.table)
      .where({ id })
      .update({ ...resource.toRow(prepared), version: trx.raw('version + 1'), updated_at: trx.fn.now() })
      .returning('*')
    return { record: resource.toRecord(row), version: row.version }
  })
  return updated.record
}

/** Deletes the record through the write rule (If-Match); the audit log keeps what it was (in `outer` when given). */
export function deleteRecord<TRecord>(
  app: FastifyInstance,
  request: FastifyRequest,
  resource: WritableResource<TRecord>,
  id: string,
  outer?: Knex.Transaction,
): Promise<void> {
  const target = {
    entity: resource.entity,
    id,
    notFound: notFound(resource),
    lock: lockRow(resource, id),
    trx: outer,
  }
  return app.writeRule.remove(request, target, async (_current, trx) => {
    await trx(resource.table).where({ id }).delete()
  })
}

/** A PUT that would change nothing is refused, so a misspelt field name does not pass silently. */
export function assertHasChanges(app: FastifyInstance, changes: object | undefined): Fields {
  if (!changes || Object.keys(changes).length === 0) {
    throw app.httpErrors.badRequest('Send at least one field to change')
  }
  return { ...changes }
}

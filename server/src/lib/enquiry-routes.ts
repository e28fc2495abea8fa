import { httpErrors } from '@fastify/sensible'
import { ErrorBody, StaleVersionBody } from '@labsite/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Knex } from 'knex'
import { type TSchema, Type } from 'typebox'
import type { CsvColumn } from './csv'
import { sendCsv } from './csv-download'
import { type ListFilters, type MatchCount, setTotalCount } from './list-filters'
import { assertFreshVersion, setVersionEtag } from './versioning'

type Versioned = { id: string; version: number }
type AuditView = Record<string, unknown>

/** The answers every staff enquiry route can give besides its own. */
const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody }

/** The locked record, or 404 when it is gone and 412 when the caller's If-Match is stale. */
export function assertFoundAndFresh<TRecord extends Versioned>(
  request: FastifyRequest,
  current: TRecord | null,
  notFoundMessage: string,
): TRecord {
  if (!current) throw httpErrors.notFound(notFoundMessage)
  assertFreshVersion(request, current.version, current)
  return current
}

/** Staff list (one page, X-Total-Count, never cached) at `path` and its CSV export at `${path}.csv`. */
export function registerEnquiryList<TRecord>(
  app: FastifyInstance,
  list: {
    path: string
    tag: string
    record: TSchema
    listQuery: TSchema
    exportQuery: TSchema
    /** The download is named `${csvName}-YYYY-MM-DD.csv`. */
    csvName: string
    /** Audit entity of the records: every list page and export is a read of personal data, and audited. */
    entity: string
    csvColumns: readonly CsvColumn<TRecord>[]
    repository: {
      list: (filters: ListFilters) => Promise<{ items: TRecord[]; count: MatchCount }>
      /** Takes the export's whole query: a resource's own filters (bookings: day, slot, …) too. */
      exportBatches: (filters: ListFilters) => AsyncIterable<TRecord[]>
    }
  },
): void {
  const { repository } = list
  const staffOnly = [app.requireRole('staff')]

  app.get<{ Querystring: ListFilters }>(
    list.path,
    {
      onRequest: staffOnly,
      schema: {
        tags: [list.tag],
        querystring: list.listQuery,
        response: { 200: Type.Array(list.record), ...REFUSALS },
      },
    },
    async (request, reply) => {
      const filters = request.query
      const { items, count } = await repository.list(filters)
      await app.audit(request, {
        action: 'list',
        entity: list.entity,
        after: { ...filters, shown: items.map((item) => (item as { id: string }).id) },
      })
      setTotalCount(reply, count)
      reply.header('cache-control', 'private, no-store')
      return items
    },
  )

  app.get<{ Querystring: ListFilters }>(
    `${list.path}.csv`,
    {
      onRequest: staffOnly,
      schema: { tags: [list.tag], querystring: list.exportQuery, response: REFUSALS },
    },
    async (request, reply) => {
      const filters = request.query
      // Streamed in batches, so the audit records what was asked for rather than a row count.
      await app.audit(request, { action: 'export', entity: list.entity, after: { ...filters } })
      return sendCsv(reply, list.csvName, list.csvColumns, repository.exportBatches(filters))
    },
  )
}

/** The answers of a staff change to one enquiry, besides the changed record. */
export const ENQUIRY_UPDATE_REFUSALS = { ...REFUSALS, 404: ErrorBody, 412: StaleVersionBody }

/**
 * A staff change to one enquiry: in one transaction the row is locked, If-Match
 * checked, the change stored with a new version and audited; the answer carries the new ETag.
 * The route itself (path, schemas) is declared by each resource; this is the part they share.
 */
export async function updateEnquiry<TRecord extends Versioned>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  update: {
    id: string
    /** Audit entity, e.g. 'referral'. */
    entity: string
    notFoundMessage: string
    findForUpdate: (id: string, trx: Knex.Transaction) => Promise<TRecord | null>
    apply: (current: TRecord, trx: Knex.Transaction) => Promise<TRecord>
    /** What the audit log keeps of the record before and after. */
    auditView: (record: TRecord, current?: TRecord) => AuditView
  },
): Promise<TRecord> {
  const updated = await app.knex.transaction(async (trx) => {
    const current = assertFoundAndFresh(
      request,
      await update.findForUpdate(update.id, trx),
      update.notFoundMessage,
    )
    const next = await update.apply(current, trx)
    await app.audit(
      request,
      {
        action: 'update',
        entity: update.entity,
        entityId: current.id,
        before: update.auditView(current),
        after: update.auditView(next, current),
      },
      trx,
    )
    await app.changes.publish({ resource: update.entity, id: current.id, kind: 'updated' }, trx)
    return next
  })
  setVersionEtag(reply, updated.version)
  return updated
}

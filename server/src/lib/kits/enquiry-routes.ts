import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorBody, StaleVersionBody } from '@labsite/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Knex } from 'knex'
import {
  type Static,
  type TInteger,
  type TObject,
  type TOptional,
  type TSchema,
  type TString,
  type TUnsafe,
  Type,
} from 'typebox'
import { type VersionedRecord, versioned } from '../../plugins/write-rule'
import type { CsvColumn } from '../rendering/csv'
import { sendCsv } from '../rendering/csv-download'
import { type MatchCount, setTotalCount } from './list-filters'
import { setVersionEtag } from './versioning'

type Versioned = { id: string; version: number }
type AuditView = Record<string, unknown>
/** The app as a route plugin gets it: request data typed by the route's schemas. */
type TypeBoxApp = Parameters<FastifyPluginAsyncTypebox>[0]
/**
 * What every enquiry export query has (`?q&status`, each resource its own statuses) and its list query
 * too, with a page's `limit&offset`. A resource's own filters (bookings: day, slot, …) reach its
 * repository with them; its repository types them.
 */
type EnquiryFilterProperties = { q: TOptional<TString>; status: TOptional<TUnsafe<string>> }
type EnquiryExportQuery = TObject<EnquiryFilterProperties>
type EnquiryListQuery = TObject<
  EnquiryFilterProperties & { limit: TOptional<TInteger>; offset: TOptional<TInteger> }
>

/** The answers every staff enquiry route can give besides its own. */
const REFUSALS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody }

/** Staff list (one page, X-Total-Count, never cached) at `path` and its CSV export at `${path}.csv`. */
export function registerEnquiryList<TRecord>(
  app: TypeBoxApp,
  list: {
    path: string
    tag: string
    record: TSchema
    listQuery: EnquiryListQuery
    exportQuery: EnquiryExportQuery
    /** The download is named `${csvName}-YYYY-MM-DD.csv`. */
    csvName: string
    /** Audit entity of the records: every list page and export is a read of personal data, and audited. */
    entity: string
    csvColumns: readonly CsvColumn<TRecord>[]
    repository: {
      list: (filters: Static<EnquiryListQuery>) => Promise<{ items: TRecord[]; count: MatchCount }>
      /** Takes the export's whole query: a resource's own filters (bookings: day, slot, …) too. */
      exportBatches: (filters: Static<EnquiryExportQuery>) => AsyncIterable<TRecord[]>
    }
  },
): void {
  const { repository } = list
  const staffOnly = [app.requireRole('staff')]

  app.get(
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

  app.get(
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
 * A staff change to one enquiry through the write rule (plugins/write-rule.ts): the row locked,
 * If-Match checked, the change stored with a new version, audited and announced; the answer carries
 * the new ETag. The route itself (path, schemas) is declared by each resource; this is the part they share.
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
  const updated = await app.writeRule.update(
    request,
    {
      entity: update.entity,
      id: update.id,
      notFound: update.notFoundMessage,
      lock: async (trx) => versioned(await update.findForUpdate(update.id, trx)),
      auditView: update.auditView,
    },
    async (current, trx) => versioned(await update.apply(current.record, trx)) as VersionedRecord<TRecord>,
  )
  setVersionEtag(reply, updated.version)
  return updated.record
}

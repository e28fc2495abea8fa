import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import { AuditEntry, AuditQuery } from '@labsite/shared'
import type { Knex } from 'knex'
import { containsPattern } from '../../lib/list-filters'
import { BEARER, errorResponses } from '../../lib/route-answers'
import queueDecisions from './queue-decisions'

interface AuditRow {
  id: string | number
  user_email: string
  action: string
  entity: string
  entity_id: string
  before: unknown
  after: unknown
  ip_address: string
  created_at: Date | string
}

const parseJson = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value)

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    userEmail: row.user_email,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    before: parseJson(row.before),
    after: parseJson(row.after),
    ipAddress: row.ip_address ?? '',
    createdAt: new Date(row.created_at).toISOString(),
  }
}

/**
 * GET /audit (admin): who changed or read what, when and from where, newest first, for the admin
 * panel's Audit tab; filters by record (`entityId`) and by person (`user`).
 */
const audit: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(queueDecisions)
  app.get(
    '/audit',
    {
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['audit'],
        security: BEARER,
        querystring: AuditQuery,
        response: { 200: Type.Array(AuditEntry), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { limit, offset, q, entity, entityId, user } = request.query
      const filtered = (query: Knex.QueryBuilder) => {
        if (entity) query.where({ entity })
        if (entityId) query.where({ entity_id: entityId })
        if (user) query.whereRaw('lower(user_email) = lower(?)', [user])
        if (q) {
          const like = containsPattern(q)
          query.where((w) =>
            w.whereILike('entity', like).orWhereILike('entity_id', like).orWhereILike('user_email', like),
          )
        }
        return query
      }
      const [{ n }] = await filtered(app.knex('audit_log').count({ n: '*' }))
      const rows: AuditRow[] = await filtered(app.knex('audit_log').select('*'))
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(limit)
        .offset(offset)
      reply.header('x-total-count', String(n))
      return rows.map(toAuditEntry)
    },
  )
}

export default audit

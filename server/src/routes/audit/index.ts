import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import { AuditEntry, AuditQuery } from '@labsite/shared'
import { BEARER, errorResponses } from '../../lib/kits/route-answers'
import { toAuditEntry } from './audit-repository'
import queueDecisions from './queue-decisions'

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
      const { total: n, rows } = await app.auditRepository.list(
        { q, entity, entityId, user },
        { limit, offset },
      )
      reply.header('x-total-count', String(n))
      return rows.map(toAuditEntry)
    },
  )
}

export default audit

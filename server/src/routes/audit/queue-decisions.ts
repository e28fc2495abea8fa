import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import { QueueDecisionBody } from '@labsite/shared'
import { BEARER, errorResponses } from '../../lib/kits/route-answers'

/**
 * POST /audit/queue-decisions (staff): the console reports a decision taken on a colleague's edit
 * waiting in its offline queue (discard it, keep mine, take theirs), so the decision is in the same
 * audit log as every other write, under the person who took it (desktop/src/main/routes.ts sends it
 * through the queue, so one taken offline arrives once the server answers).
 */
const queueDecisions: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/audit/queue-decisions',
    {
      onRequest: [app.requireRole('staff')],
      schema: {
        tags: ['audit'],
        security: BEARER,
        body: QueueDecisionBody,
        response: { 201: Type.Object({ recorded: Type.Literal(true) }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { decision, entryId, method, path, owner, enqueuedAt, decidedAt } = request.body
      await app.audit(request, {
        action: 'decide',
        entity: 'queued-edit',
        entityId: entryId,
        before: { owner, method, path, enqueuedAt },
        after: { decision, decidedAt },
      })
      return reply.code(201).send({ recorded: true })
    },
  )
}

export default queueDecisions

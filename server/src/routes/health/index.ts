import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/database-unavailable'

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        response: {
          200: Type.Object({ status: Type.Literal('ok'), database: Type.Literal('ok') }),
          503: Type.Object({ status: Type.String(), database: Type.String() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.knex.raw('select 1')
        return { status: 'ok' as const, database: 'ok' as const }
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unavailable')
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ status: 'error', database: 'unavailable' })
      }
    },
  )
}

export default health

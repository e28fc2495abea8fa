import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/infrastructure/database-unavailable'

const Ready = Type.Object({ status: Type.Literal('ok'), database: Type.Literal('ok') })
const NotReady = Type.Object({ status: Type.String(), database: Type.String() })

/**
 * Liveness and readiness apart: `/health/live` says the process answers at all (restart it
 * when not), `/health/ready` that it can serve, its database answering (send it no traffic when not, but
 * leave it running: it recovers by itself once the database is back). `/health` is readiness, as before.
 */
const health: FastifyPluginAsyncTypebox = async (app) => {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })

  const ready = {
    schema: { tags: ['operations'], response: { 200: Ready, 503: NotReady } },
  }
  const readiness = async (_request: unknown, reply: FastifyReply) => {
    if (closing) {
      return reply.code(503).send({ status: 'closing', database: 'ok' })
    }
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
  }
  app.get('/health', ready, readiness)
  app.get('/health/ready', ready, readiness)

  app.get(
    '/health/live',
    { schema: { tags: ['operations'], response: { 200: Type.Object({ status: Type.Literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  )
}

export default health

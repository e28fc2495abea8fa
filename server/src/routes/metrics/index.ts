import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorBody } from '../../plugins/errors'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * `GET /metrics` for Prometheus, beside the site rather than under /api. It answers only to
 * `Authorization: Bearer $METRICS_TOKEN`; without METRICS_TOKEN it answers 404, so an install that does
 * not scrape shows nothing.
 */
const metricsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const token = app.config.metricsToken
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) return reply.code(404).send(errorBody(404, 'Route GET:/metrics not found'))
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
    // Compared as digests: equal lengths, and a comparison whose time tells nothing about the token.
    if (!timingSafeEqual(digest(given), digest(token))) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send(errorBody(401, 'Send Authorization: Bearer <METRICS_TOKEN>.'))
    }
    return reply
      .header('content-type', app.metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await app.metrics.render())
  })
}

export default metricsRoutes

import { createHash } from 'node:crypto'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public GET answers: ETag (unless the route set one, e.g. the record version), Cache-Control, 304. */
    publicCache?: boolean
  }
}

const CACHE_CONTROL = 'public, max-age=0, must-revalidate'

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload
      if (!reply.routeOptions.config?.publicCache || reply.statusCode !== 200) return payload
      if (typeof payload !== 'string') return payload
      let etag = reply.getHeader('etag') as string | undefined
      if (!etag) {
        etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`
        reply.header('etag', etag)
      }
      reply.header('cache-control', CACHE_CONTROL)
      const inm = request.headers['if-none-match']
      if (inm?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
        reply.code(304)
        return ''
      }
      return payload
    })
  },
  { name: 'http-cache' },
)

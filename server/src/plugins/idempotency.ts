import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

const HEADER = 'idempotency-key'
const MAX_KEY_LENGTH = 255
const TTL_MS = 24 * 60 * 60 * 1000
const REPLAYED_HEADERS = ['content-type', 'etag', 'location', 'x-total-count']

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route ignores Idempotency-Key (credential routes: the store would keep passwords' hashes and tokens). */
    idempotency?: boolean
  }
  interface FastifyRequest {
    idempotency?: { key: string; scope: string }
  }
}

/** What the request asked for: the JSON body, or (multipart, read later as a stream) its declared length. */
function fingerprint(request: FastifyRequest): string {
  const content = request.isMultipart()
    ? `multipart:${request.headers['content-length'] ?? ''}`
    : JSON.stringify(request.body ?? null)
  return createHash('sha256').update(content).digest('hex')
}

/**
 * `Idempotency-Key` on any POST (API.md Conventions): the first answer is stored and replayed for a
 * repeat with the same key and body within 24 h; the same key with another body answers 422.
 * Runs at preHandler, so authorization and validation have already happened.
 */
export default fp(
  async (app) => {
    app.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'POST' || request.routeOptions.config?.idempotency === false) return
      const raw = request.headers[HEADER]
      if (raw === undefined) return
      const key = Array.isArray(raw) ? raw[0] : raw
      if (!key || key.length > MAX_KEY_LENGTH) {
        throw app.httpErrors.badRequest(`Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters`)
      }
      const scope = `${request.routeOptions.url ?? request.url} ${request.user?.id ?? 'anonymous'}`
      const hash = fingerprint(request)
      const table = () => app.knex('idempotency_keys')
      await table()
        .where({ key, scope })
        .andWhere('created_at', '<', new Date(Date.now() - TTL_MS))
        .delete()
      const inserted = await table()
        .insert({ key, scope, request_hash: hash })
        .onConflict(['key', 'scope'])
        .ignore()
        .returning('key')
      if (inserted.length > 0) {
        request.idempotency = { key, scope }
        return
      }
      const stored = await table().where({ key, scope }).first()
      if (!stored) throw app.httpErrors.conflict('Please retry this request')
      if (stored.request_hash !== hash) {
        throw app.httpErrors.unprocessableEntity(
          'This Idempotency-Key was already used for a different request',
        )
      }
      if (stored.status_code === null) {
        throw app.httpErrors.conflict('A request with this Idempotency-Key is still being processed')
      }
      reply.headers(stored.response_headers ?? {})
      reply.header('idempotent-replayed', 'true')
      return reply.code(stored.status_code).send(stored.response_body)
    })

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotency
      if (!claim) return payload
      request.idempotency = undefined
      const where = app.knex('idempotency_keys').where(claim)
      if (
        reply.statusCode >= 200 &&
        reply.statusCode < 300 &&
        (typeof payload === 'string' || payload === null)
      ) {
        const headers: Record<string, string> = {}
        for (const name of REPLAYED_HEADERS) {
          const value = reply.getHeader(name)
          if (value !== undefined) headers[name] = String(value)
        }
        await where.update({
          status_code: reply.statusCode,
          response_body: payload ?? '',
          response_headers: JSON.stringify(headers),
          completed_at: new Date(),
        })
      } else {
        // A refused or failed request stored nothing: free the key so a corrected retry can run.
        await where.delete()
      }
      return payload
    })
  },
  { name: 'idempotency', dependencies: ['db'] },
)

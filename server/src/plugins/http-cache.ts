import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import {
  type CachedAnswer,
  COMPRESS_THRESHOLD_BYTES,
  createReadCache,
  preferredEncoding,
  weakEtagOf,
} from '../lib/read-cache'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Public GET answers: kept in memory (body, ETag, compressed copies) until a change to what they were
     * read from, so a repeat costs no query and no hashing; ETag (unless the route set one, e.g. the
     * record version), Cache-Control, 304 on If-None-Match.
     */
    publicCache?: boolean
    /** The change bus resources the answer is read from; unset = any change may alter it. */
    cacheTags?: readonly string[]
  }
  interface FastifyInstance {
    /** The same memory cache for answers outside the route table (the page HTML of the not-found handler). */
    pageCache: {
      /**
       * Sends the remembered answer for `key` (or a 304), or produces it, remembers it and sends it.
       * `produce` runs only on a miss.
       */
      respond: (
        request: FastifyRequest,
        reply: FastifyReply,
        key: string,
        produce: () => Promise<AnswerToRemember>,
      ) => Promise<FastifyReply>
    }
  }
}

export interface AnswerToRemember {
  body: string
  status: number
  contentType: string
  cacheControl: string
  tags: readonly string[] | undefined
  /** The route's own ETag (a record's version); otherwise a hash of the body, computed once here. */
  etag?: string
  headers?: Record<string, string>
  /** A degraded answer (the database was unreachable) is sent but not kept. */
  transient?: boolean
}

const API_CACHE_CONTROL = 'public, max-age=0, must-revalidate'

/** Headers that describe the content, so a kept answer must repeat them. */
const CONTENT_HEADERS = ['x-total-count', 'x-total-count-capped'] as const

const LIMITS = { maxEntries: 2_000, maxBytes: 32 * 1024 * 1024 }

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD'

function matchesIfNoneMatch(request: FastifyRequest, etag: string): boolean {
  const inm = request.headers['if-none-match']
  if (!inm) return false
  return inm.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === etag || trimmed === '*'
  })
}

function contentHeadersOf(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const name of CONTENT_HEADERS) {
    const value = reply.getHeader(name)
    if (value !== undefined) headers[name] = String(value)
  }
  return headers
}

export default fp(
  async (app) => {
    const cache = createReadCache(LIMITS)
    /** The cache generation each missed read started under; its answer is stored only if nothing changed since. */
    const startedAt = new WeakMap<FastifyRequest, number>()
    const servedFromCache = new WeakSet<FastifyRequest>()
    const cacheControlOf = new WeakMap<CachedAnswer, string>()

    app.changes.subscribe((change) => cache.invalidate(change.resource))
    app.changes.onResync(() => cache.clear())

    function send(request: FastifyRequest, reply: FastifyReply, key: string, answer: CachedAnswer) {
      servedFromCache.add(request)
      reply
        .code(answer.status)
        .header('etag', answer.etag)
        .header('cache-control', cacheControlOf.get(answer) ?? API_CACHE_CONTROL)
        .header('vary', 'accept-encoding')
        .type(answer.contentType)
        .headers(answer.headers)
      if (answer.status === 200 && matchesIfNoneMatch(request, answer.etag)) {
        reply.code(304).send()
        return
      }
      const encoding =
        answer.body.length >= COMPRESS_THRESHOLD_BYTES
          ? preferredEncoding(request.headers['accept-encoding'])
          : null
      if (encoding) {
        reply.header('content-encoding', encoding).send(cache.encode(key, answer, encoding))
        return
      }
      reply.send(answer.body)
    }

    /** Hit: answer from memory. Miss: note the generation, so the answer can be stored when it is sent. */
    function serve(request: FastifyRequest, reply: FastifyReply, key: string): boolean {
      // While other processes' changes cannot be heard, a remembered answer might be stale: read through.
      if (!isRead(request) || !app.changes.isLive()) return false
      const answer = cache.get(key)
      if (answer) {
        send(request, reply, key, answer)
        return true
      }
      startedAt.set(request, cache.generation)
      return false
    }

    function remember(request: FastifyRequest, key: string, answer: AnswerToRemember): CachedAnswer | null {
      const generation = startedAt.get(request)
      if (generation === undefined || answer.transient || !app.changes.isLive()) return null
      const body = Buffer.from(answer.body)
      const stored = cache.set(
        key,
        {
          body,
          etag: answer.etag ?? weakEtagOf(body),
          status: answer.status,
          contentType: answer.contentType,
          headers: answer.headers ?? {},
          tags: answer.tags,
        },
        generation,
      )
      if (stored) cacheControlOf.set(stored, answer.cacheControl)
      return stored
    }

    app.decorate('pageCache', {
      async respond(request, reply, key, produce) {
        if (serve(request, reply, key)) return reply
        const answer = await produce()
        const stored = remember(request, key, answer)
        if (stored) {
          send(request, reply, key, stored)
          return reply
        }
        return reply
          .code(answer.status)
          .type(answer.contentType)
          .header('cache-control', answer.cacheControl)
          .send(answer.body)
      },
    } satisfies FastifyInstance['pageCache'])

    const serveRoute: onRequestHookHandler = async (request, reply) => {
      if (serve(request, reply, request.url)) return reply
    }

    // Added to each cached route after the rate limiter's own hook (registered earlier), so a cached
    // answer still counts against RATE_LIMIT_GLOBAL.
    app.addHook('onRoute', (route) => {
      if (!route.config?.publicCache) return
      const existing = route.onRequest ? [route.onRequest].flat() : []
      route.onRequest = [...existing, serveRoute]
    })

    app.addHook('onSend', async (request, reply, payload) => {
      if (servedFromCache.has(request) || !isRead(request)) return payload
      const config = reply.routeOptions.config
      if (!config?.publicCache || reply.statusCode !== 200 || typeof payload !== 'string') return payload
      // A route-set ETag (the record's version) stays; otherwise the stored answer's hash is the ETag.
      const routeEtag = reply.getHeader('etag') as string | undefined
      const stored = remember(request, request.url, {
        body: payload,
        status: 200,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        cacheControl: API_CACHE_CONTROL,
        tags: config.cacheTags,
        etag: routeEtag,
        headers: contentHeadersOf(reply),
      })
      const etag = routeEtag ?? stored?.etag ?? weakEtagOf(payload)
      reply.header('etag', etag).header('cache-control', API_CACHE_CONTROL)
      if (matchesIfNoneMatch(request, etag)) {
        reply.code(304)
        return ''
      }
      return payload
    })
  },
  { name: 'http-cache', dependencies: ['change-bus'] },
)

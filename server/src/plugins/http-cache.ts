import type { SiteLanguage } from '@labsite/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { type CachedAnswer, weakEtagOf } from '../lib/infrastructure/read-cache'
import { apiCacheKey } from '../lib/kits/translations'
import { pageCacheKey, servedFromMemory, wireHeadersOf } from './fast-reads'

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
       * Produces the answer for the page at `pathname`, remembers it and sends it; a repeat is answered
       * by the fast-reads hook before this handler ever runs.
       */
      respond: (
        request: FastifyRequest,
        reply: FastifyReply,
        pathname: string,
        language: SiteLanguage | null,
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
  /** The request headers the answer depends on besides Accept-Encoding. */
  vary?: string
}

const API_CACHE_CONTROL = 'public, max-age=0, must-revalidate'
const API_VARY = 'accept-encoding, accept-language'

/** Headers that describe the content, so a kept answer must repeat them. */
const CONTENT_HEADERS = ['x-total-count', 'x-total-count-capped'] as const

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
    const { cache } = app.readCache

    app.changes.subscribe((change) => cache.invalidate(change.resource))
    app.changes.onResync(() => cache.clear())

    /**
     * Keeps a missed read's answer, unless something changed since it started, it is degraded, or other
     * processes' changes cannot be heard. Its headers (helmet's included) are replayed on every hit.
     */
    function remember(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      answer: AnswerToRemember,
    ): CachedAnswer | null {
      const generation = app.readCache.startedAt(request)
      if (generation === undefined || answer.transient || !app.changes.isLive()) return null
      const body = Buffer.from(answer.body)
      const etag = answer.etag ?? weakEtagOf(body)
      const wire = wireHeadersOf(reply, {
        'content-type': answer.contentType,
        etag,
        'cache-control': answer.cacheControl,
        vary: answer.vary ?? 'accept-encoding',
        ...answer.headers,
      })
      if (!wire) return null
      return cache.set(
        key,
        {
          body,
          etag,
          status: answer.status,
          contentType: answer.contentType,
          headers: answer.headers ?? {},
          tags: answer.tags,
          route: request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched'),
          wire,
        },
        generation,
      )
    }

    app.decorate('pageCache', {
      async respond(request, reply, pathname, language, produce) {
        const fullKey = pageCacheKey(pathname, language)
        app.readCache.markMiss(request)
        const answer = await produce()
        const stored = remember(request, reply, fullKey, answer)
        if (stored) {
          app.readCache.write(request, reply, fullKey, stored)
          return reply
        }
        return reply
          .code(answer.status)
          .type(answer.contentType)
          .header('cache-control', answer.cacheControl)
          .send(answer.body)
      },
    } satisfies FastifyInstance['pageCache'])

    app.addHook('onSend', async (request, reply, payload) => {
      if (servedFromMemory.has(request) || !isRead(request)) return payload
      const config = reply.routeOptions.config
      if (!config?.publicCache || reply.statusCode !== 200 || typeof payload !== 'string') return payload
      // A route-set ETag (the record's version) stays; otherwise the stored answer's hash is the ETag.
      const routeEtag = reply.getHeader('etag') as string | undefined
      // API answers are in the language asked for: kept per language, Vary says so.
      const key = apiCacheKey(request.url, request.headers['accept-language'])
      const stored = remember(request, reply, key, {
        body: payload,
        status: 200,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        cacheControl: API_CACHE_CONTROL,
        tags: config.cacheTags,
        etag: routeEtag,
        headers: contentHeadersOf(reply),
        vary: API_VARY,
      })
      const etag = routeEtag ?? stored?.etag ?? weakEtagOf(payload)
      reply.header('etag', etag).header('cache-control', API_CACHE_CONTROL).header('vary', API_VARY)
      if (matchesIfNoneMatch(request, etag)) {
        reply.code(304)
        return ''
      }
      return payload
    })
  },
  { name: 'http-cache', dependencies: ['change-bus', 'fast-reads'] },
)

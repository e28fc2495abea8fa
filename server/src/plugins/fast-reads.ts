import { type SiteLanguage, siteLanguageOf } from '@labsite/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import {
  type CachedAnswer,
  COMPRESS_THRESHOLD_BYTES,
  createReadCache,
  preferredEncoding,
  type ReadCache,
} from '../lib/read-cache'

declare module 'fastify' {
  interface FastifyInstance {
    /** The kept public answers (filled and invalidated by the http-cache plugin, served by this one). */
    readCache: {
      cache: ReadCache
      /** The cache generation a missed read started under (its answer is kept only if nothing changed since). */
      startedAt: (request: FastifyRequest) => number | undefined
      /** Records a missed read's generation (for reads that are not seen by the hook: none today, but cheap). */
      markMiss: (request: FastifyRequest) => void
      /** Writes a kept answer (200, or 304 on a matching If-None-Match) straight to the socket. */
      write: (request: FastifyRequest, reply: FastifyReply, key: string, answer: CachedAnswer) => void
    }
  }
}

const LIMITS = { maxEntries: 2_000, maxBytes: 32 * 1024 * 1024 }
const HSTS = 'max-age=31536000; includeSubDomains'

/** Requests answered from memory: the request log skips them (a miss is logged as before). */
export const servedFromMemory = new WeakSet<FastifyRequest>()

/** The language a page is asked for (?lang=en|hi), or null for the site's default. */
export function pageLanguageOf(url: string): SiteLanguage | null {
  const query = url.indexOf('?')
  if (query === -1) return null
  const requested = new URLSearchParams(url.slice(query + 1)).get('lang')
  return requested ? siteLanguageOf(requested) : null
}

/** Page HTML depends on the path and the language asked for alone (never the rest of the query). */
export const pageCacheKey = (pathname: string, language: SiteLanguage | null) =>
  `page:${language ?? 'default'}:${pathname}`

/** Page HTML is kept under its path; API and upload paths never are (the not-found handler's rule). */
const mayBePage = (pathname: string) =>
  !pathname.startsWith('/api/') && pathname !== '/api' && !pathname.startsWith('/uploads/')

function matchesIfNoneMatch(inm: string | undefined, etag: string): boolean {
  if (!inm) return false
  if (inm === etag) return true
  return inm.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === etag || trimmed === '*'
  })
}

/** Headers that must not be replayed: per request (rate limit, HSTS, length) or per encoding. */
const NOT_REPLAYED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'strict-transport-security',
  'retry-after',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
])

/**
 * The headers to replay for a kept answer: what the request that produced it was given by the plugins
 * before the route (helmet's security headers), then the answer's own. Null when the answer set a cookie:
 * such an answer belongs to one visitor and is never kept.
 */
export function wireHeadersOf(
  reply: FastifyReply,
  own: Record<string, string>,
): Record<string, string> | null {
  const wire: Record<string, string> = {}
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined) continue
    if (name === 'set-cookie') return null
    if (NOT_REPLAYED.has(name)) continue
    wire[name] = Array.isArray(value) ? value.join(', ') : String(value)
  }
  return Object.assign(wire, own)
}

/**
 * The fast path of issue 16: a GET or HEAD whose answer is kept is written in the very first onRequest
 * hook, from headers worked out when the answer was stored — before helmet (its headers are part of the
 * stored ones), the rate limiter (a memory hit costs less than counting it, in Redis or here), body
 * parsing, the routes' hooks and the request log line. Anything else goes on through the normal lifecycle.
 */
export default fp(
  async (app: FastifyInstance) => {
    const cache = createReadCache(LIMITS)
    const generations = new WeakMap<FastifyRequest, number>()

    /** The header objects of each form of a kept answer (plain, br, gzip, 304), built on first use. */
    const variantsOf = new WeakMap<CachedAnswer, Map<string, Record<string, string>>>()
    function headersFor(answer: CachedAnswer, form: string, length: number | null) {
      let variants = variantsOf.get(answer)
      if (!variants) {
        variants = new Map()
        variantsOf.set(answer, variants)
      }
      let headers = variants.get(form)
      if (!headers) {
        headers = { ...answer.wire }
        if (form === '304') delete headers['content-type']
        else if (form !== 'plain') headers['content-encoding'] = form
        if (length !== null) headers['content-length'] = String(length)
        variants.set(form, headers)
      }
      return headers
    }

    function write(request: FastifyRequest, reply: FastifyReply, key: string, answer: CachedAnswer) {
      reply.hijack()
      const res = reply.raw
      let form = 'plain'
      let body: Buffer | null = answer.body
      if (answer.status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) {
        form = '304'
        body = null
      } else {
        const encoding =
          body.length >= COMPRESS_THRESHOLD_BYTES
            ? preferredEncoding(request.headers['accept-encoding'])
            : null
        if (encoding) {
          form = encoding
          body = cache.encode(key, answer, encoding)
        }
      }
      let headers = headersFor(answer, form, body ? body.length : null)
      if (request.protocol === 'https') headers = { ...headers, 'strict-transport-security': HSTS }
      res.writeHead(body ? answer.status : 304, headers)
      if (body && request.method !== 'HEAD') res.end(body)
      else res.end()
    }

    function lookUp(url: string): { key: string; answer: CachedAnswer } | null {
      const answer = cache.get(url)
      if (answer) return { key: url, answer }
      const query = url.indexOf('?')
      const pathname = query === -1 ? url : url.slice(0, query)
      if (!mayBePage(pathname)) return null
      const key = pageCacheKey(pathname, pageLanguageOf(url))
      const page = cache.get(key)
      return page ? { key, answer: page } : null
    }

    const fastRead: onRequestHookHandler = (request, reply, done) => {
      const method = request.method
      // While other processes' changes cannot be heard, a kept answer might be stale: read through.
      if ((method !== 'GET' && method !== 'HEAD') || !app.changes.isLive()) return done()
      const hit = lookUp(request.url)
      if (!hit) {
        generations.set(request, cache.generation)
        return done()
      }
      // Hijacked and answered: the lifecycle stops here (done is not called).
      servedFromMemory.add(request)
      write(request, reply, hit.key, hit.answer)
    }
    app.addHook('onRequest', fastRead)

    app.decorate('readCache', {
      cache,
      startedAt: (request) => generations.get(request),
      markMiss: (request) => {
        if (!generations.has(request)) generations.set(request, cache.generation)
      },
      write,
    } satisfies FastifyInstance['readCache'])
  },
  { name: 'fast-reads' },
)

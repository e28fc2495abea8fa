import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import { type SiteLanguage, siteLanguageOf } from '@labsite/shared'
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
  onRequestHookHandler,
} from 'fastify'
import fp from 'fastify-plugin'
import {
  type CachedAnswer,
  COMPRESS_THRESHOLD_BYTES,
  createReadCache,
  preferredEncoding,
  type ReadCache,
} from '../lib/infrastructure/read-cache'
import { apiCacheKey } from '../lib/kits/translations'

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
 * The fast path: a GET or HEAD whose answer is kept is written in the very first onRequest
 * hook, from headers worked out when the answer was stored — before helmet (its headers are part of the
 * stored ones), the rate limiter (a memory hit costs less than counting it, in Redis or here), body
 * parsing, the routes' hooks and the request log line. Anything else goes on through the normal lifecycle.
 */
/** Where the server's own 'request' listener looks for a kept answer before handing a request to Fastify. */
export interface MemoryFirst {
  set: (answer: (req: IncomingMessage, res: ServerResponse) => boolean) => void
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make (same timeouts), whose requests are
 * first offered to the kept answers (`memoryFirst`, set by this plugin once it has the cache); what
 * they do not answer goes to Fastify as usual. Tests' `inject` never reaches it: the onRequest hook
 * below answers those from the same memory.
 */
export function answerFromMemoryFirst(): {
  memoryFirst: MemoryFirst
  serverFactory: NonNullable<FastifyServerOptions['serverFactory']>
} {
  let answer: ((req: IncomingMessage, res: ServerResponse) => boolean) | null = null
  return {
    memoryFirst: { set: (next) => (answer = next) },
    serverFactory: (handler, fastifyOptions) => {
      // Fastify passes its resolved options (defaults applied); typed loosely by Fastify.
      const options = fastifyOptions as {
        http?: http.ServerOptions
        keepAliveTimeout: number
        requestTimeout: number
        connectionTimeout: number
        maxRequestsPerSocket: number
      }
      const server = http.createServer(options.http ?? {}, (req, res) => {
        if (answer?.(req, res)) return
        handler(req, res)
      })
      server.keepAliveTimeout = options.keepAliveTimeout
      server.requestTimeout = options.requestTimeout
      server.setTimeout(options.connectionTimeout)
      if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket
      return server
    },
  }
}

export default fp(
  async (app: FastifyInstance, options: { memoryFirst?: MemoryFirst }) => {
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

    /** Writes a kept answer (200, or 304 on a matching If-None-Match) to the socket; the status sent. */
    function writeAnswer(
      req: IncomingMessage,
      res: ServerResponse,
      key: string,
      answer: CachedAnswer,
      https: boolean,
    ): number {
      let form = 'plain'
      let body: Buffer | null = answer.body
      if (answer.status === 200 && matchesIfNoneMatch(req.headers['if-none-match'], answer.etag)) {
        form = '304'
        body = null
      } else {
        const encoding =
          body.length >= COMPRESS_THRESHOLD_BYTES ? preferredEncoding(req.headers['accept-encoding']) : null
        if (encoding) {
          form = encoding
          body = cache.encode(key, answer, encoding)
        }
      }
      let headers = headersFor(answer, form, body ? body.length : null)
      if (https) headers = { ...headers, 'strict-transport-security': HSTS }
      const status = body ? answer.status : 304
      res.writeHead(status, headers)
      if (body && req.method !== 'HEAD') res.end(body)
      else res.end()
      return status
    }

    function write(request: FastifyRequest, reply: FastifyReply, key: string, answer: CachedAnswer) {
      reply.hijack()
      writeAnswer(request.raw, reply.raw, key, answer, request.protocol === 'https')
    }

    function lookUp(
      url: string,
      acceptLanguage: string | undefined,
    ): { key: string; answer: CachedAnswer } | null {
      const apiKey = apiCacheKey(url, acceptLanguage)
      const answer = cache.get(apiKey)
      if (answer) return { key: apiKey, answer }
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
      const hit = lookUp(request.url, request.headers['accept-language'])
      if (!hit) {
        generations.set(request, cache.generation)
        return done()
      }
      // Hijacked and answered: the lifecycle stops here (done is not called).
      servedFromMemory.add(request)
      write(request, reply, hit.key, hit.answer)
    }
    app.addHook('onRequest', fastRead)

    /**
     * The same answer before Fastify sees the request at all (the server's own 'request' listener, see
     * `answerFromMemoryFirst`): no routing, no request and reply objects, no hooks (a cached
     * 304 at the speed of a bare Fastify route, which pays for those). Behind a proxy the scheme comes
     * from X-Forwarded-Proto, which Fastify checks against TRUST_PROXY: such a request is left to it.
     */
    options.memoryFirst?.set((req, res) => {
      const method = req.method
      if ((method !== 'GET' && method !== 'HEAD') || !app.changes.isLive()) return false
      if (req.headers['x-forwarded-proto'] !== undefined) return false
      const hit = lookUp(req.url ?? '/', req.headers['accept-language'])
      if (!hit) return false
      const started = performance.now()
      const status = writeAnswer(req, res, hit.key, hit.answer, (req.socket as TLSSocket).encrypted === true)
      app.metrics.answered(method, hit.answer.route, status, (performance.now() - started) / 1000)
      return true
    })

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

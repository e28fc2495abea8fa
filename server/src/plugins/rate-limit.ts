import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import { errorMessage, MESSAGES } from '@labsite/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler for the credential routes (register, first-admin setup): at most RATE_LIMIT_AUTH tries
     * per e-mail and four times that per address per minute, counted across the credential routes.
     */
    authRateLimit: (request: FastifyRequest) => Promise<void>
    /** preHandler: only the per-address count of authRateLimit (logins and password resets). */
    authAddressRateLimit: (request: FastifyRequest) => Promise<void>
    /**
     * The per-e-mail count of authRateLimit. A login from a device the account signed in on before
     * (`knownDevice`) is counted apart, three times as high: guesses spread over many addresses lock
     * out new devices, never the owner's own, and a device token still allows no endless guessing.
     */
    authEmailRateLimit: (request: FastifyRequest, knownDevice: boolean) => Promise<void>
    /**
     * Counts a password reset asked for the request's e-mail: whether another mail may go to it now
     * (config.resetMailLimit per quarter hour).
     */
    resetMailAllowed: (request: FastifyRequest) => Promise<boolean>
  }
}

const WINDOW_MS = 60_000
/** The window of config.resetMailLimit: enough mails for a person, too few to flood their inbox. */
const RESET_WINDOW_MS = 15 * 60_000

/** Only the API is counted: static files, uploads and page HTML are never limited. */
const isApiRequest = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')

async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // Loaded only with REDIS_URL: a single process keeps its counts in memory.
  const { Redis } = await import('ioredis')
  // No offline queue: when Redis goes away a count fails at once (and is skipped) instead of hanging requests.
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
  })
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate limit store (Redis) unavailable'))
  try {
    await redis.connect()
  } catch (error) {
    redis.disconnect()
    throw new Error(`cannot reach REDIS_URL: ${errorMessage(error)}`)
  }
  return redis
}

/** The client's address as the limits count it (an IPv6 client by its /56); '' once the socket is gone. */
const addressOf = (request: FastifyRequest) => (request.ip === undefined ? '' : normalizeIP(request.ip))

/**
 * Request limits: every API route per address, tighter per-route limits where a route sets
 * `config: { rateLimit: { max, timeWindow } }` (public forms), and `app.authRateLimit` for credentials.
 * With REDIS_URL the counters are shared by every server process.
 */
export default fp(
  async (app) => {
    const { config } = app
    const redis = config.redisUrl ? await connectRedis(app, config.redisUrl) : null
    if (redis) {
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect())
      })
    }

    const tooManyRequests = () => app.httpErrors.tooManyRequests(MESSAGES.tooManyRequests)

    // A client that hung up before its request was read has no address left to count it under (and
    // no one to answer): it is refused before any limit or route runs, not counted under "nobody".
    app.addHook('onRequest', async (request) => {
      if (request.ip === undefined)
        throw app.httpErrors.badRequest('The connection closed before the request was read')
    })

    await app.register(rateLimit, {
      global: true,
      keyGenerator: (request) => addressOf(request),
      max: config.rateLimitGlobal,
      timeWindow: WINDOW_MS,
      allowList: (request) => !isApiRequest(request.url),
      errorResponseBuilder: tooManyRequests,
      cache: 10_000,
      ...(redis ? { redis, nameSpace: 'labsite-rl:', skipOnError: true } : {}),
    })

    const perAddress = app.createRateLimit({
      max: config.rateLimitAuth * 4,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `auth-address:${addressOf(request)}`,
    })
    const perEmail = app.createRateLimit({
      max: config.rateLimitAuth,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `auth-email:${emailOf(request)}`,
    })

    // The account's own devices are counted apart (guesses elsewhere never lock the owner out), and
    // limited too: a device token is no licence to guess.
    const perEmailKnownDevice = app.createRateLimit({
      max: config.rateLimitAuth * 3,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `auth-email-known-device:${emailOf(request)}`,
    })

    async function enforce(limiter: typeof perAddress, request: FastifyRequest) {
      const outcome = await limiter(request)
      if (!outcome.isAllowed && outcome.isExceeded) {
        throw Object.assign(tooManyRequests(), { headers: { 'retry-after': String(outcome.ttlInSeconds) } })
      }
    }

    const resetMails = app.createRateLimit({
      max: config.resetMailLimit,
      timeWindow: RESET_WINDOW_MS,
      keyGenerator: (request) => `reset-mail:${emailOf(request)}`,
    })

    // At preHandler the body is parsed and validated, so the e-mail is a plain string here.
    app.decorate('authRateLimit', async (request: FastifyRequest) => {
      await enforce(perAddress, request)
      if (emailOf(request)) await enforce(perEmail, request)
    })
    app.decorate('authAddressRateLimit', async (request: FastifyRequest) => {
      await enforce(perAddress, request)
    })
    app.decorate('authEmailRateLimit', async (request: FastifyRequest, knownDevice: boolean) => {
      if (emailOf(request)) await enforce(knownDevice ? perEmailKnownDevice : perEmail, request)
    })
    app.decorate('resetMailAllowed', async (request: FastifyRequest) => {
      const outcome = await resetMails(request)
      return outcome.isAllowed || !outcome.isExceeded
    })
  },
  { name: 'rate-limit', dependencies: ['config'] },
)

function emailOf(request: FastifyRequest): string {
  const { body } = request
  const email = body !== null && typeof body === 'object' && 'email' in body ? body.email : undefined
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

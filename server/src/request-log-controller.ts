import { PATHS } from '@labsite/shared'
import { type FastifyReply, type FastifyRequest, LogController, type RouteOptions } from 'fastify'
import { decodeURIComponentSafe, SecretPaths } from './lib/infrastructure/secret-paths'
import { servedFromMemory } from './plugins/fast-reads'

/** Query parameters whose values say nothing about a person: kept in the log as they are. */
const PLAIN_PARAMETERS = new Set([
  'limit',
  'offset',
  'status',
  'sort',
  'slotId',
  'collectionType',
  'lang',
  'tubes',
])

/**
 * A URL as the log may keep it: every other query value (a staff search for a patient's name, an event
 * stream pass, an e-mail) is replaced by `[redacted]` (logs outlive the records they name).
 */
export function redactQuery(url: string): string {
  const at = url.indexOf('?')
  if (at < 0) return url
  const kept = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const [name = '', value] = pair.split('=', 2)
      return value === undefined || PLAIN_PARAMETERS.has(decodeURIComponentSafe(name))
        ? pair
        : `${name}=[redacted]`
    })
  return `${url.slice(0, at)}?${kept.join('&')}`
}

/**
 * One log line per request, written when the answer has gone out (Fastify's default writes two). Reads
 * answered from memory are not logged: at full speed the log line would cost more than the answer.
 */
export class RequestLogController extends LogController {
  /** Seeded with the site's pages (the web app routes `/reset-password/:token` from the same table). */
  private readonly secretPaths = new SecretPaths()

  constructor() {
    super()
    for (const page of Object.values(PATHS)) this.secretPaths.add(page)
  }

  /** An onRoute hook: every API route declaring a token-like path parameter is redacted from then on. */
  readonly learnRoute = (route: RouteOptions): void => this.secretPaths.add(route.url)

  /** The address as a log line may show it: secrets in the path and personal query values redacted. */
  loggable(url: string): string {
    return redactQuery(this.secretPaths.redact(url))
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (!error && servedFromMemory.has(request)) return
    const ms = Number(reply.elapsedTime.toFixed(1))
    const url = this.loggable(request.url)
    const line = { method: request.method, url, statusCode: reply.statusCode, ms }
    const message = `${request.method} ${url} ${reply.statusCode} ${ms} ms`
    if (error) reply.log.error({ ...line, err: error }, message)
    else reply.log.info(line, message)
  }
}

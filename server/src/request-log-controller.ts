import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'
import { servedFromMemory } from './plugins/fast-reads'

/** An event stream pass in a logged URL is spent already, but a log is no place for credentials. */
export const redactTickets = (url: string) => url.replace(/([?&]ticket=)[^&#]*/g, '$1[redacted]')

/**
 * One log line per request, written when the answer has gone out (Fastify's default writes two). Reads
 * answered from memory are not logged: at full speed the log line would cost more than the answer.
 */
export class RequestLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (!error && servedFromMemory.has(request)) return
    const ms = Number(reply.elapsedTime.toFixed(1))
    const url = redactTickets(request.url)
    const line = { method: request.method, url, statusCode: reply.statusCode, ms }
    const message = `${request.method} ${url} ${reply.statusCode} ${ms} ms`
    if (error) reply.log.error({ ...line, err: error }, message)
    else reply.log.info(line, message)
  }
}

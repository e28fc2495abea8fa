import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'

/** One log line per request, written when the answer has gone out (Fastify's default writes two). */
export class RequestLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const ms = Number(reply.elapsedTime.toFixed(1))
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms }
    const message = `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`
    if (error) reply.log.error({ ...line, err: error }, message)
    else reply.log.info(line, message)
  }
}

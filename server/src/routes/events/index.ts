import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorBody, EventTicket } from '@labsite/shared'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { BEARER } from '../../lib/kits/route-answers'
import { endedSessions, SESSION_CHECK_MS } from './ended-sessions'
import { noticeSources, toStaffEvent } from './event-notices'
import { createEventStreams, MAX_STREAMS_PER_USER } from './event-streams'
import { createEventTickets, TICKET_TTL_SECONDS } from './event-tickets'

/**
 * The staff event stream: Server-Sent Events fed by the change bus, so every
 * committed write of any server process reaches the admin lists and the desktop's front-desk alerts.
 *
 * Authentication: a client that can send headers (the desktop's main process) sends its bearer token
 * as on every route. A browser's EventSource cannot, and a token in the URL would land in access logs
 * and proxies for its whole 12 h life; so it first POSTs for a single-use pass valid 30 s and opens
 * `?ticket=`. A pass that leaks into a log has already been used or expired.
 */
const events: FastifyPluginAsyncTypebox = async (app) => {
  const tickets = createEventTickets(app.knex, app.usersRepository)
  const streams = createEventStreams()
  const notices = noticeSources({
    bookings: app.bookingsRepository,
    contactMessages: app.contactMessagesRepository,
  })
  app.metrics.gauge('labsite_event_streams_open', 'Open staff event streams', () => streams.size)
  const staffOnly = app.requireRole('staff')

  // Events reach the streams in commit order: notices are read one change at a time.
  let queue = Promise.resolve()
  const unsubscribe = app.changes.subscribe((change) => {
    if (streams.size === 0) return
    queue = queue.then(async () => {
      try {
        streams.send(await toStaffEvent(notices, change))
      } catch (error) {
        app.log.error({ err: error, change }, 'could not announce a change on the event stream')
        streams.send({ resource: change.resource, id: change.id, kind: change.kind })
      }
    })
  })
  const stopResync = app.changes.onResync(() => streams.sendResync())
  // A stream carries health notices: it ends within a second of its session ending, whoever ended it
  // (logout here or in another process, "log out everywhere", a demotion or password change by the CLI).
  const sessionCheck = setInterval(() => {
    if (streams.size === 0) return
    endedSessions(
      { users: app.usersRepository, revokedTokens: app.revokedTokensRepository },
      streams.sessions(),
    )
      .then((ended) => streams.closeWhere(ended))
      .catch((error) => app.log.warn({ err: error }, 'could not check the sessions of the event streams'))
  }, SESSION_CHECK_MS)
  sessionCheck.unref()
  // Open streams would keep the server from closing; end them first.
  app.addHook('preClose', async () => {
    clearInterval(sessionCheck)
    unsubscribe()
    stopResync()
    streams.closeAll()
  })

  app.post(
    '/events/ticket',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['events'],
        summary: 'A single-use pass (30 s) for opening the event stream from a browser EventSource',
        security: BEARER,
        response: { 201: EventTicket, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const ticket = await tickets.issue(request.user)
      return reply.code(201).send({ ticket, expiresInSeconds: TICKET_TTL_SECONDS })
    },
  )

  async function authenticateStream(
    request: FastifyRequest<{ Querystring: { ticket?: string | string[] } }>,
    reply: FastifyReply,
  ) {
    // Runs before the querystring schema: `?ticket=a&ticket=b` arrives as a list and is refused here.
    const { ticket } = request.query
    if (Array.isArray(ticket)) throw app.httpErrors.badRequest('querystring ticket must be given once')
    if (request.headers.authorization || !ticket) return staffOnly(request, reply)
    const holder = await tickets.redeem(ticket)
    if (!holder)
      throw app.httpErrors.unauthorized(
        'This event stream pass is used up or has expired. Ask for a new one.',
      )
    request.user = holder
    if (holder.role === 'visitor') throw app.httpErrors.forbidden('You do not have permission to do this')
  }

  app.get(
    '/events',
    {
      onRequest: authenticateStream,
      schema: {
        tags: ['events'],
        summary:
          'Server-Sent Events: `change` events ({resource,id,kind[,notice]}) and `resync`; heartbeat comments every 25 s',
        security: BEARER,
        querystring: Type.Object({ ticket: Type.Optional(Type.String({ maxLength: 200 })) }),
        produces: ['text/event-stream'],
        response: { 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      if (streams.countFor(request.user.id) >= MAX_STREAMS_PER_USER)
        throw app.httpErrors.tooManyRequests(
          `At most ${MAX_STREAMS_PER_USER} live connections per account. Close another console window or tab.`,
        )
      // Headers set so far (security, CORS) go out with the stream; the rest of the answer is ours.
      const headers = Object.fromEntries(
        Object.entries(reply.getHeaders()).map(([name, value]) => [name, String(value)]),
      )
      reply.hijack()
      const { id: userId, tokenId, tokenVersion } = request.user
      streams.open({ userId, tokenId, tokenVersion }, reply.raw, headers)
    },
  )
}

export default events

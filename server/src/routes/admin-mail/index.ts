import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import { IdParams, OutboxMail, OutboxMailQuery } from '@labsite/shared'
import { BEARER, errorResponses } from '../../lib/kits/route-answers'
import type { OutboxRow } from '../../mail/outbox-repository'

const iso = (value: Date | string) => new Date(value).toISOString()

function toOutboxMail(row: OutboxRow): OutboxMail {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient ?? 'staff',
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: iso(row.next_attempt_at),
    giveUpAt: iso(row.give_up_at),
    sentAt: row.sent_at ? iso(row.sent_at) : null,
    createdAt: iso(row.created_at),
  }
}

/** The admin Mail tab: every outgoing e-mail's state, and "Retry now" for one not yet sent. */
const adminMail: FastifyPluginAsyncTypebox = async (app) => {
  const adminOnly = [app.requireRole('admin')]
  const { repository } = app.outbox

  app.get(
    '/admin/mail',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['operations'],
        summary: 'Outgoing e-mails, newest first (never their bodies)',
        security: BEARER,
        querystring: OutboxMailQuery,
        response: { 200: Type.Array(OutboxMail), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await repository.list(request.query)
      reply.header('x-total-count', String(total)).header('cache-control', 'private, no-store')
      return rows.map(toOutboxMail)
    },
  )

  app.post(
    '/admin/mail/:id/retry',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['operations'],
        summary: 'Send a waiting or failed e-mail now (with a fresh day of retries)',
        security: BEARER,
        params: IdParams,
        body: Type.Object({}, { description: 'nothing: send {}' }),
        response: { 200: OutboxMail, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const retried = await repository.retry(request.params.id)
      if (!retried) {
        const found = await repository.find(request.params.id)
        if (!found) throw app.httpErrors.notFound('Mail not found')
        throw app.httpErrors.conflict(
          `This mail is ${found.status === 'sent' ? 'already sent' : 'being sent'}`,
        )
      }
      await app.outbox.sendDue()
      return toOutboxMail((await repository.find(retried.id)) ?? retried)
    },
  )
}

export default adminMail

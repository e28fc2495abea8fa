import { timingSafeEqual } from 'node:crypto'
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import { ErrorBody, normalizePhone } from '@labsite/shared'
import { errorResponses } from '../../lib/kits/route-answers'
import { setMessagesTo } from '../../messages/phone-outbox'

/** What an SMS/WhatsApp gateway forwards of a reply: who sent it and what it says. */
const InboundMessage = Type.Object({
  from: Type.String({ minLength: 1, maxLength: 40 }),
  text: Type.String({ maxLength: 2000 }),
})
const InboundAnswer = Type.Object({ optedOut: Type.Integer({ description: 'bookings that stop messaging' }) })

/** The words that end the messages, as people reply them (any case, alone on the message). */
const STOP_WORDS = new Set(['STOP', 'UNSUBSCRIBE', 'STOP ALL', 'रोकें', 'बंद'])

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Replies to the lab's WhatsApp/SMS number, forwarded by the gateway (`X-Webhook-Secret` =
 * MESSAGES_WEBHOOK_SECRET): STOP ends the WhatsApp updates of every booking made with that number.
 */
const messages: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/messages/inbound',
    {
      config: { idempotency: false },
      schema: {
        tags: ['bookings'],
        summary: 'Inbound SMS/WhatsApp reply from the gateway; STOP opts the number out',
        body: InboundMessage,
        response: { 200: InboundAnswer, 400: ErrorBody, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const secret = app.config.messagesWebhookSecret
      if (!secret)
        throw app.httpErrors.notFound('No messages webhook is configured (MESSAGES_WEBHOOK_SECRET)')
      const given = request.headers['x-webhook-secret']
      if (typeof given !== 'string' || !sameSecret(given, secret)) {
        throw app.httpErrors.unauthorized('X-Webhook-Secret is missing or wrong')
      }
      const phone = normalizePhone(request.body.from)
      if (!phone) throw app.httpErrors.badRequest('from must be a phone number')
      if (!STOP_WORDS.has(request.body.text.trim().toUpperCase())) return { optedOut: 0 }
      const changed = await setMessagesTo(app, { channel: 'whatsapp', phone }, false)
      request.log.info({ optedOut: changed }, 'messages: STOP received')
      return { optedOut: changed }
    },
  )
}

export default messages

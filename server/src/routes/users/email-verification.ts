import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  EMAIL_VERIFICATION_HOURS,
  EmailVerificationConfirm,
  EmailVerified,
  ErrorBody,
  MessageAnswer,
  PATHS,
} from '@labsite/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BEARER } from '../../lib/kits/route-answers'
import { visitorMailLanguage } from '../../mail/mail-language'
import { emailVerificationMail } from '../../mail/templates'
import type { UserRow } from './users-repository'

const HOUR_MS = 3_600_000
const WRONG_LINK = 'This confirmation link is wrong or has expired: ask for a new one under My bookings.'

/**
 * `<expiry, base 36 seconds>.<user id>.<HMAC of user id, address and expiry>`: nothing stored, and a
 * link for an address the account no longer has proves nothing.
 */
export function createVerificationTokens(secret: string, now = () => Date.now()) {
  const key = createHmac('sha256', secret).update('labsite e-mail verification').digest()
  const sign = (userId: string, email: string, expires: string) =>
    createHmac('sha256', key)
      .update(`${userId}:${email.trim().toLowerCase()}:${expires}`)
      .digest('base64url')
      .slice(0, 32)
  return {
    issue: (user: { id: string; email: string }) => {
      const expires = Math.floor((now() + EMAIL_VERIFICATION_HOURS * HOUR_MS) / 1000).toString(36)
      return `${expires}.${user.id}.${sign(user.id, user.email, expires)}`
    },
    /** The user id the token was issued to, when it is authentic, unexpired and for `emailOf(id)`. */
    userIdOf: (token: string): string | null => {
      const [expires, userId, signature, ...rest] = token.split('.')
      if (!expires || !userId || !signature || rest.length > 0 || !/^[0-9a-z]+$/.test(expires)) return null
      if (Number.parseInt(expires, 36) * 1000 <= now()) return null
      return userId
    },
    matches: (token: string, user: { id: string; email: string }) => {
      const [expires, , signature] = token.split('.')
      const expected = Buffer.from(sign(user.id, user.email, expires))
      const given = Buffer.from(signature ?? '')
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
}

/** Queues the verification mail for `user`, in the visitor's language. */
export async function sendVerificationMail(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  tokens: ReturnType<typeof createVerificationTokens>,
): Promise<void> {
  const language = await visitorMailLanguage(app.knex, request.headers['accept-language'])
  const link = `${app.config.publicUrl}${PATHS.profile}${language === 'en' ? '' : `?lang=${language}`}#verify=${tokens.issue(user)}`
  await app.outbox.enqueue({
    kind: 'email-verification',
    to: user.email,
    relatedId: user.id,
    ...emailVerificationMail({ name: user.name, link, hours: EMAIL_VERIFICATION_HOURS, language }),
  })
}

/**
 * E-mail verification: a signed-in visitor asks for a link to the account's address;
 * opening it marks the address proved and gives the account every booking made with it as a guest.
 * Guest bookings made later with a proved address join the account when they are made.
 */
const emailVerification: FastifyPluginAsyncTypebox<{
  tokens: ReturnType<typeof createVerificationTokens>
  findUser: (id: string) => Promise<UserRow | null>
}> = async (app, { tokens, findUser }) => {
  const limited = { config: { idempotency: false as const }, preHandler: app.authAddressRateLimit }

  app.post(
    '/user/email-verification',
    {
      ...limited,
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: "Mail a link that proves the account's e-mail address (rate-limited)",
        security: BEARER,
        response: { 200: MessageAnswer, 202: MessageAnswer, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await findUser(request.user.id)
      if (!user) throw app.httpErrors.unauthorized('Your session has ended. Please log in again.')
      if (user.email_verified_at) return { message: `${user.email} is already confirmed.` }
      await sendVerificationMail(app, request, user, tokens)
      return reply.code(202).send({
        message: `We sent a link to ${user.email}. It works for ${EMAIL_VERIFICATION_HOURS} hours.`,
      })
    },
  )

  app.post(
    '/user/email-verification/confirm',
    {
      ...limited,
      schema: {
        tags: ['accounts'],
        summary: 'Confirm the address with the token of its link; bookings made with it join the account',
        body: EmailVerificationConfirm,
        response: { 200: EmailVerified, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const userId = tokens.userIdOf(request.body.token)
      const user = userId && /^[0-9a-f-]{36}$/i.test(userId) ? await findUser(userId) : null
      if (!user || !tokens.matches(request.body.token, user)) throw app.httpErrors.badRequest(WRONG_LINK)
      const claimed = await app.knex.transaction(async (trx) => {
        await app.usersRepository.markEmailVerified(user.id, trx)
        const { length } = await app.bookingsRepository.claimMadeWithEmail(user.id, user.email, trx)
        await app.writeRule.action(request, trx, {
          action: 'update',
          entity: 'user',
          entityId: user.id,
          after: { emailVerified: true, bookingsClaimed: length },
          announces: null,
        })
        return length
      })
      return {
        message:
          claimed > 0
            ? `${user.email} is confirmed: ${claimed} earlier ${claimed === 1 ? 'booking is' : 'bookings are'} now under My bookings.`
            : `${user.email} is confirmed.`,
        claimed,
      }
    },
  )
}
export default emailVerification

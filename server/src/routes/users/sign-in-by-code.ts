import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  AuthAnswer,
  ErrorBody,
  MESSAGES,
  MessageAnswer,
  SignInCodeRequest,
  SignInCodeVerify,
} from '@labsite/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Knex } from 'knex'
import { bodyValue } from '../../lib/kits/body-field'
import { visitorMailLanguage } from '../../mail/mail-language'
import { phoneOutboxRow } from '../../messages/phone-outbox'
import { signInCodeMessage } from '../../messages/phone-templates'
import { type CodeCheck, createSignInCodes } from './sign-in-codes-repository'
import { isDuplicateEmail, toUser, type UserRow } from './users-repository'

const WINDOW_MS = 15 * 60_000
/** The one answer to asking for a code, whoever asks and whatever number: it tells nobody about accounts. */
export const CODE_SENT = MESSAGES.signInCodeSent

/**
 * Why a code was refused, said to the one who holds the number: a typo is worth another try, a burned
 * or expired code is not (the form then offers to send a new one).
 */
const refusal = (check: CodeCheck) =>
  check.result === 'wrong'
    ? MESSAGES.signInCodeWrong
    : check.result === 'burned'
      ? MESSAGES.signInCodeBurned
      : MESSAGES.signInCodeExpired

const phoneOf = (request: FastifyRequest) => String(bodyValue(request, 'phone') ?? '')

/**
 * The account of a number proved by a code: the one that proved it before, else the oldest that typed
 * it, else a new visitor account (its name is asked after this first sign-in). The number is then the
 * account's, and the bookings made with it and owned by nobody join it, as a proved e-mail's do.
 */
async function accountOfProvedNumber(
  app: FastifyInstance,
  trx: Knex.Transaction,
  phone: string,
): Promise<UserRow> {
  const users = app.usersRepository
  let user =
    (await users.findByPhone(phone, trx)) ??
    (await users.create({ name: '', email: '', phone, passwordHash: '', role: 'visitor' }, trx))
  if (!user.phone_verified_at) user = (await users.markPhoneVerified(user.id, trx)) ?? user
  await app.bookingsRepository.claimMadeWithPhone(user.id, phone, trx)
  return user
}

/** Sign in with a code sent by SMS: `POST /auth/otp` sends one, `POST /auth/otp/verify` signs in. */
const signInByCode: FastifyPluginAsyncTypebox = async (app) => {
  const codes = createSignInCodes(app.knex, app.config.jwtSecret, app.config.clock)
  // Codes sent to one number per quarter hour (past it the answer is the same and nothing is sent),
  // and tries at codes for one number, from all addresses together.
  const sends = app.createRateLimit({
    max: app.config.resetMailLimit,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `sign-in-code-send:${phoneOf(request)}`,
  })
  const tries = app.createRateLimit({
    max: app.config.rateLimitAuth * 2,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `sign-in-code-try:${phoneOf(request)}`,
  })
  const perNumberTries = async (request: FastifyRequest) => {
    const outcome = await tries(request)
    if (!outcome.isAllowed && outcome.isExceeded) {
      throw Object.assign(app.httpErrors.tooManyRequests(MESSAGES.signInCodeTooManyTries), {
        headers: { 'retry-after': String(outcome.ttlInSeconds) },
      })
    }
  }

  app.post(
    '/auth/otp',
    {
      config: { idempotency: false },
      preHandler: app.authAddressRateLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Send a six-digit sign-in code by SMS (the same answer for any number)',
        body: SignInCodeRequest,
        response: { 202: MessageAnswer, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { phone } = request.body
      const allowed = await sends(request)
      if (allowed.isAllowed || !allowed.isExceeded) {
        const code = await codes.issue(phone)
        const language = await visitorMailLanguage(app.knex, request.headers['accept-language'])
        await app.outbox.enqueue(
          phoneOutboxRow('sms', 'sign-in-code', phone, signInCodeMessage(code, language), language),
        )
      }
      return reply.code(202).send({ message: CODE_SENT })
    },
  )

  app.post(
    '/auth/otp/verify',
    {
      // The answer holds a token: never kept in the idempotency store.
      config: { idempotency: false },
      preHandler: [app.authAddressRateLimit, perNumberTries],
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with the code: the answer of a login; an unknown number gets a new visitor account',
        body: SignInCodeVerify,
        response: { 200: AuthAnswer, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const { phone } = request.body
      const code = request.body.code.trim()
      const signIn = () =>
        app.knex.transaction(async (trx) => {
          const check = await codes.check(phone, code, trx)
          return check.result === 'ok' ? { user: await accountOfProvedNumber(app, trx, phone) } : { check }
        })
      let outcome: Awaited<ReturnType<typeof signIn>>
      try {
        outcome = await signIn()
      } catch (error) {
        // Two first sign-ins of one number at once: the unique index keeps one account; read it again.
        if (!isDuplicateEmail(error)) throw error
        outcome = await signIn()
      }
      // The wrong try is counted even though the answer is a refusal: a separate commit from the check.
      if (outcome.check) throw app.httpErrors.unauthorized(refusal(outcome.check))
      const user = outcome.user as UserRow
      return { token: app.issueToken(user), user: toUser(user), deviceToken: app.knownDevices.issue(user) }
    },
  )
}

export default signInByCode

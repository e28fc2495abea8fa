import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import {
  ErrorBody,
  ForgotPasswordBody,
  MESSAGES,
  MessageAnswer,
  PASSWORD_RESET_MINUTES,
  ResetPasswordBody,
} from '@labsite/shared'
import { visitorMailLanguage } from '../../mail/mail-language'
import { passwordResetMail } from '../../mail/templates'
import { hashPassword } from '../users/passwords'
import { createResetTokensRepository, newResetToken } from './reset-tokens-repository'

const ResetParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) })

/** Password reset by e-mailed link. */
const auth: FastifyPluginAsyncTypebox = async (app) => {
  const users = app.usersRepository
  const tokens = createResetTokensRepository(app.knex)

  // The lookup runs after the answer; closing the app waits for it so nothing is cut off half-way.
  const pending = new Set<Promise<void>>()
  app.addHook('preClose', async () => {
    await Promise.allSettled(pending)
  })

  /** The new token and its e-mail are stored together; the outbox sends (and retries) the mail. */
  async function sendResetLink(email: string, token: string, acceptLanguage?: string): Promise<void> {
    const user = await users.findByEmail(email)
    if (!user) return
    const language = await visitorMailLanguage(app.knex, acceptLanguage)
    // A Hindi reader's link opens the reset page in Hindi too.
    const link = `${app.config.publicUrl}/reset-password/${token}${language === 'en' ? '' : `?lang=${language}`}`
    await app.knex.transaction(async (trx) => {
      await tokens.replaceForUser(user.id, token, PASSWORD_RESET_MINUTES, trx)
      await app.outbox.enqueue(
        {
          kind: 'password-reset',
          to: user.email,
          relatedId: user.id,
          ...passwordResetMail({ name: user.name, link, minutes: PASSWORD_RESET_MINUTES, language }),
        },
        trx,
      )
    })
  }

  app.post(
    '/auth/forgot-password',
    {
      // Per address only: a flood of resets for one e-mail must not keep its owner from resetting.
      preHandler: app.authAddressRateLimit,
      schema: {
        tags: ['accounts'],
        body: ForgotPasswordBody,
        response: { 200: MessageAnswer, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      // The answer never waits on the lookup, so neither its text nor its timing tells whether the account exists.
      // setImmediate: the work starts once this answer is on its way, not interleaved with it.
      const { email } = request.body
      const token = newResetToken()
      // Past the cap the answer is the same and the last link sent still works: no inbox flood, and no
      // lock (the limit counts mails per e-mail, whoever asks, while the owner's last link stays valid).
      if (!(await app.resetMailAllowed(request))) return { message: MESSAGES.forgotPasswordSent }
      const task = new Promise((resolve) => setImmediate(resolve))
        .then(() => sendResetLink(email, token, request.headers['accept-language']))
        .catch((error) => request.log.error({ err: error }, 'password reset e-mail failed'))
      pending.add(task)
      void task.finally(() => pending.delete(task))
      return { message: MESSAGES.forgotPasswordSent }
    },
  )

  app.post(
    '/auth/reset-password/:token',
    {
      // The body holds the new password: never kept in the idempotency store.
      config: { idempotency: false },
      schema: {
        tags: ['accounts'],
        params: ResetParams,
        body: ResetPasswordBody,
        response: { 200: MessageAnswer, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const { token } = request.params
      // Checked first so a dead link costs no argon2 work; consumed atomically below.
      if (!(await tokens.findValidUserId(token))) throw app.httpErrors.badRequest(MESSAGES.resetLinkInvalid)
      const passwordHash = await hashPassword(request.body.newPassword)
      const reset = await app.knex.transaction(async (trx) => {
        const userId = await tokens.consume(token, trx)
        if (!userId) return false
        await users.setPassword(userId, passwordHash, trx)
        return true
      })
      if (!reset) throw app.httpErrors.badRequest(MESSAGES.resetLinkInvalid)
      return { message: MESSAGES.passwordResetDone }
    },
  )
}

export default auth

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { AuthAnswer, ErrorBody, MESSAGES, RegisterBody } from '@labsite/shared'
import { type createVerificationTokens, sendVerificationMail } from './email-verification'
import { hashPassword } from './passwords'
import { sessionAnswer } from './session-answer'
import { isDuplicateEmail } from './users-repository'

/** Sign-up with e-mail and password: the new account, signed in. */
const signUp: FastifyPluginAsyncTypebox<{
  verificationTokens: ReturnType<typeof createVerificationTokens>
}> = async (app, { verificationTokens }) => {
  const repository = app.usersRepository

  app.post(
    '/user/register',
    {
      // Credential bodies hold a password and answers hold a token: never kept in the idempotency store.
      config: { idempotency: false },
      preHandler: app.authRateLimit,
      schema: {
        tags: ['accounts'],
        body: RegisterBody,
        response: { 201: AuthAnswer, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { name, email, password, phone } = request.body
      if (await repository.findByEmail(email)) throw app.httpErrors.conflict(MESSAGES.emailTaken)
      const passwordHash = await hashPassword(password)
      try {
        const user = await repository.create({ name, email, phone, passwordHash })
        // Booked here before as a guest: the link to prove the address comes at once.
        if (await app.bookingsRepository.hasUnclaimedMadeWithEmail(email)) {
          await sendVerificationMail(app, request, user, verificationTokens)
        }
        return reply.code(201).send(sessionAnswer(app, user))
      } catch (error) {
        // Two sign-ups racing for one e-mail: the unique index decides, the loser gets the same 409.
        if (isDuplicateEmail(error)) throw app.httpErrors.conflict(MESSAGES.emailTaken)
        throw error
      }
    },
  )
}

export default signUp

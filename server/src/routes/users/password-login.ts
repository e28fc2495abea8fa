import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { AuthAnswer, ErrorBody, LoginBody, MESSAGES } from '@labsite/shared'
import type { FastifyRequest } from 'fastify'
import { hashPassword, passwordNeedsRehash, verifyPassword } from './passwords'
import { sessionAnswer } from './session-answer'
import type { UserRow } from './users-repository'

const errors = { 400: ErrorBody, 401: ErrorBody, 429: ErrorBody }

/** Login with e-mail and password: visitors on the site, staff in the admin panel. */
const passwordLogin: FastifyPluginAsyncTypebox = async (app) => {
  const repository = app.usersRepository
  // Login bodies hold a password and answers a token: never kept in the idempotency store. Logins count
  // tries per address; per account only from devices it has not signed in on (see checkCredentials).
  const loginRoute = { config: { idempotency: false as const }, preHandler: app.authAddressRateLimit }

  /**
   * The account when e-mail and password match; an unknown e-mail costs the same argon2 work as a known
   * one. Tries for one account from devices it never signed in on are counted (RATE_LIMIT_AUTH a
   * minute); its own devices have a count of their own, so guesses from many addresses cannot lock the
   * owner out.
   */
  async function checkCredentials(
    request: FastifyRequest,
    email: string,
    password: string,
  ): Promise<UserRow | null> {
    const user = await repository.findByEmail(email)
    await app.authEmailRateLimit(request, Boolean(user && app.knownDevices.recognises(request, user)))
    const matches = await verifyPassword(user?.password_hash, password)
    if (!user || !matches) return null
    if (passwordNeedsRehash(user.password_hash)) {
      await repository.upgradeHash(user.id, await hashPassword(password))
    }
    return user
  }

  const loginAnswer = (user: UserRow) => ({
    ...sessionAnswer(app, user),
    deviceToken: app.knownDevices.issue(user),
  })

  app.post(
    '/user/login',
    {
      ...loginRoute,
      schema: { tags: ['accounts'], body: LoginBody, response: { 200: AuthAnswer, ...errors } },
    },
    async (request) => {
      const user = await checkCredentials(request, request.body.email, request.body.password)
      if (!user) throw app.httpErrors.unauthorized(MESSAGES.invalidCredentials)
      return loginAnswer(user)
    },
  )

  app.post(
    '/admin/login',
    {
      ...loginRoute,
      schema: { tags: ['accounts'], body: LoginBody, response: { 200: AuthAnswer, ...errors } },
    },
    async (request) => {
      const user = await checkCredentials(request, request.body.email, request.body.password)
      // A visitor gets exactly the answer of a wrong password: the admin login does not confirm accounts.
      if (!user || user.role === 'visitor') throw app.httpErrors.unauthorized(MESSAGES.invalidCredentials)
      return loginAnswer(user)
    },
  )
}

export default passwordLogin

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  AuthAnswer,
  ErrorBody,
  LoginBody,
  MESSAGES,
  MessageAnswer,
  RegisterBody,
  User,
} from '@labsite/shared'
import { hashPassword, passwordNeedsRehash, verifyPassword } from './passwords'
import { createUsersRepository, isDuplicateEmail, toUser, type UserRow } from './users-repository'

const errors = { 400: ErrorBody, 401: ErrorBody, 429: ErrorBody }

/** Sign-up, login (visitors and the admin panel), the signed-in user, and "log out everywhere". */
const users: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createUsersRepository(app.knex)
  // Credential bodies hold a password and answers hold a token: never kept in the idempotency store.
  const credentialRoute = { config: { idempotency: false as const }, preHandler: app.authRateLimit }

  /** The account when e-mail and password match; an unknown e-mail costs the same argon2 work as a known one. */
  async function checkCredentials(email: string, password: string): Promise<UserRow | null> {
    const user = await repository.findByEmail(email)
    const matches = await verifyPassword(user?.password_hash, password)
    if (!user || !matches) return null
    if (passwordNeedsRehash(user.password_hash)) {
      await repository.upgradeHash(user.id, await hashPassword(password))
    }
    return user
  }

  const answer = (user: UserRow) => ({ token: app.issueToken(user), user: toUser(user) })

  app.post(
    '/user/register',
    {
      ...credentialRoute,
      schema: {
        tags: ['accounts'],
        body: RegisterBody,
        response: { 201: AuthAnswer, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { name, email, password, phone } = request.body
      if (await repository.findByEmail(email)) throw app.httpErrors.conflict(MESSAGES.emailTaken)
      const passwordHash = await hashPassword(password)
      try {
        const user = await repository.create({ name, email, phone, passwordHash })
        return reply.code(201).send(answer(user))
      } catch (error) {
        // Two sign-ups racing for one e-mail: the unique index decides, the loser gets the same 409.
        if (isDuplicateEmail(error)) throw app.httpErrors.conflict(MESSAGES.emailTaken)
        throw error
      }
    },
  )

  app.post(
    '/user/login',
    {
      ...credentialRoute,
      schema: { tags: ['accounts'], body: LoginBody, response: { 200: AuthAnswer, ...errors } },
    },
    async (request) => {
      const user = await checkCredentials(request.body.email, request.body.password)
      if (!user) throw app.httpErrors.unauthorized(MESSAGES.invalidCredentials)
      return answer(user)
    },
  )

  app.post(
    '/admin/login',
    {
      ...credentialRoute,
      schema: { tags: ['accounts'], body: LoginBody, response: { 200: AuthAnswer, ...errors } },
    },
    async (request) => {
      const user = await checkCredentials(request.body.email, request.body.password)
      // A visitor gets exactly the answer of a wrong password: the admin login does not confirm accounts.
      if (!user || user.role === 'visitor') throw app.httpErrors.unauthorized(MESSAGES.invalidCredentials)
      return answer(user)
    },
  )

  app.get(
    '/user/me',
    {
      onRequest: app.authenticate,
      schema: { tags: ['accounts'], response: { 200: User, 401: ErrorBody } },
    },
    async (request) => {
      const user = await repository.findById(request.user.id)
      if (!user) throw app.httpErrors.unauthorized('Your session has ended. Please log in again.')
      return toUser(user)
    },
  )

  app.post(
    '/user/logout-all',
    {
      onRequest: app.authenticate,
      schema: { tags: ['accounts'], response: { 200: MessageAnswer, 401: ErrorBody } },
    },
    async (request) => {
      await repository.endSessions(request.user.id)
      return { message: MESSAGES.loggedOutEverywhere }
    },
  )
}

export default users

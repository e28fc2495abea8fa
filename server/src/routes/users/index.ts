import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  AuthAnswer,
  ErrorBody,
  LoginBody,
  MESSAGES,
  MessageAnswer,
  ProfilePatch,
  RegisterBody,
  User,
} from '@labsite/shared'
import type { FastifyRequest } from 'fastify'
import emailVerification, { createVerificationTokens, sendVerificationMail } from './email-verification'
import { hashPassword, passwordNeedsRehash, verifyPassword } from './passwords'
import signInByCode from './sign-in-by-code'
import { isDuplicateEmail, toUser, type UserRow } from './users-repository'

const errors = { 400: ErrorBody, 401: ErrorBody, 429: ErrorBody }

/** Sign-up, login (visitors and the admin panel), the signed-in user, logout and "log out everywhere". */
const users: FastifyPluginAsyncTypebox = async (app) => {
  const repository = app.usersRepository
  const verificationTokens = createVerificationTokens(app.config.jwtSecret)
  await app.register(emailVerification, {
    tokens: verificationTokens,
    findUser: (id) => repository.findById(id),
  })
  await app.register(signInByCode)
  // Credential bodies hold a password and answers hold a token: never kept in the idempotency store.
  const credentialRoute = { config: { idempotency: false as const }, preHandler: app.authRateLimit }
  // Logins count tries per address; per account only from devices it has not signed in on (see login).
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

  const answer = (user: UserRow) => ({ token: app.issueToken(user), user: toUser(user) })
  const loginAnswer = (user: UserRow) => ({ ...answer(user), deviceToken: app.knownDevices.issue(user) })

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
        // Booked here before as a guest: the link to prove the address comes at once.
        if (await app.bookingsRepository.hasUnclaimedMadeWithEmail(email)) {
          await sendVerificationMail(app, request, user, verificationTokens)
        }
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

  app.patch(
    '/user/me',
    {
      onRequest: app.authenticate,
      config: { idempotency: false },
      schema: {
        tags: ['accounts'],
        body: ProfilePatch,
        response: { 200: User, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const user = await repository.updateProfile(request.user.id, request.body)
      if (!user) throw app.httpErrors.unauthorized('Your session has ended. Please log in again.')
      return toUser(user)
    },
  )

  app.post(
    '/user/logout',
    {
      onRequest: app.authenticate,
      config: { idempotency: false },
      schema: { tags: ['accounts'], response: { 200: MessageAnswer, 401: ErrorBody } },
    },
    async (request) => {
      const { id, tokenId } = request.user
      // A token from before tokens had an id cannot be ended alone: every session of the account ends.
      if (tokenId) await app.revokeToken(tokenId)
      else await repository.endSessions(id)
      return { message: MESSAGES.loggedOut }
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

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { AdminSetupBody, AdminSetupState, AuthAnswer, ErrorBody } from '@labsite/shared'
import { isAdminSetupToken } from '../../plugins/admin-setup-token'
import { hashPassword } from '../users/passwords'
import { toUser } from '../users/users-repository'

/** Any fixed number: the lock that makes two setups racing for the first administrator create one. */
const SETUP_LOCK = 7_311_001

/**
 * The first administrator of an install without one (no demo, no ADMIN_EMAIL): the server prints a
 * link once at start, and whoever holds it creates the account here. Closed for good once an
 * administrator exists.
 */
const adminSetup: FastifyPluginAsyncTypebox = async (app) => {
  const users = app.usersRepository

  app.get(
    '/admin/setup',
    { schema: { tags: ['accounts'], response: { 200: AdminSetupState } } },
    async () => ({ open: !(await users.adminExists()) }),
  )

  app.post(
    '/admin/setup',
    {
      // The body holds a password and the answer a token: never kept in the idempotency store.
      config: { idempotency: false },
      preHandler: app.authRateLimit,
      schema: {
        tags: ['accounts'],
        body: AdminSetupBody,
        response: { 201: AuthAnswer, 400: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { token, name, email, password } = request.body
      if (!isAdminSetupToken(app.config.jwtSecret, token)) {
        throw app.httpErrors.forbidden(
          'This setup link is not valid. Use the link the server printed when it started.',
        )
      }
      const passwordHash = await hashPassword(password)
      const created = await app.knex.transaction(async (trx) => {
        await trx.raw('select pg_advisory_xact_lock(?)', [SETUP_LOCK])
        if (await users.adminExists(trx)) return null
        if (await users.findByEmail(email, trx)) {
          throw app.httpErrors.conflict('An account with this e-mail already exists. Choose another e-mail.')
        }
        const user = await users.create({ name, email, passwordHash, role: 'admin' }, trx)
        await app.writeRule.action(request, trx, {
          action: 'create',
          entity: 'user',
          entityId: user.id,
          after: { role: 'admin', via: 'setup link' },
          announces: null,
        })
        return user
      })
      if (!created) {
        throw app.httpErrors.conflict('An administrator already exists. Sign in at /admin instead.')
      }
      return reply.code(201).send({ token: app.issueToken(created), user: toUser(created) })
    },
  )
}

export default adminSetup

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorBody, ProfilePatch, User } from '@labsite/shared'
import { toUser } from './users-repository'

const SESSION_ENDED = 'Your session has ended. Please log in again.'

/** The signed-in user's own account: read it, change the profile. */
const ownAccount: FastifyPluginAsyncTypebox = async (app) => {
  const repository = app.usersRepository

  app.get(
    '/user/me',
    {
      onRequest: app.authenticate,
      schema: { tags: ['accounts'], response: { 200: User, 401: ErrorBody } },
    },
    async (request) => {
      const user = await repository.findById(request.user.id)
      if (!user) throw app.httpErrors.unauthorized(SESSION_ENDED)
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
      if (!user) throw app.httpErrors.unauthorized(SESSION_ENDED)
      return toUser(user)
    },
  )
}

export default ownAccount

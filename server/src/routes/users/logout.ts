import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorBody, MESSAGES, MessageAnswer } from '@labsite/shared'

/** Logout: this session, or every session of the account ("log out everywhere"). */
const logout: FastifyPluginAsyncTypebox = async (app) => {
  const repository = app.usersRepository

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

export default logout

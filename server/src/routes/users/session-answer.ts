import type { FastifyInstance } from 'fastify'
import { toUser, type UserRow } from './users-repository'

/** What a sign-up or a login answers: a session token and the account. */
export const sessionAnswer = (app: FastifyInstance, user: UserRow) => ({
  token: app.issueToken(user),
  user: toUser(user),
})

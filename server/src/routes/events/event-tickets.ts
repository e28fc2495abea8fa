import { createHash, randomBytes } from 'node:crypto'
import type { Knex } from 'knex'
import type { AuthUser } from '../../plugins/auth'
import type { UsersRepository } from '../users/users-repository'

/** Long enough to open a stream right after buying the pass; useless soon after if it leaks. */
export const TICKET_TTL_SECONDS = 30

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex')

/**
 * Single-use passes for `GET /api/events?ticket=` (see the migration for why). Only the hash is
 * stored, so a database dump holds no usable pass; redeeming deletes the row, so a pass works once,
 * in whichever server process it reaches.
 */
export function createEventTickets(knex: Knex, users: UsersRepository) {
  return {
    /** A pass for the session of `user` (the stream it opens ends with that session). */
    async issue(user: AuthUser): Promise<string> {
      const ticket = randomBytes(32).toString('base64url')
      await knex('event_tickets').where('expires_at', '<', knex.fn.now()).delete()
      await knex('event_tickets').insert({
        ticket_hash: hashOf(ticket),
        user_id: user.id,
        token_version: user.tokenVersion,
        token_id: user.tokenId,
        expires_at: knex.raw(`now() + interval '${TICKET_TTL_SECONDS} seconds'`),
      })
      return ticket
    },

    /** The user the pass was issued to, if it is unused, unexpired and their sessions still valid. */
    async redeem(ticket: string): Promise<AuthUser | null> {
      const [row] = await knex('event_tickets')
        .where({ ticket_hash: hashOf(ticket) })
        .andWhere('expires_at', '>', knex.fn.now())
        .delete()
        .returning(['user_id', 'token_version', 'token_id'])
      if (!row) return null
      const user = await users.findSession(row.user_id, row.token_id)
      if (!user || user.revoked || user.token_version !== row.token_version) return null
      return {
        id: user.id,
        role: user.role,
        email: user.email,
        name: user.name,
        tokenId: row.token_id,
        tokenVersion: user.token_version,
      }
    },
  }
}

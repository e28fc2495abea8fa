import { createHash, randomBytes } from 'node:crypto'
import type { Role } from '@labsite/shared'
import type { Knex } from 'knex'

/** Long enough to open a stream right after buying the pass; useless soon after if it leaks. */
export const TICKET_TTL_SECONDS = 30

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex')

export interface TicketHolder {
  id: string
  role: Role
  email: string
  name: string
}

/**
 * Single-use passes for `GET /api/events?ticket=` (see the migration for why). Only the hash is
 * stored, so a database dump holds no usable pass; redeeming deletes the row, so a pass works once,
 * in whichever server process it reaches.
 */
export function createEventTickets(knex: Knex) {
  return {
    async issue(user: { id: string }): Promise<string> {
      const ticket = randomBytes(32).toString('base64url')
      await knex('event_tickets').where('expires_at', '<', knex.fn.now()).delete()
      const { token_version } = await knex('users').select('token_version').where({ id: user.id }).first()
      await knex('event_tickets').insert({
        ticket_hash: hashOf(ticket),
        user_id: user.id,
        token_version,
        expires_at: knex.raw(`now() + interval '${TICKET_TTL_SECONDS} seconds'`),
      })
      return ticket
    },

    /** The user the pass was issued to, if it is unused, unexpired and their sessions still valid. */
    async redeem(ticket: string): Promise<TicketHolder | null> {
      const [row] = await knex('event_tickets')
        .where({ ticket_hash: hashOf(ticket) })
        .andWhere('expires_at', '>', knex.fn.now())
        .delete()
        .returning(['user_id', 'token_version'])
      if (!row) return null
      const user = await knex('users')
        .select('id', 'role', 'email', 'name', 'token_version')
        .where({ id: row.user_id })
        .first()
      if (!user || user.token_version !== row.token_version) return null
      return { id: user.id, role: user.role, email: user.email, name: user.name }
    },
  }
}

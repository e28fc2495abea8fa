import type { Knex } from 'knex'

/**
 * Single-use passes for the staff event stream. A browser's EventSource cannot send an
 * Authorization header, so it opens `GET /api/events?ticket=…` with a pass bought by a normal
 * authenticated POST. Kept in the database (only its SHA-256) so any server process can redeem a
 * pass another one issued, exactly once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('event_tickets', (t) => {
    t.string('ticket_hash', 64).primary()
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE')
    t.integer('token_version').notNullable()
    t.timestamp('expires_at', { useTz: true }).notNullable()
    t.index(['expires_at'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('event_tickets')
}

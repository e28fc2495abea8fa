import type { Knex } from 'knex'

/**
 * Logging out ends that session on the server, not only in the browser. Every token now
 * carries an id (`jti`); logout lists it here until the token would have expired anyway, and every
 * request (and every open event stream, each second) checks the list. An event-stream pass remembers
 * the session it was bought with, so a stream opened with it ends with that session.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('revoked_tokens', (t) => {
    t.uuid('token_id').primary()
    t.timestamp('expires_at', { useTz: true }).notNullable()
    t.index(['expires_at'])
  })
  await knex.schema.alterTable('event_tickets', (t) => {
    t.uuid('token_id')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('event_tickets', (t) => {
    t.dropColumn('token_id')
  })
  await knex.schema.dropTable('revoked_tokens')
}

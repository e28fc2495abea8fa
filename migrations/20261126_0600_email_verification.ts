import type { Knex } from 'knex'

/**
 * An account whose owner has proved the e-mail address (a signed link mailed to it) sees
 * every booking made with that address, from before the account and from any device.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('email_verified_at', { useTz: true })
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('email_verified_at')
  })
}

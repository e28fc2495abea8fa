import type { Knex } from 'knex'

/**
 * A booking for a family names its members (name, age, sex) and what each takes, priced as
 * booked like its items. Older bookings were made with a count (`family_members`): they keep it and an
 * empty list, and their total stays "each member takes every item".
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consultations', (t) => {
    t.jsonb('members').notNullable().defaultTo(knex.raw("'[]'::jsonb"))
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consultations', (t) => {
    t.dropColumn('members')
  })
}

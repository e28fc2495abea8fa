import type { Knex } from 'knex'

/**
 * New booking references end in four random characters (AAR-2611-0042-K7QX), so one
 * reference tells nothing of the next. Room for them beyond a million bookings.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consultations', (t) => {
    t.string('reference', 30).alter()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consultations', (t) => {
    t.string('reference', 20).alter()
  })
}

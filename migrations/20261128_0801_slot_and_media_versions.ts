import type { Knex } from 'knex'

/**
 * Booking slots and media-library pictures get the version every other staff-edited record has, so
 * their writes honour If-Match like the rest (a stale one answers 412 with the current record).
 */
const TABLES = ['booking_slots', 'media'] as const

export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.integer('version').notNullable().defaultTo(1)
    })
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('version')
    })
  }
}

import type { Knex } from 'knex'

/** Catalogue tables whose items a visitor books: each says how to get ready for it. */
const BOOKABLE = ['services', 'blood_tests', 'thyroid_packages', 'offers'] as const

/**
 * Each bookable item carries its own preparation (fasting hours, what to bring), which the
 * confirmation, the day-before reminder and the calendar event list for every item booked.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of BOOKABLE) {
    await knex.schema.alterTable(table, (t) => {
      t.text('preparation').notNullable().defaultTo('')
    })
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of BOOKABLE) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('preparation')
    })
  }
}

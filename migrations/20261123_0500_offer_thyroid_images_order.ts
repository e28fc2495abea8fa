import type { Knex } from 'knex'

/**
 * Offers and thyroid packages become fully editable in the admin: each gets a picture
 * (address and alt text, '' for none) and a position staff arrange. Existing rows keep the order
 * they were listed in so far (by creation).
 */
const TABLES = ['offers', 'thyroid_packages'] as const

export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.text('image').notNullable().defaultTo('')
      t.string('image_alt', 500).notNullable().defaultTo('')
      t.integer('sort_order').notNullable().defaultTo(1)
    })
    await knex.raw(
      `UPDATE ?? AS t SET sort_order = ranked.position
         FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS position FROM ??) AS ranked
        WHERE t.id = ranked.id`,
      [table, table],
    )
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('image')
      t.dropColumn('image_alt')
      t.dropColumn('sort_order')
    })
  }
}

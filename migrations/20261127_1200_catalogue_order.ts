import type { Knex } from 'knex'

/**
 * Services and blood tests get a position staff arrange, like
 * offers and thyroid packages. Existing rows keep the order they were listed in so far (by creation).
 */
const TABLES = ['services', 'blood_tests'] as const

export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
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
      t.dropColumn('sort_order')
    })
  }
}

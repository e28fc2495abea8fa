import type { Knex } from 'knex'

/**
 * /blood-test searches and filters on the server: `q` matches the name, the category or the
 * description, as the page always did in the browser, so the description gets a trigram index like
 * the other two; the category filter pages in list order from a composite index.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'create index blood_tests_description_trgm on blood_tests using gin (description gin_trgm_ops)',
  )
  await knex.raw('create index blood_tests_category_order on blood_tests (category, created_at, id)')
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists blood_tests_category_order')
  await knex.raw('drop index if exists blood_tests_description_trgm')
}

import type { Knex } from 'knex'

/** Every table whose records hold visitor-facing text (shared/src/localized.ts LOCALIZED_FIELDS). */
const LOCALIZED_TABLES = [
  'services',
  'blood_tests',
  'thyroid_packages',
  'offers',
  'blog_posts',
  'faqs',
  'testimonials',
  'menu_items',
  'slider_images',
  'background_images',
] as const

/**
 * The other language beside English, `{ "hi": { "<field>": "…" } }`. Documents (banner,
 * about, site settings) keep theirs inside their jsonb value, so they need no column.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of LOCALIZED_TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.jsonb('i18n').notNullable().defaultTo('{}')
    })
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of LOCALIZED_TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('i18n')
    })
  }
}

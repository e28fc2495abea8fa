import type { Knex } from 'knex'

/** The publishable lists: each record is a draft or published, optionally from a time on. */
export const PUBLISHABLE_TABLES = ['blog_posts', 'offers', 'faqs', 'testimonials'] as const

/**
 * Drafts, scheduled publishing. Existing rows stay published (visitors keep seeing them).
 * `published_announced_at` is when the scheduler told the caches a scheduled record became visible,
 * so each scheduled publish is announced (change event and audit entry) exactly once, whichever of
 * several server processes gets there first. The banner and About keep a draft beside the published
 * value (`documents.draft`), published by staff or at `draft_publish_at`.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of PUBLISHABLE_TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.string('status', 20).notNullable().defaultTo('published')
      t.timestamp('publish_at', { useTz: true })
      t.timestamp('published_announced_at', { useTz: true })
      t.check("status in ('draft', 'published')", [], `${table}_status_check`)
    })
  }
  await knex.schema.alterTable('documents', (t) => {
    t.jsonb('draft')
    t.timestamp('draft_publish_at', { useTz: true })
    t.timestamp('draft_updated_at', { useTz: true })
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('documents', (t) => {
    t.dropColumns('draft', 'draft_publish_at', 'draft_updated_at')
  })
  for (const table of PUBLISHABLE_TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.dropChecks(`${table}_status_check`)
      t.dropColumns('status', 'publish_at', 'published_announced_at')
    })
  }
}

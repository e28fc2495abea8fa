import type { Knex } from 'knex'

/**
 * `revisions` keeps every version of a content or catalogue record (and of the
 * singleton documents), written in the same transaction as the write. Existing records get their
 * first revision lazily, at their first write (the version before it, as a 'baseline'): the record's
 * API shape is application code a migration cannot run, and the demo content is seeded after the
 * migrations anyway.
 *
 * `media` becomes the media library: each picture gets the address fields store (`url`), alt text
 * in English and Hindi, and may be a picture the site referenced before the library existed (no
 * stored variants, so no base name, size or dimensions known).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('revisions', (t) => {
    t.bigIncrements('id').primary()
    t.string('resource', 60).notNullable()
    t.string('record_id', 100).notNullable()
    t.integer('version').notNullable()
    t.string('action', 20).notNullable()
    t.jsonb('record').notNullable()
    t.jsonb('changed_fields').notNullable().defaultTo(knex.raw("'[]'::jsonb"))
    t.uuid('user_id').references('users.id').onDelete('SET NULL')
    t.string('user_email', 254).notNullable().defaultTo('')
    t.bigInteger('restored_from')
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.check("action in ('baseline', 'create', 'update', 'delete', 'restore')")
    t.index(['resource', 'record_id', 'id'])
  })

  await knex.schema.alterTable('media', (t) => {
    t.text('url')
    t.string('alt', 500).notNullable().defaultTo('')
    t.string('alt_hi', 500).notNullable().defaultTo('')
  })
  // The address a picture field stores for an upload is its largest variant (UploadResult.url).
  await knex.raw(
    `UPDATE media SET url = (SELECT v->>'url' FROM jsonb_array_elements(variants) AS v
                              ORDER BY (v->>'width')::int DESC LIMIT 1)`,
  )
  await knex.raw(`UPDATE media SET url = '/uploads/media/' || base_name || '.webp' WHERE url IS NULL`)
  await knex.raw('ALTER TABLE media ALTER COLUMN url SET NOT NULL')
  await knex.raw('CREATE UNIQUE INDEX media_url_unique ON media (url)')
  await knex.raw('CREATE INDEX media_created_at ON media (created_at DESC, id DESC)')
  for (const column of ['base_name', 'width', 'height', 'size']) {
    await knex.raw('ALTER TABLE media ALTER COLUMN ?? DROP NOT NULL', [column])
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('revisions')
  await knex('media').whereNull('base_name').delete()
  await knex.raw('DROP INDEX media_url_unique')
  await knex.raw('DROP INDEX media_created_at')
  await knex.schema.alterTable('media', (t) => {
    t.dropColumn('url')
    t.dropColumn('alt')
    t.dropColumn('alt_hi')
  })
  for (const column of ['base_name', 'width', 'height', 'size']) {
    await knex.raw('ALTER TABLE media ALTER COLUMN ?? SET NOT NULL', [column])
  }
}

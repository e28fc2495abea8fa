import type { Knex } from 'knex'

/**
 * A visitor shares one report with a doctor through a link that works without an account
 * until it expires or is revoked. Only the token's hash is kept; the visitor sees when it was opened.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('report_shares', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'))
    t.uuid('consultation_id').notNullable().references('consultations.id').onDelete('CASCADE')
    t.uuid('file_id').notNullable().references('consultation_files.id').onDelete('CASCADE')
    t.string('token_hash', 64).notNullable().unique()
    t.timestamp('expires_at', { useTz: true }).notNullable()
    t.timestamp('revoked_at', { useTz: true })
    t.integer('opened_count').notNullable().defaultTo(0)
    t.timestamp('last_opened_at', { useTz: true })
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['consultation_id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('report_shares')
}

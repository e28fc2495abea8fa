import type { Knex } from 'knex'

/**
 * One invoice per booking, numbered without gaps per Indian financial year (April–March):
 * INV/2026-27/000001. The counter row of a year is locked by each issue, so concurrent issues queue and
 * never share a number; the invoice keeps the total it was issued for.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('invoice_counters', (t) => {
    t.string('financial_year', 7).primary()
    t.integer('last').notNullable()
  })
  await knex.schema.createTable('invoices', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'))
    t.uuid('consultation_id').notNullable().unique().references('consultations.id').onDelete('CASCADE')
    t.string('number', 30).notNullable().unique()
    t.string('financial_year', 7).notNullable()
    t.integer('sequence').notNullable()
    t.date('issued_on').notNullable()
    t.jsonb('total').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.unique(['financial_year', 'sequence'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('invoices')
  await knex.schema.dropTable('invoice_counters')
}

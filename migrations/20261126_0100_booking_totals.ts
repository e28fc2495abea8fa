import type { Knex } from 'knex'

/**
 * A booking keeps what it costs as booked — the collection fee the lab's rule gave it and the
 * currency its prices were in — beside the priced items it already keeps, so a later change of the fee
 * rule or the currency does not rewrite a booking's total. Older bookings: no fee, the site's INR.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consultations', (t) => {
    t.decimal('collection_fee', 12, 2).notNullable().defaultTo(0)
    t.string('currency', 3).notNullable().defaultTo('INR')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consultations', (t) => {
    t.dropColumn('collection_fee')
    t.dropColumn('currency')
  })
}

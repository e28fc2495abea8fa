import type { Knex } from 'knex'

/**
 * A booking records where it came from (`source`: the site, or a walk-in the
 * desk registered), and each booking gets an append-only payments ledger. An entry is money taken
 * (cash, UPI, card) or, with `reverses`, money given back against one earlier payment of the same
 * booking (a negative amount). Entries are never updated or deleted by the app; the balance is derived
 * from them. `position` numbers a booking's entries in the order they were made (the booking row is
 * locked while one is added), so "balance after this entry" is well defined and two racing writes
 * cannot both become entry 3. Amounts are numeric(12,2) like the booking's collection fee: the
 * currency's major unit with paise. `lab_day` is the lab-local day it was taken, for the day-end sheet;
 * the staff member's name is kept as it was, so the sheet reads the same after a rename or removal.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consultations', (t) => {
    t.string('source', 10).notNullable().defaultTo('web')
    t.check("source in ('web', 'walk-in')", [], 'consultations_source_check')
  })
  await knex.schema.createTable('payments', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'))
    t.uuid('consultation_id').notNullable().references('consultations.id').onDelete('CASCADE')
    t.integer('position').notNullable()
    t.string('method', 10).notNullable()
    t.decimal('amount', 12, 2).notNullable()
    t.string('currency', 3).notNullable()
    t.string('reference', 200).notNullable().defaultTo('')
    t.uuid('reverses').references('payments.id')
    t.uuid('created_by').references('users.id').onDelete('SET NULL')
    t.string('created_by_name', 200).notNullable()
    t.date('lab_day').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.unique(['consultation_id', 'position'])
    t.index(['lab_day'])
    t.check("method in ('cash', 'upi', 'card')", [], 'payments_method_check')
    // A payment is positive and reverses nothing; a refund is negative and names what it reverses.
    t.check(
      '(reverses is null and amount > 0) or (reverses is not null and amount < 0)',
      [],
      'payments_sign_check',
    )
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payments')
  await knex.schema.alterTable('consultations', (t) => {
    t.dropChecks(['consultations_source_check'])
    t.dropColumn('source')
  })
}

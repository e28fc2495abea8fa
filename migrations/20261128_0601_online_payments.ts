import type { Knex } from 'knex'

/**
 * Online payments through a gateway (Razorpay, or the built-in simulator):
 * - the ledger gains the method `online`; such an entry's `reference` is the gateway's payment id
 *   (pay_…) or, for a refund, its refund id (rfnd_…), unique among online entries, so a webhook
 *   delivered twice records once; `flag` tells staff why to look at an entry (a capture whose amount
 *   differs from its order is recorded as captured, and flagged).
 * - `online_payment_orders`: every order this server asked the gateway for, with the amount it asked
 *   (the booking's balance due then), so a capture can be checked against it and a webhook for an order
 *   this server never made is ignored. `state` is what the visitor is shown: paid only once the capture
 *   is in the ledger.
 * - `online_refunds`: refunds sent to the gateway, pending until its webhook confirms them; the ledger's
 *   reversal is written only then.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table payments drop constraint payments_method_check')
  await knex.raw(
    "alter table payments add constraint payments_method_check check (method in ('cash', 'upi', 'card', 'online'))",
  )
  await knex.schema.alterTable('payments', (t) => {
    t.string('flag', 300)
  })
  await knex.raw(
    "create unique index payments_online_reference_unique on payments (reference) where method = 'online'",
  )
  await knex.schema.createTable('online_payment_orders', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'))
    t.uuid('consultation_id').references('consultations.id').onDelete('SET NULL')
    t.string('provider', 20).notNullable()
    t.string('order_id', 100).notNullable().unique()
    t.decimal('amount', 12, 2).notNullable()
    t.string('currency', 3).notNullable()
    t.string('state', 10).notNullable().defaultTo('pending')
    t.string('payment_id', 100)
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['consultation_id'])
    t.check("state in ('pending', 'paid', 'failed')", [], 'online_payment_orders_state_check')
  })
  await knex.schema.createTable('online_refunds', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'))
    t.uuid('consultation_id').references('consultations.id').onDelete('SET NULL')
    t.uuid('reverses').notNullable().references('payments.id')
    t.string('provider', 20).notNullable()
    t.string('provider_refund_id', 100).notNullable().unique()
    t.decimal('amount', 12, 2).notNullable()
    t.string('currency', 3).notNullable()
    t.string('reason', 500).notNullable()
    t.string('state', 10).notNullable().defaultTo('pending')
    t.uuid('requested_by').references('users.id').onDelete('SET NULL')
    t.string('requested_by_name', 200).notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.check("state in ('pending', 'processed', 'failed')", [], 'online_refunds_state_check')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('online_refunds')
  await knex.schema.dropTable('online_payment_orders')
  await knex('payments').where({ method: 'online' }).delete()
  await knex.raw('drop index payments_online_reference_unique')
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('flag')
  })
  await knex.raw('alter table payments drop constraint payments_method_check')
  await knex.raw(
    "alter table payments add constraint payments_method_check check (method in ('cash', 'upi', 'card'))",
  )
}

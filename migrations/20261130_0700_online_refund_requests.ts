import type { Knex } from 'knex'

/**
 * An online refund is stored before the gateway is asked, so two admins refunding one payment at once
 * cannot both be given more than is left: its row is `requested` (held against the payment, the
 * gateway not answered yet) with no gateway refund id, then `pending` once the gateway took it and
 * gave its id, `failed` if the gateway refused it. The gateway id stays unique where there is one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table online_refunds alter column provider_refund_id drop not null')
  await knex.raw('alter table online_refunds drop constraint online_refunds_state_check')
  await knex.raw(
    "alter table online_refunds add constraint online_refunds_state_check check (state in ('requested', 'pending', 'processed', 'failed'))",
  )
}

export async function down(knex: Knex): Promise<void> {
  // A request the gateway never answered has no id to keep: it was never refunded from this site.
  await knex('online_refunds').whereNull('provider_refund_id').delete()
  await knex('online_refunds').where({ state: 'requested' }).update({ state: 'pending' })
  await knex.raw('alter table online_refunds drop constraint online_refunds_state_check')
  await knex.raw(
    "alter table online_refunds add constraint online_refunds_state_check check (state in ('pending', 'processed', 'failed'))",
  )
  await knex.raw('alter table online_refunds alter column provider_refund_id set not null')
}

import type { Knex } from 'knex'

/**
 * Whether a booking's visitor still wants the update e-mails (reminder, confirmed, report ready): on
 * unless they opted out with a mail's link; when they did, for staff to see.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.boolean('mail_updates').notNullable().defaultTo(true)
    t.timestamp('mail_updates_changed_at', { useTz: true })
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (t) => {
    t.dropColumn('mail_updates_changed_at')
    t.dropColumn('mail_updates')
  })
}

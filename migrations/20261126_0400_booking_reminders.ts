import type { Knex } from 'knex'

/**
 * A mail may carry a calendar event (the booking's slot, .ics), and a booking records when
 * its day-before reminder was queued, so the reminder job sends each one once whatever the restarts.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outbox', (t) => {
    t.text('calendar')
  })
  await knex.schema.alterTable('consultations', (t) => {
    t.timestamp('reminder_sent_at', { useTz: true })
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outbox', (t) => {
    t.dropColumn('calendar')
  })
  await knex.schema.alterTable('consultations', (t) => {
    t.dropColumn('reminder_sent_at')
  })
}

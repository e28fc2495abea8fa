import type { Knex } from 'knex'

/**
 * Messages beyond e-mail: the outbox carries SMS and WhatsApp messages too (a channel, and the
 * template with its parameters a provider needs), and a booking keeps whether its visitor wants
 * WhatsApp updates (on by default for a mobile number, off after STOP or the opt-out link), and how
 * often its calendar event has been moved.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outbox', (t) => {
    t.string('channel', 20).notNullable().defaultTo('email')
    t.jsonb('message')
    t.check("channel in ('email', 'sms', 'whatsapp')", [], 'outbox_channel_check')
  })
  await knex.schema.alterTable('consultations', (t) => {
    t.boolean('phone_messages').notNullable().defaultTo(false)
    t.timestamp('phone_messages_changed_at', { useTz: true })
    // The calendar event's SEQUENCE: one more at each move, so calendars replace the event's time.
    t.integer('calendar_sequence').notNullable().defaultTo(0)
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consultations', (t) => {
    t.dropColumn('calendar_sequence')
    t.dropColumn('phone_messages_changed_at')
    t.dropColumn('phone_messages')
  })
  await knex.schema.alterTable('outbox', (t) => {
    t.dropChecks(['outbox_channel_check'])
    t.dropColumn('message')
    t.dropColumn('channel')
  })
}

import type { Knex } from 'knex'

/**
 * The outbox of outgoing mail, the scheduler's job table, idempotency records that point
 * at the record they created (so they are erased with it), and the address of audited reads.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('outbox', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'))
    // What caused the mail: 'staff-notification', 'password-reset', ...
    t.string('kind', 40).notNullable()
    // null: the staff address, looked up when sending so a changed contact e-mail applies at once.
    t.string('recipient', 254)
    t.string('reply_to', 254)
    t.string('subject', 300).notNullable()
    t.text('text').notNullable()
    t.text('html')
    // The record the mail is about (consultation, message, referral), so erasing it erases the mail.
    t.string('related_id', 100)
    t.string('status', 20).notNullable().defaultTo('pending')
    t.integer('attempts').notNullable().defaultTo(0)
    t.text('last_error')
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    // A claimed mail is being sent until then; past it, a crashed sender's claim is taken over.
    t.timestamp('locked_until', { useTz: true })
    t.timestamp('give_up_at', { useTz: true }).notNullable()
    t.timestamp('sent_at', { useTz: true })
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.check("status in ('pending', 'sending', 'sent', 'failed')")
    t.index(['status', 'next_attempt_at'])
    t.index(['related_id'])
    t.index(['created_at'])
  })

  await knex.schema.createTable('scheduled_jobs', (t) => {
    t.string('name', 100).primary()
    // The process that moves this forward (a conditional update) runs the job; the others skip it.
    t.timestamp('next_run_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('last_started_at', { useTz: true })
    t.timestamp('last_finished_at', { useTz: true })
    t.text('last_error')
  })

  await knex.schema.alterTable('idempotency_keys', (t) => {
    t.string('resource_id', 100)
    t.index(['resource_id'])
  })

  await knex.schema.alterTable('audit_log', (t) => {
    t.string('ip_address', 64).notNullable().defaultTo('')
    t.index(['entity_id'])
    t.index(['user_email'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('audit_log', (t) => {
    t.dropIndex(['user_email'])
    t.dropIndex(['entity_id'])
    t.dropColumn('ip_address')
  })
  await knex.schema.alterTable('idempotency_keys', (t) => {
    t.dropIndex(['resource_id'])
    t.dropColumn('resource_id')
  })
  await knex.schema.dropTableIfExists('scheduled_jobs')
  await knex.schema.dropTableIfExists('outbox')
}

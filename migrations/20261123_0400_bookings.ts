import type { Knex } from 'knex'

const NEW_STATUSES =
  "('new', 'contacted', 'confirmed', 'sample-collected', 'report-ready', 'booked', 'closed', 'cancelled')"
const OLD_STATUSES = "('new', 'contacted', 'booked', 'closed')"

/** Replaces the status check of consultations, whatever name PostgreSQL gave it when it was created. */
async function replaceStatusCheck(knex: Knex, allowed: string) {
  const checks = await knex.raw(
    `select conname from pg_constraint
      where conrelid = 'consultations'::regclass and contype = 'c'
        and pg_get_constraintdef(oid) like '%status%'`,
  )
  for (const { conname } of checks.rows as { conname: string }[]) {
    await knex.raw('alter table consultations drop constraint ??', [conname])
  }
  await knex.raw(
    `alter table consultations add constraint consultations_status_check check (status in ${allowed})`,
  )
}

/**
 * Bookings a lab can run on. A booking (a consultation row) now records what was booked
 * (a snapshot of each item), when and where (collection type, date, slot, PIN code), its human
 * reference and the visitor's account; the lab's slot table, closed dates and serviceable PIN codes;
 * report files (consultation_files of kind 'report') and one-time download codes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('booking_slots', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'))
    // 0 = Sunday … 6 = Saturday, as Date.getUTCDay() counts them for a YYYY-MM-DD date.
    t.integer('weekday').notNullable()
    t.string('start_time', 5).notNullable()
    t.string('end_time', 5).notNullable()
    t.integer('capacity').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.check('weekday between 0 and 6')
    t.check('capacity between 0 and 1000')
    t.unique(['weekday', 'start_time'])
  })

  await knex.schema.createTable('booking_closed_dates', (t) => {
    t.date('date').primary()
    t.string('reason', 200).notNullable().defaultTo('')
  })

  await knex.schema.createTable('serviceable_pincodes', (t) => {
    t.string('pincode', 6).primary()
    t.string('area', 200).notNullable().defaultTo('')
  })

  // Booking numbers: a sequence hands each one out without a lock, so concurrent bookings never wait
  // for each other (or share a number) and a rolled-back booking only leaves a gap.
  await knex.raw('create sequence booking_reference_seq')

  await replaceStatusCheck(knex, NEW_STATUSES)
  await knex.schema.alterTable('consultations', (t) => {
    t.string('reference', 20).unique()
    t.jsonb('items').notNullable().defaultTo(knex.raw("'[]'::jsonb"))
    t.integer('family_members').notNullable().defaultTo(1)
    t.boolean('family_discount').notNullable().defaultTo(false)
    t.string('collection_type', 10)
    t.date('preferred_date')
    t.uuid('slot_id').references('booking_slots.id').onDelete('SET NULL')
    // The slot as it read when booked, so a later change of the slot table does not rewrite history.
    t.string('slot_label', 40).notNullable().defaultTo('')
    t.string('pincode', 6)
    t.uuid('user_id').references('users.id').onDelete('SET NULL')
    // SHA-256 of the secret the booking browser keeps, so a visitor who signs up later can claim it.
    t.string('claim_hash', 64)
    t.check(
      "collection_type is null or collection_type in ('home', 'lab')",
      [],
      'consultations_collection_type_check',
    )
    t.index(['preferred_date', 'slot_id'])
    t.index(['user_id'])
  })

  await knex.schema.alterTable('consultation_files', (t) => {
    // 'attachment': sent by the visitor; 'report': the lab's report, attached by staff.
    t.string('kind', 20).notNullable().defaultTo('attachment')
  })

  await knex.schema.createTable('report_download_codes', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'))
    t.uuid('consultation_id').notNullable().references('consultations.id').onDelete('CASCADE')
    t.string('code_hash', 64).notNullable()
    t.integer('attempts').notNullable().defaultTo(0)
    t.timestamp('expires_at', { useTz: true }).notNullable()
    t.timestamp('used_at', { useTz: true })
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['consultation_id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('report_download_codes')
  await knex.schema.alterTable('consultation_files', (t) => {
    t.dropColumn('kind')
  })
  await knex.schema.alterTable('consultations', (t) => {
    for (const column of [
      'reference',
      'items',
      'family_members',
      'family_discount',
      'collection_type',
      'preferred_date',
      'slot_id',
      'slot_label',
      'pincode',
      'user_id',
      'claim_hash',
    ]) {
      t.dropColumn(column)
    }
  })
  await knex('consultations')
    .whereNotIn('status', ['new', 'contacted', 'booked', 'closed'])
    .update({ status: 'closed' })
  await replaceStatusCheck(knex, OLD_STATUSES)
  await knex.raw('drop sequence if exists booking_reference_seq')
  await knex.schema.dropTableIfExists('serviceable_pincodes')
  await knex.schema.dropTableIfExists('booking_closed_dates')
  await knex.schema.dropTableIfExists('booking_slots')
}

import type { Knex } from 'knex'

/**
 * The payments ledger is the lab's books — entries are never edited or deleted, only
 * reversed — so an entry outlives its booking. Deleting a booking (staff, retention, a person's
 * erasure) used to cascade to its payments and change past day-end sheets; now the entry stays with its
 * amount, method, day and staff member, loses the link to the deleted booking (set null), and keeps
 * the booking's reference as text so the books still say what the money was for.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.string('booking_reference', 40).notNullable().defaultTo('')
  })
  await knex.raw(`
    update payments set booking_reference = coalesce(c.reference, '')
    from consultations c where c.id = payments.consultation_id`)
  await knex.raw('alter table payments drop constraint payments_consultation_id_foreign')
  await knex.raw('alter table payments alter column consultation_id drop not null')
  await knex.raw(`
    alter table payments add constraint payments_consultation_id_foreign
    foreign key (consultation_id) references consultations(id) on delete set null`)
}

export async function down(knex: Knex): Promise<void> {
  await knex('payments').whereNull('consultation_id').delete()
  await knex.raw('alter table payments drop constraint payments_consultation_id_foreign')
  await knex.raw('alter table payments alter column consultation_id set not null')
  await knex.raw(`
    alter table payments add constraint payments_consultation_id_foreign
    foreign key (consultation_id) references consultations(id) on delete cascade`)
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('booking_reference')
  })
}

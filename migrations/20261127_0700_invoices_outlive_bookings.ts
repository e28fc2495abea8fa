import type { Knex } from 'knex'

/**
 * An issued invoice is a tax document with a gap-free number: it must outlive its booking.
 * Deleting a booking (staff, retention) used to cascade to its invoice, leaving a hole in the year's
 * numbers. The invoice now keeps, from its issue, what it was issued for — the booking's reference,
 * who was billed and what was booked — and loses only the link when the booking goes (set null).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('invoices', (t) => {
    t.string('booking_reference', 40).notNullable().defaultTo('')
    t.jsonb('bill_to').notNullable().defaultTo(knex.raw(`'{"name":"","phone":"","email":""}'::jsonb`))
    t.jsonb('booked')
      .notNullable()
      .defaultTo(knex.raw(`'{"items":[],"members":[],"familyMembers":1}'::jsonb`))
  })
  await knex.raw(`
    update invoices set
      booking_reference = coalesce(c.reference, ''),
      bill_to = jsonb_build_object('name', c.name, 'phone', c.phone, 'email', c.email),
      booked = jsonb_build_object('items', c.items, 'members', c.members, 'familyMembers', c.family_members)
    from consultations c where c.id = invoices.consultation_id`)
  await knex.raw('alter table invoices drop constraint invoices_consultation_id_foreign')
  await knex.raw('alter table invoices alter column consultation_id drop not null')
  await knex.raw(`
    alter table invoices add constraint invoices_consultation_id_foreign
    foreign key (consultation_id) references consultations(id) on delete set null`)
}

export async function down(knex: Knex): Promise<void> {
  await knex('invoices').whereNull('consultation_id').delete()
  await knex.raw('alter table invoices drop constraint invoices_consultation_id_foreign')
  await knex.raw('alter table invoices alter column consultation_id set not null')
  await knex.raw(`
    alter table invoices add constraint invoices_consultation_id_foreign
    foreign key (consultation_id) references consultations(id) on delete cascade`)
  await knex.schema.alterTable('invoices', (t) => {
    t.dropColumn('booked')
    t.dropColumn('bill_to')
    t.dropColumn('booking_reference')
  })
}

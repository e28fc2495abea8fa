import type { Knex } from 'knex'

const WITH_DESK_STEPS =
  "('new', 'contacted', 'confirmed', 'arrived', 'sample-collected', 'sent-to-lab', 'report-ready', 'booked', 'closed', 'cancelled')"
const WITHOUT_DESK_STEPS =
  "('new', 'contacted', 'confirmed', 'sample-collected', 'report-ready', 'booked', 'closed', 'cancelled')"

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
 * The front desk's steps through a visit on the day. A booking goes confirmed → arrived →
 * sample collected → sent to lab → report ready.
 */
export async function up(knex: Knex): Promise<void> {
  await replaceStatusCheck(knex, WITH_DESK_STEPS)
}

export async function down(knex: Knex): Promise<void> {
  // Each desk step falls back to the visitor's step it stands at.
  await knex('consultations').where({ status: 'arrived' }).update({ status: 'confirmed' })
  await knex('consultations').where({ status: 'sent-to-lab' }).update({ status: 'sample-collected' })
  await replaceStatusCheck(knex, WITHOUT_DESK_STEPS)
}

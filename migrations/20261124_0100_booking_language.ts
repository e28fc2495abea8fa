import type { Knex } from 'knex'

/**
 * A booking remembers the site language the visitor booked in, so the e-mails that follow
 * it (confirmed, report ready, cancelled, a report download code) speak that language too, as the
 * first confirmation already did. Bookings made before have none: their e-mails use the site's
 * default language.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consultations', (t) => {
    t.string('language', 5)
    t.check("language is null or language in ('en', 'hi')", [], 'consultations_language_check')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consultations', (t) => {
    t.dropChecks('consultations_language_check')
    t.dropColumn('language')
  })
}

import type { Knex } from 'knex'

/**
 * The lab's address, phones and hours have one name inside the code and the database, the one its
 * wire path `/api/business-contact` already says: the document key `contact-info` becomes
 * `business-contact`, and so does its entity in the audit log and in the revisions (where a
 * document's record id is its key).
 */
async function rename(knex: Knex, from: string, to: string) {
  await knex('documents').where({ key: from }).update({ key: to })
  await knex('audit_log').where({ entity: from }).update({ entity: to })
  await knex('audit_log').where({ entity: to, entity_id: from }).update({ entity_id: to })
  await knex('revisions').where({ resource: from }).update({ resource: to })
  await knex('revisions').where({ resource: to, record_id: from }).update({ record_id: to })
}

export async function up(knex: Knex): Promise<void> {
  await rename(knex, 'contact-info', 'business-contact')
}

export async function down(knex: Knex): Promise<void> {
  await rename(knex, 'business-contact', 'contact-info')
}

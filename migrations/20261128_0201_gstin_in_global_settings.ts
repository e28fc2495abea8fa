import type { Knex } from 'knex'

const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

const parsed = (value: unknown): Record<string, unknown> =>
  (typeof value === 'string' ? JSON.parse(value) : value) ?? {}

/**
 * Invoices now read the lab's GSTIN from the Global settings (`gstin`). A tax number typed in the
 * contact details before that is copied there when it is a well-formed GSTIN, so a lab's invoices keep
 * printing it; anything else stays where it was (the invoice then carries the exemption line).
 */
export async function up(knex: Knex): Promise<void> {
  const contact = await knex('documents').where({ key: 'contact-info' }).first()
  const taxNumber = String(parsed(contact?.value).taxNumber ?? '')
    .trim()
    .toUpperCase()
  if (!GSTIN.test(taxNumber)) return
  const global = await knex('documents').where({ key: 'global-settings' }).first()
  if (!global) return
  const settings = parsed(global.value)
  if (settings.gstin) return
  await knex('documents')
    .where({ key: 'global-settings' })
    .update({ value: JSON.stringify({ ...settings, gstin: taxNumber }) })
}

export async function down(): Promise<void> {
  // The copy in the contact details was never removed: nothing to give back.
}

import type { BusinessContact, GlobalSettings, SiteSettings } from '@labsite/shared'
import type { Knex } from 'knex'
import { readDocument } from '../kits/documents-repository'
import type { LabDetails } from './pdf-document'

/**
 * The lab as its documents name it: the site's name, the address, phone and e-mail of its contact
 * details, and the GSTIN of its Global settings (the one tax number an invoice may print).
 */
export async function readLabDetails(knex: Knex): Promise<LabDetails> {
  const site = await readDocument<SiteSettings>(knex, 'site-settings')
  const contact = await readDocument<BusinessContact>(knex, 'business-contact')
  const global = await readDocument<GlobalSettings>(knex, 'global-settings')
  return {
    name: site.websiteName ?? 'Diagnostic laboratory',
    address: contact.address ?? [],
    phone: contact.phone ?? '',
    email: contact.email ?? '',
    taxNumber: global.gstin ?? '',
  }
}

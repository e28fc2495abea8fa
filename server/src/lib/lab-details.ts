import type { ContactInfo, SiteSettings } from '@labsite/shared'
import type { Knex } from 'knex'
import type { LabDetails } from './pdf-document'
import { readDocument } from './read-document'

/** The lab as its documents name it: the site's name, and the address, phone, e-mail and GSTIN of its contact details. */
export async function readLabDetails(knex: Knex): Promise<LabDetails> {
  const site = await readDocument<SiteSettings>(knex, 'site-settings')
  const contact = await readDocument<ContactInfo>(knex, 'contact-info')
  return {
    name: site.websiteName ?? 'Diagnostic laboratory',
    address: contact.address ?? [],
    phone: contact.phone ?? '',
    email: contact.email ?? '',
    taxNumber: contact.taxNumber ?? '',
  }
}

import type { ContactMessage, ContactMessageFields, ContactMessageStatus } from '@labsite/shared'
import type { Knex } from 'knex'
import { createEnquiryRepository } from '../../lib/kits/enquiry-repository'
import { phoneColumn } from '../../lib/kits/list-filters'
import { type RowMeta, recordMeta } from '../../lib/kits/records'

export interface ContactMessageRow extends RowMeta {
  name: string
  phone: string
  email: string
  subject: string
  message: string
  status: ContactMessageStatus
}

const SEARCH_COLUMNS = ['name', 'email', phoneColumn('phone'), 'subject', 'message']

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    ...recordMeta(row),
    name: row.name,
    phone: row.phone,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: row.status,
  }
}

/** Messages sent through the public contact form, followed up by staff. */
export function createContactMessagesRepository(knex: Knex) {
  const { rows, ...enquiries } = createEnquiryRepository<ContactMessageRow, ContactMessage>(knex, {
    table: 'contact_messages',
    searchColumns: SEARCH_COLUMNS,
    toRecords: (found) => found.map(toContactMessage),
  })
  return {
    ...enquiries,

    async insert(fields: ContactMessageFields, trx?: Knex.Transaction): Promise<ContactMessage> {
      const [row] = await rows(trx)
        .insert({
          name: fields.name.trim(),
          phone: fields.phone?.trim() ?? '',
          email: fields.email,
          subject: fields.subject.trim(),
          message: fields.message.trim(),
        })
        .returning('*')
      return toContactMessage(row as ContactMessageRow)
    },
  }
}

export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>

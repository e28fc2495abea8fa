import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  ContactMessage,
  ContactMessageExportQuery,
  ContactMessageFields,
  ContactMessageListQuery,
  ContactMessagePatch,
  type ContactMessageStatus,
} from '@labsite/shared'
import { registerEnquiryList, registerEnquiryUpdate } from '../../lib/enquiry-routes'
import { registerEnquirySubmit } from '../../lib/enquiry-submit'
import { newContactMessageMail } from '../../mail/enquiry-mails'
import { contactMessageCsvColumns } from './contact-csv'
import { createContactMessagesRepository } from './contact-repository'

/** Contact messages (DESIGN §4.4): stored from the public form, listed and marked by staff. */
const contact: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createContactMessagesRepository(app.knex)

  registerEnquirySubmit<ContactMessageFields, ContactMessage>(app, {
    path: '/contact/',
    tag: 'contact',
    entity: 'contact-message',
    body: ContactMessageFields,
    record: ContactMessage,
    requiredText: ['name', 'subject', 'message'],
    insert: repository.insert,
    findById: repository.findById,
    staffMail: newContactMessageMail,
  })

  registerEnquiryList(app, {
    path: '/contact',
    tag: 'contact',
    record: ContactMessage,
    listQuery: ContactMessageListQuery,
    exportQuery: ContactMessageExportQuery,
    csvName: 'contact-messages',
    entity: 'contact-message',
    csvColumns: contactMessageCsvColumns,
    repository,
  })

  registerEnquiryUpdate<ContactMessage, { status: ContactMessageStatus }>(app, {
    method: 'PATCH',
    url: '/contact/:id',
    tag: 'contact',
    record: ContactMessage,
    body: ContactMessagePatch,
    entity: 'contact-message',
    notFoundMessage: 'Message not found',
    findForUpdate: repository.findForUpdate,
    apply: (current, { status }, trx) => repository.update(current.id, { status }, trx),
    auditView: ({ status, version }) => ({ status, version }),
  })
}

export default contact

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  ContactMessage,
  ContactMessageExportQuery,
  ContactMessageFields,
  ContactMessageListQuery,
  ContactMessagePatch,
  IdParams,
} from '@labsite/shared'
import { ENQUIRY_UPDATE_REFUSALS, registerEnquiryList, updateEnquiry } from '../../lib/kits/enquiry-routes'
import { FORM_REFUSALS, formRateLimit, storeEnquiry } from '../../lib/kits/enquiry-submit'
import { newContactMessageMail } from '../../mail/enquiry-mails'
import { contactMessageCsvColumns } from './contact-messages-csv'

/** Contact messages: stored from the public form, listed and marked by staff. */
const contactMessages: FastifyPluginAsyncTypebox = async (app) => {
  const repository = app.contactMessagesRepository

  app.post(
    '/contact/',
    {
      config: { rateLimit: formRateLimit(app), idempotency: { replay: repository.findById } },
      schema: {
        tags: ['contact-messages'],
        body: ContactMessageFields,
        response: { 201: ContactMessage, ...FORM_REFUSALS },
      },
    },
    async (request, reply) =>
      storeEnquiry(
        app,
        request,
        reply,
        'contact-message',
        (trx) => repository.insert(request.body, trx),
        newContactMessageMail,
      ),
  )

  registerEnquiryList(app, {
    path: '/contact',
    tag: 'contact-messages',
    record: ContactMessage,
    listQuery: ContactMessageListQuery,
    exportQuery: ContactMessageExportQuery,
    csvName: 'contact-messages',
    entity: 'contact-message',
    csvColumns: contactMessageCsvColumns,
    repository,
  })

  app.patch(
    '/contact/:id',
    {
      onRequest: [app.requireRole('staff')],
      schema: {
        tags: ['contact-messages'],
        params: IdParams,
        body: ContactMessagePatch,
        response: { 200: ContactMessage, ...ENQUIRY_UPDATE_REFUSALS },
      },
    },
    async (request, reply) =>
      updateEnquiry(app, request, reply, {
        id: request.params.id,
        entity: 'contact-message',
        notFoundMessage: 'Message not found',
        findForUpdate: repository.findForUpdate,
        apply: (current, trx) => repository.update(current.id, { status: request.body.status }, trx),
        auditView: ({ status, version }) => ({ status, version }),
      }),
  )
}

export default contactMessages

import { ErrorBody } from '@labsite/shared'
import type { FastifyInstance } from 'fastify'
import type { TSchema } from 'typebox'
import type { StaffMail } from '../mail/enquiry-mails'
import { assertNotBlank } from './not-blank'
import { setVersionEtag } from './versioning'

/** Public forms share one per-client limit, so a script cannot flood staff inboxes. */
export const formRateLimit = (app: FastifyInstance) => ({
  max: app.config.rateLimitForms,
  timeWindow: 60_000,
})

/** A public form (contact, referral): stored, then staff are told; answers 201 with the record. */
export function registerEnquirySubmit<
  TFields extends object,
  TRecord extends { id: string; version: number },
>(
  app: FastifyInstance,
  form: {
    path: string
    tag: string
    /** Change bus resource of the stored record, e.g. 'referral'. */
    entity: string
    body: TSchema
    record: TSchema
    /** Text fields that spaces alone must not fill. */
    requiredText: readonly (keyof TFields & string)[]
    insert: (fields: TFields) => Promise<TRecord>
    staffMail: (record: TRecord, publicUrl: string) => StaffMail
  },
): void {
  app.post(
    form.path,
    {
      config: { rateLimit: formRateLimit(app) },
      schema: {
        tags: [form.tag],
        body: form.body,
        response: { 201: form.record, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const fields = request.body as TFields
      assertNotBlank(fields, form.requiredText)
      const record = await form.insert(fields)
      await app.changes.publish({ resource: form.entity, id: record.id, kind: 'created' })
      app.staffNotifier.notify(form.staffMail(record, app.config.publicUrl))
      setVersionEtag(reply, record.version)
      return reply.code(201).send(record)
    },
  )
}

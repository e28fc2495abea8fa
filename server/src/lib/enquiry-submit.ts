import { ErrorBody } from '@labsite/shared'
import type { FastifyInstance } from 'fastify'
import type { Knex } from 'knex'
import type { TSchema } from 'typebox'
import { type StaffMail, staffNotification } from '../mail/enquiry-mails'
import { assertNotBlank } from './not-blank'
import { setVersionEtag } from './versioning'

/** Public forms share one per-client limit, so a script cannot flood staff inboxes. */
export const formRateLimit = (app: FastifyInstance) => ({
  max: app.config.rateLimitForms,
  timeWindow: 60_000,
})

/** A public form (contact, referral): stored with its staff e-mail in the outbox; answers 201 with the record. */
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
    insert: (fields: TFields, trx: Knex.Transaction) => Promise<TRecord>
    /** Re-reads a stored record, to answer a retried request without keeping a copy of it. */
    findById: (id: string) => Promise<TRecord | null>
    staffMail: (record: TRecord, publicUrl: string) => StaffMail
  },
): void {
  app.post(
    form.path,
    {
      config: { rateLimit: formRateLimit(app), idempotency: { replay: form.findById } },
      schema: {
        tags: [form.tag],
        body: form.body,
        response: { 201: form.record, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const fields = request.body as TFields
      assertNotBlank(fields, form.requiredText)
      // The record, its staff e-mail and its idempotency answer are stored together or not at all.
      const record = await app.knex.transaction(async (trx) => {
        const stored = await form.insert(fields, trx)
        await app.outbox.enqueue(
          staffNotification(form.staffMail(stored, app.config.publicUrl), stored.id),
          trx,
        )
        await app.idempotency.recordCreated(request, stored.id, 201, trx)
        return stored
      })
      await app.changes.publish({ resource: form.entity, id: record.id, kind: 'created' })
      setVersionEtag(reply, record.version)
      return reply.code(201).send(record)
    },
  )
}

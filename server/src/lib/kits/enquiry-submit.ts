import { ErrorBody } from '@labsite/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Knex } from 'knex'
import { type StaffMail, staffNotification } from '../../mail/enquiry-mails'
import { setVersionEtag } from './versioning'

/** Public forms share one per-client limit, so a script cannot flood staff inboxes. */
export const formRateLimit = (app: FastifyInstance) => ({
  max: app.config.rateLimitForms,
  timeWindow: 60_000,
})

/** The answers of a public form besides its 201. */
export const FORM_REFUSALS = { 400: ErrorBody, 415: ErrorBody, 429: ErrorBody }

/**
 * A public form (contact, referral): the record, its staff e-mail (outbox), its Idempotency-Key
 * answer and its change-bus announcement (`entity`, e.g. 'referral') are stored in one transaction,
 * so none exists without the others; the record answers 201.
 */
export async function storeEnquiry<TRecord extends { id: string; version: number }>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  entity: string,
  insert: (trx: Knex.Transaction) => Promise<TRecord>,
  staffMail: (record: TRecord, publicUrl: string) => StaffMail,
) {
  const record = await app.knex.transaction(async (trx) => {
    const stored = await insert(trx)
    await app.outbox.enqueue(staffNotification(staffMail(stored, app.config.publicUrl), stored.id), trx)
    await app.idempotency.recordCreated(request, stored.id, 201, trx)
    await app.changes.publish({ resource: entity, id: stored.id, kind: 'created' }, trx)
    return stored
  })
  setVersionEtag(reply, record.version)
  return reply.code(201).send(record)
}

import { ErrorBody } from '@labsite/shared'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { StaffMail } from '../mail/enquiry-mails'
import { setVersionEtag } from './versioning'

/** Public forms share one per-client limit, so a script cannot flood staff inboxes. */
export const formRateLimit = (app: FastifyInstance) => ({
  max: app.config.rateLimitForms,
  timeWindow: 60_000,
})

/** The answers of a public form besides its 201. */
export const FORM_REFUSALS = { 400: ErrorBody, 415: ErrorBody, 429: ErrorBody }

/**
 * A public form (contact, referral) once stored: the change bus hears of it (`entity`, e.g.
 * 'referral'), staff are told, and the record answers 201.
 */
export async function answerStoredEnquiry<TRecord extends { id: string; version: number }>(
  app: FastifyInstance,
  reply: FastifyReply,
  entity: string,
  record: TRecord,
  staffMail: (record: TRecord, publicUrl: string) => StaffMail,
) {
  await app.changes.publish({ resource: entity, id: record.id, kind: 'created' })
  app.staffNotifier.notify(staffMail(record, app.config.publicUrl))
  setVersionEtag(reply, record.version)
  return reply.code(201).send(record)
}

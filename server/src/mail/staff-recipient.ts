import type { FastifyInstance } from 'fastify'
import { readDocument } from '../lib/kits/documents-repository'

/** Who staff notifications go to: STAFF_NOTIFY_EMAIL, or else the business contact e-mail. */
export async function staffRecipient(app: FastifyInstance): Promise<string | null> {
  if (app.config.staffNotifyEmail) return app.config.staffNotifyEmail
  const { email } = await readDocument<{ email?: unknown }>(app.knex, 'business-contact')
  return typeof email === 'string' && email.trim() ? email.trim() : null
}

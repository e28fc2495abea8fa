import type { FastifyInstance } from 'fastify'

interface ContactInfoRow {
  value: { email?: unknown } | string
}

/** Who staff notifications go to: STAFF_NOTIFY_EMAIL, or else the business contact e-mail. */
export async function staffRecipient(app: FastifyInstance): Promise<string | null> {
  if (app.config.staffNotifyEmail) return app.config.staffNotifyEmail
  const row: ContactInfoRow | undefined = await app
    .knex('documents')
    .select('value')
    .where({ key: 'contact-info' })
    .first()
  const value = typeof row?.value === 'string' ? JSON.parse(row.value) : row?.value
  return typeof value?.email === 'string' && value.email.trim() ? value.email.trim() : null
}

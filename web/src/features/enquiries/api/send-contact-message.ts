import type { ContactMessageFields } from '@labsite/shared'
import { api } from '../../../lib/api-client'

/** POST /api/contact/ (201 means success; ky throws on anything else). */
export async function sendContactMessage(
  fields: ContactMessageFields,
  idempotencyKey: string,
): Promise<void> {
  await api.post('contact/', { json: fields, headers: { 'idempotency-key': idempotencyKey } })
}

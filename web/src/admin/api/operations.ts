import type { AuditEntry, OutboxMail } from '@labsite/shared'
import type { KyInstance } from 'ky'
import { adminKeys } from './query-keys'
import { type AdminMutation, type AdminPagedRead, downloadFile, pagedReadOf, pageFrom } from './requests'

/** The outbox as the Mail tab reads it. */
const mailKey = ['admin', 'mail'] as const

/** GET /admin/mail (paged, administrators only): every outgoing e-mail and where it stands. */
export const mailList = pagedReadOf<OutboxMail>(mailKey, 'admin/mail')

/** POST /admin/mail/:id/retry: send a waiting or failed mail now. */
export const retryMail = (mail: OutboxMail): AdminMutation => ({
  write: {
    method: 'POST',
    path: `admin/mail/${mail.id}/retry`,
    json: {},
    label: `Retry the mail "${mail.subject}"`,
  },
  invalidates: [mailKey],
})

/** The audit log's own filters besides `q`: one record's history, one person's actions. */
export interface AuditFilters {
  entityId?: string
  user?: string
}

/** GET /audit with the record and person filters (each filter set is its own cached read). */
export function auditListFor(filters: AuditFilters): AdminPagedRead<AuditEntry> {
  const plain = pagedReadOf<AuditEntry>(adminKeys.audit, 'audit')
  if (!filters.entityId && !filters.user) return plain
  return {
    key: [...adminKeys.audit, filters],
    fetchPage: async (client, { limit, offset, q, status }) => {
      const searchParams: Record<string, string | number> = { limit, offset }
      if (q) searchParams.q = q
      if (status) searchParams.status = status
      if (filters.entityId) searchParams.entityId = filters.entityId
      if (filters.user) searchParams.user = filters.user
      return pageFrom<AuditEntry>(await client.get('audit', { searchParams }))
    },
  }
}

/** The person of a privacy request: their e-mail address, and their phone number when the admin has it. */
const personOf = (email: string, phone: string): Record<string, string> =>
  phone ? { email, phone } : { email }

/** GET /admin/privacy/export: everything about a person, saved as a zip. */
export const exportPersonData = (client: KyInstance, email: string, phone = '') =>
  downloadFile(client, 'admin/privacy/export', 'personal-data.zip', personOf(email, phone))

/** POST /admin/privacy/erase: erase everything about a person; every enquiry list is stale after it. */
export const erasePersonData = (email: string, phone = ''): AdminMutation => ({
  write: {
    method: 'POST',
    path: 'admin/privacy/erase',
    json: personOf(email, phone),
    label: `Erase ${email}`,
  },
  invalidates: [adminKeys.bookings, adminKeys.messages, adminKeys.referrals, adminKeys.audit, mailKey],
})

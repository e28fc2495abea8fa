import type { Revision } from '@labsite/shared'
import type { Knex } from 'knex'
import { iso } from '../../lib/records'

interface RevisionRow {
  id: string | number
  resource: string
  record_id: string
  version: number
  action: Revision['action']
  record: unknown
  changed_fields: unknown
  user_email: string
  restored_from: string | number | null
  created_at: Date | string
}

const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value)

export function toRevision(row: RevisionRow): Revision {
  return {
    id: String(row.id),
    resource: row.resource,
    recordId: row.record_id,
    version: row.version,
    action: row.action,
    changedFields: (parsed(row.changed_fields) as string[]) ?? [],
    userEmail: row.user_email,
    createdAt: iso(row.created_at),
    restoredFrom: row.restored_from === null ? null : String(row.restored_from),
    record: parsed(row.record),
  }
}

/** The revisions of one record, newest first (the id is the order they were written in). */
export function createRevisionRepository(knex: Knex) {
  const ofRecord = (resource: string, recordId: string) =>
    knex<RevisionRow>('revisions').where({ resource, record_id: recordId })
  return {
    async page(resource: string, recordId: string, limit: number, offset: number) {
      const rows = await ofRecord(resource, recordId).orderBy('id', 'desc').limit(limit).offset(offset)
      const [{ n }] = await ofRecord(resource, recordId).count<{ n: string | number }[]>('* as n')
      return { revisions: rows.map(toRevision), total: Number(n) }
    },
    async find(resource: string, recordId: string, revisionId: string): Promise<Revision | null> {
      const row = await ofRecord(resource, recordId).where({ id: revisionId }).first()
      return row ? toRevision(row) : null
    },
    async latest(resource: string, recordId: string): Promise<Revision | null> {
      const row = await ofRecord(resource, recordId).orderBy('id', 'desc').first()
      return row ? toRevision(row) : null
    },
  }
}

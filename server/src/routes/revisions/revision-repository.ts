import type { Revision } from '@labsite/shared'
import type { Knex } from 'knex'
import { iso } from '../../lib/kits/records'

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

/** A revision as written: the record and changed fields as JSON text. */
export interface NewRevisionRow {
  resource: string
  record_id: string
  version: number
  action: string
  record: string
  changed_fields?: string
  restored_from?: string | null
  user_id?: string | null
  user_email?: string
  created_at?: string
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

    /** The last version the record had (a deleted record's history still knows it); 0 when none. */
    async lastVersion(resource: string, recordId: string): Promise<number> {
      const row = await ofRecord(resource, recordId)
        .max<{ version: number | null }>('version as version')
        .first()
      return Number(row?.version ?? 0)
    },

    /** Whether the record has any history kept yet. */
    async hasHistory(resource: string, recordId: string, trx: Knex.Transaction): Promise<boolean> {
      return Boolean(await trx('revisions').where({ resource, record_id: recordId }).first('id'))
    },

    /** Appends one revision: its id. */
    async append(row: NewRevisionRow, trx: Knex.Transaction): Promise<string> {
      const [inserted] = await trx('revisions').insert(row).returning('id')
      return String(inserted.id)
    },
  }
}

export type RevisionRepository = ReturnType<typeof createRevisionRepository>

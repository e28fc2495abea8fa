import type { AuditEntry as AuditRecord } from '@labsite/shared'
import type { Knex } from 'knex'
import { containsPattern } from '../../lib/kits/list-filters'

export interface AuditRow {
  id: string | number
  user_email: string
  action: string
  entity: string
  entity_id: string
  before: unknown
  after: unknown
  ip_address: string
  created_at: Date | string
}

export type NewAuditRow = Omit<AuditRow, 'id' | 'created_at' | 'before' | 'after'> & {
  user_id: string | null
  before: string | null
  after: string | null
}

export interface AuditFilters {
  q?: string
  entity?: string
  entityId?: string
  user?: string
}

const parseJson = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value)

export function toAuditEntry(row: AuditRow): AuditRecord {
  return {
    id: Number(row.id),
    userEmail: row.user_email,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    before: parseJson(row.before),
    after: parseJson(row.after),
    ipAddress: row.ip_address ?? '',
    createdAt: new Date(row.created_at).toISOString(),
  }
}

/** The audit log: appended to by `app.audit` (plugins/audit.ts), read by the admin's Audit tab. */
export function createAuditRepository(knex: Knex) {
  const table = (trx?: Knex.Transaction) => (trx ?? knex)('audit_log')
  return {
    async append(row: NewAuditRow, trx?: Knex.Transaction): Promise<void> {
      await table(trx).insert(row)
    },

    /** One page, newest first, and how many entries match in all. */
    async list(filters: AuditFilters, page: { limit: number; offset: number }) {
      const filtered = (query: Knex.QueryBuilder) => {
        if (filters.entity) query.where({ entity: filters.entity })
        if (filters.entityId) query.where({ entity_id: filters.entityId })
        if (filters.user) query.whereRaw('lower(user_email) = lower(?)', [filters.user])
        if (filters.q) {
          const like = containsPattern(filters.q)
          query.where((w) =>
            w.whereILike('entity', like).orWhereILike('entity_id', like).orWhereILike('user_email', like),
          )
        }
        return query
      }
      const [{ n }] = await filtered(table().count({ n: '*' }))
      const rows: AuditRow[] = await filtered(table().select('*'))
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(page.limit)
        .offset(page.offset)
      return { total: Number(n), rows }
    },

    /**
     * Guest look-ups of a booking that found nothing since `since`, whose `field` (reference or
     * contact) was `value`: how many, and when the oldest was.
     */
    async failedLookups(field: 'reference' | 'contact', value: string, since: Date) {
      const [row] = await table()
        .where({ entity: 'booking-lookup' })
        .andWhere('created_at', '>', since)
        .andWhereRaw("after->>'found' = 'false'")
        .andWhereRaw(`after->>'${field}' = ?`, [value])
        .select(knex.raw('count(*) as n'), knex.raw('min(created_at) as oldest'))
      return { count: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null }
    },
  }
}

export type AuditRepository = ReturnType<typeof createAuditRepository>

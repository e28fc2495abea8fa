import type { Knex } from 'knex'
import type { Clock } from '../infrastructure/clock'
import type { ColumnSpec } from './crud-repository'

/** The column map entries of a publishable record, spread into its resource's `columns`. */
export const PUBLISHING_COLUMNS = {
  status: 'status',
  publishAt: { column: 'publish_at', kind: 'time' },
} as const satisfies Record<string, ColumnSpec>

/**
 * Narrows a read of a publishable table to what visitors may see at the clock's "now": published, and
 * not scheduled for later. Every public read of these tables goes through it (lists, one record, the
 * first screens and the sitemap, which read the same).
 */
export function liveOnly(clock: Clock, table?: string) {
  const column = (name: string) => (table ? `${table}.${name}` : name)
  // A builder is narrowed in place, so the same builder (with its row type) is the narrowed query.
  return <Q extends Knex.QueryBuilder>(query: Q): Q => {
    query
      .where(column('status'), 'published')
      .andWhere((time) => time.whereNull(column('publish_at')).orWhere(column('publish_at'), '<=', clock()))
    return query
  }
}

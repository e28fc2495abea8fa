import type { Knex } from 'knex'

/** `?limit&offset&q&status` of API.md's large lists. */
export interface ListFilters {
  limit?: number
  offset?: number
  q?: string
  status?: string
}

/** `q` as a LIKE pattern matching anywhere, with LIKE's own wildcards taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`

/** Narrows a query to `status` and to rows whose `searchColumns` contain `q`, ignoring case. */
export function applyFilters(
  query: Knex.QueryBuilder,
  filters: Pick<ListFilters, 'q' | 'status'>,
  searchColumns: readonly string[],
): Knex.QueryBuilder {
  if (filters.status) query.where('status', filters.status)
  const q = filters.q?.trim()
  if (q) {
    const pattern = containsPattern(q)
    query.where((any) => {
      for (const column of searchColumns) any.orWhereILike(column, pattern)
    })
  }
  return query
}

/** Newest first; the id breaks ties so paging never repeats or skips a row. */
export const NEWEST_FIRST = [
  { column: 'created_at', order: 'desc' as const },
  { column: 'id', order: 'desc' as const },
]

/** One page of matching rows plus how many match in all (sent as X-Total-Count). */
export async function listPage<Row>(
  table: () => Knex.QueryBuilder,
  filters: ListFilters,
  searchColumns: readonly string[],
): Promise<{ rows: Row[]; total: number }> {
  const [{ total }] = await applyFilters(table(), filters, searchColumns).count({ total: '*' })
  const rows = await applyFilters(table(), filters, searchColumns)
    .select('*')
    .orderBy(NEWEST_FIRST)
    .limit(filters.limit ?? 50)
    .offset(filters.offset ?? 0)
  return { rows: rows as Row[], total: Number(total) }
}

/** Every matching row, newest first (CSV exports). */
export async function listAll<Row>(
  table: () => Knex.QueryBuilder,
  filters: Pick<ListFilters, 'q' | 'status'>,
  searchColumns: readonly string[],
): Promise<Row[]> {
  return (await applyFilters(table(), filters, searchColumns).select('*').orderBy(NEWEST_FIRST)) as Row[]
}

import { COUNT_CAP, phoneSearchDigits } from '@labsite/shared'
import type { FastifyReply } from 'fastify'
import type { Knex } from 'knex'

/** `?limit&offset&q&status` of the large lists (docs/api.md). */
export interface ListFilters {
  limit?: number
  offset?: number
  q?: string
  status?: string
}

/** `q` as a LIKE pattern matching anywhere, with LIKE's own wildcards taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`

/**
 * A column holding phone numbers: besides its text, `q` finds it by digits in any typed form
 * (`098450 12345`, `98450 12`), as phoneSearchDigits reads them.
 */
export interface PhoneColumn {
  phone: string
}
export const phoneColumn = (name: string): PhoneColumn => ({ phone: name })
export type SearchColumn = string | Knex.Raw | PhoneColumn

const isPhoneColumn = (column: SearchColumn): column is PhoneColumn =>
  typeof column === 'object' && 'phone' in column && typeof column.phone === 'string'

/** Narrows a query to `status` and to rows whose `searchColumns` contain `q`, ignoring case. */
export function applyFilters(
  query: Knex.QueryBuilder,
  filters: Pick<ListFilters, 'q' | 'status'>,
  searchColumns: readonly SearchColumn[],
): Knex.QueryBuilder {
  if (filters.status) query.where('status', filters.status)
  const q = filters.q?.trim()
  if (q) {
    const pattern = containsPattern(q)
    const digits = phoneSearchDigits(q)
    query.where((any) => {
      for (const column of searchColumns) {
        if (isPhoneColumn(column)) {
          any.orWhereILike(column.phone, pattern)
          if (digits) {
            any.orWhereRaw(`regexp_replace(??, '[^0-9]', '', 'g') like ?`, [column.phone, `%${digits}%`])
          }
        } else if (typeof column === 'string') any.orWhereILike(column, pattern)
        // A raw expression (a localized table's translated text) is matched as a whole.
        else any.orWhereRaw('? ILIKE ?', [column, pattern])
      }
    })
  }
  return query
}

/** Newest first; the id breaks ties so paging never repeats or skips a row. */
export const NEWEST_FIRST = [
  { column: 'created_at', order: 'desc' as const },
  { column: 'id', order: 'desc' as const },
]

/** How many rows match, or COUNT_CAP with `capped` when more do (counting 100k rows per page costs too much). */
export interface MatchCount {
  total: number
  capped: boolean
}

/** Estimates are refreshed after 10% of a table changes: a table this far past the cap is past it. */
const SURELY_PAST_CAP = COUNT_CAP * 1.5

/** How long a table the statistics put past the cap is taken to be: they only move on ANALYZE anyway. */
const PAST_CAP_REUSE_MS = 60_000
const pastCapSince = new WeakMap<Knex.Client, Map<string, number>>()

/**
 * Whether the planner's statistics put `table` far past the cap (they say -1 or 0 before its first
 * ANALYZE, e.g. on PGlite). A yes is kept for a minute, so the front desk's opening page of a large
 * table does not spend a round trip on it each time; a no is asked again (a count follows anyway).
 */
async function isSurelyPastCap(client: Knex.Client, table: string): Promise<boolean> {
  let tables = pastCapSince.get(client)
  if (!tables) {
    tables = new Map()
    pastCapSince.set(client, tables)
  }
  const since = tables.get(table)
  if (since !== undefined && Date.now() - since < PAST_CAP_REUSE_MS) return true
  const row = await client
    .queryBuilder()
    .select('reltuples')
    .from('pg_class')
    .where('oid', client.raw('?::regclass', [table]))
    .first()
  const pastCap = Number(row?.reltuples ?? -1) > SURELY_PAST_CAP
  if (pastCap) tables.set(table, Date.now())
  else tables.delete(table)
  return pastCap
}

/**
 * Counts the rows of `matching` no further than COUNT_CAP + 1, so the cost stays bounded. Past the cap
 * only "10,000+" is shown, so an unfiltered list of `table` first asks the statistics how big it is: for
 * the front desk's opening page of 100k bookings that is one catalogue row instead of 10,001 index
 * entries. A smaller or never analysed table is counted.
 */
export async function cappedCount(matching: Knex.QueryBuilder, table?: string): Promise<MatchCount> {
  const unfiltered = !/ where /i.test(matching.toSQL().sql)
  if (table && unfiltered && (await isSurelyPastCap(matching.client, table)))
    return { total: COUNT_CAP, capped: true }
  const sample = matching
    .clone()
    .clearSelect()
    .clearOrder()
    .select(matching.client.raw('1'))
    .limit(COUNT_CAP + 1)
  const [{ n }] = await matching.client.queryBuilder().count({ n: '*' }).from(sample.as('matching'))
  const total = Number(n)
  return total > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total, capped: false }
}

/** X-Total-Count, and X-Total-Count-Capped when the count stopped at COUNT_CAP (the UI says "10,000+"). */
export function setTotalCount(reply: FastifyReply, count: MatchCount): void {
  reply.header('x-total-count', count.total)
  if (count.capped) reply.header('x-total-count-capped', 'true')
}

/** One key of a list's order: a column, or (`raw`) an SQL expression written in code, never taken from a request. */
export interface OrderKey {
  column: string
  order?: 'asc' | 'desc'
  raw?: boolean
}

/** Orders `query` by `keys` in turn. */
export function applyOrder(query: Knex.QueryBuilder, keys: readonly OrderKey[]): Knex.QueryBuilder {
  for (const { column, order = 'asc', raw } of keys) {
    if (raw) query.orderByRaw(`${column} ${order} nulls last`)
    else query.orderBy(column, order)
  }
  return query
}

/** Where a list reads from besides its filters: what `q` searches, its order and columns. */
export interface ListShape {
  searchColumns: readonly SearchColumn[]
  orderBy?: readonly OrderKey[]
  /** The table's name, for its size estimate (unfiltered lists) and export keysets. */
  tableName?: string
  /** What each row is read with (default `*`): bookings add their file rows, so a page is one query. */
  columns?: readonly (string | Knex.Raw)[]
}

/**
 * One page of matching rows plus how many match in all (sent as X-Total-Count). The page is read first:
 * when it is not full it holds the last matching rows, so the count is known without a second query
 * (a rare-term search, the common case of a staff search, costs one indexed query); only a full page
 * (or an empty one past the end) asks for the capped count.
 */
export async function listPage<Row>(
  table: () => Knex.QueryBuilder,
  filters: ListFilters,
  { searchColumns, orderBy = NEWEST_FIRST, tableName, columns = ['*'] }: ListShape,
): Promise<{ rows: Row[]; count: MatchCount }> {
  const limit = filters.limit ?? 50
  const offset = filters.offset ?? 0
  const rows: Row[] = await applyOrder(
    applyFilters(table(), filters, searchColumns).select([...columns]),
    orderBy,
  )
    .limit(limit)
    .offset(offset)
  const count =
    rows.length < limit && (rows.length > 0 || offset === 0)
      ? { total: offset + rows.length, capped: false }
      : await cappedCount(applyFilters(table(), filters, searchColumns), tableName)
  return { rows, count }
}

/** Rows an export reads per query: memory stays flat however many rows match, and so do bound parameters. */
export const EXPORT_BATCH_ROWS = 1000

/**
 * Every matching row, newest first, in batches (CSV exports). Each batch continues after the last row
 * of the one before by keyset — `(created_at, id) < that row's` — compared in SQL against the stored
 * row, so microsecond timestamps are not rounded through JavaScript dates, and a deep export costs
 * what its first page does (an OFFSET would re-read every row it skips).
 */
export async function* listInBatches<Row extends { id: string }>(
  table: () => Knex.QueryBuilder,
  filters: Pick<ListFilters, 'q' | 'status'>,
  { searchColumns, tableName, columns = ['*'] }: ListShape & { tableName: string },
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<Row[]> {
  let after: string | null = null
  while (true) {
    const query = applyFilters(table(), filters, searchColumns).select([...columns])
    if (after) {
      query.whereRaw('(created_at, id) < (select created_at, id from ?? where id = ?)', [tableName, after])
    }
    const rows: Row[] = await query.orderBy(NEWEST_FIRST).limit(batchRows)
    if (rows.length > 0) yield rows
    if (rows.length < batchRows) return
    after = rows[rows.length - 1].id
  }
}

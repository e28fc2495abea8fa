import {
  ALL_CATEGORIES,
  CATALOGUE_PAGE_MAX,
  type CatalogueListQuery,
  fuzzyFilter,
  isRecord,
  type ListSort,
  type SortDirection,
} from '@labsite/shared'
import type { Knex } from 'knex'
import { applyOrder, listPage, type MatchCount, type OrderKey } from './list-filters'
import { dateOnly, iso, type RowMeta, recordMeta } from './records'

/**
 * How one API field is stored: `plain` as it is (text, number columns that already answer numbers,
 * booleans), `number` (a double read back as a JS number), `json` (a jsonb list, written as JSON text
 * because the pg driver would send a JS array as a PostgreSQL array), `date` (YYYY-MM-DD, '' = null),
 * `time` (a timestamptz answered as an ISO time, or null), `amount` (a price: a decimal read back as a
 * JS number, null staying null = on request),
 * `translations` (the jsonb `i18n` object of localized content).
 */
export type ColumnKind = 'plain' | 'number' | 'amount' | 'json' | 'date' | 'time' | 'translations'
export type ColumnSpec = string | { column: string; kind: ColumnKind }
/** API field name → column (snake_case) and how it is stored. */
export type ColumnMap = Record<string, ColumnSpec>

/** The `i18n` column of every table with localized content (migration 20261127_1100). */
export const I18N_COLUMN: ColumnSpec = { column: 'i18n', kind: 'translations' }

/**
 * How many records a search that found nothing word for word reads to look again forgiving typing
 * slips ("thyriod"): a lab's whole catalogue, while a store past that stays one bounded read.
 */
export const FUZZY_SEARCH_ROWS = 2000

/** The texts of a row a forgiving search looks at: its searched columns and every translation. */
function searchTexts(row: Row, columns: readonly string[]): string[] {
  const texts = columns.map((column) => row[column]).filter((value) => typeof value === 'string')
  const translations = typeof row.i18n === 'string' ? JSON.parse(row.i18n) : row.i18n
  for (const fields of Object.values(translations ?? {})) {
    if (!isRecord(fields)) continue
    for (const value of Object.values(fields)) {
      if (typeof value === 'string') texts.push(value)
      else if (Array.isArray(value)) texts.push(...value.filter((entry) => typeof entry === 'string'))
    }
  }
  return texts
}

/** What `?q` also matches in a localized table: the translated values (not the field names). */
const TRANSLATED_TEXT = "jsonb_path_query_array(i18n, '$.*.*')::text"

export type Row = RowMeta & Record<string, unknown>
export type Fields = Record<string, unknown>
export type OrderBy = { column: string; order?: 'asc' | 'desc' }[]
/**
 * What `?sort=title|price` orders a list by: a column, or an SQL expression written here. `order` (the list's own) and `updatedAt` every list has.
 */
export type SortColumns = Partial<Record<Exclude<ListSort, 'order' | 'updatedAt'>, string | { sql: string }>>

/** The order keys of `?sort&dir`, ties broken by the list's own order; null when the list cannot sort so. */
export function sortKeys(
  orderBy: OrderBy,
  sortColumns: SortColumns,
  sort: ListSort | undefined,
  dir: SortDirection = 'asc',
): OrderKey[] | null {
  const own = (order: SortDirection): OrderKey[] =>
    orderBy.map((key) => ({ column: key.column, order: order === 'asc' ? key.order : flip(key.order) }))
  if (!sort || sort === 'order') return own(dir)
  if (sort === 'updatedAt') return [{ column: 'updated_at', order: dir }, ...own('asc')]
  const by = sortColumns[sort]
  if (!by) return null
  const first =
    typeof by === 'string' ? { column: by, order: dir } : { column: by.sql, order: dir, raw: true }
  return [first, ...own('asc')]
}

const flip = (order: 'asc' | 'desc' = 'asc') => (order === 'asc' ? 'desc' : 'asc')

function readValue(kind: ColumnKind, value: unknown): unknown {
  switch (kind) {
    case 'number':
      return Number(value)
    case 'amount':
      return value === null || value === undefined ? null : Number(value)
    case 'json':
      return typeof value === 'string' ? JSON.parse(value) : (value ?? [])
    case 'date':
      return dateOnly(value instanceof Date || typeof value === 'string' ? value : null)
    case 'time':
      return value instanceof Date || typeof value === 'string' ? iso(value) : null
    case 'translations':
      return typeof value === 'string' ? JSON.parse(value) : (value ?? {})
    default:
      return value
  }
}

function writeValue(kind: ColumnKind, value: unknown): unknown {
  switch (kind) {
    case 'json':
    case 'translations':
      return JSON.stringify(value)
    case 'date':
      return value === '' ? null : value
    default:
      return value
  }
}

/** The two directions between rows and API records, derived from one column map. */
export function columnMapper<TRecord>(columns: ColumnMap) {
  const specs = Object.entries(columns).map(([field, spec]) =>
    typeof spec === 'string' ? { field, column: spec, kind: 'plain' as const } : { field, ...spec },
  )
  return {
    toRecord(row: Row): TRecord {
      const record: Record<string, unknown> = recordMeta(row)
      for (const { field, column, kind } of specs) record[field] = readValue(kind, row[column])
      return record as TRecord
    },
    /** Only the fields present in `fields` become columns, so an update leaves the others alone. */
    toRow(fields: object): Record<string, unknown> {
      const given = new Map(Object.entries(fields))
      const row: Record<string, unknown> = {}
      for (const { field, column, kind } of specs) {
        if (given.get(field) !== undefined) row[column] = writeValue(kind, given.get(field))
      }
      return row
    },
  }
}

/**
 * Publishable tables: the published records whose scheduled time has come by `now` and that were
 * not announced since they were scheduled, locked (`FOR UPDATE SKIP LOCKED`, so another process
 * skips them) and marked announced at `now` in `trx`.
 */
async function claimDueAnnouncements(
  table: string,
  now: Date,
  trx: Knex.Transaction,
): Promise<{ id: string; publish_at: Date | string }[]> {
  const due: { id: string; publish_at: Date | string }[] = await trx(table)
    .select('id', 'publish_at')
    .where('status', 'published')
    .where('publish_at', '<=', now)
    .whereRaw('publish_at > updated_at')
    .where((fresh) =>
      fresh.whereNull('published_announced_at').orWhereRaw('published_announced_at < publish_at'),
    )
    .forUpdate()
    .skipLocked()
  if (due.length === 0) return due
  await trx(table)
    .whereIn(
      'id',
      due.map((row) => row.id),
    )
    .update({ published_announced_at: now })
  return due
}

/** Reads of one table in API shape; every method takes an optional transaction. */
export function createCrudRepository<TRecord>(
  knex: Knex,
  options: {
    table: string
    orderBy: OrderBy
    toRecord: (row: Row) => TRecord
    /** The columns `?q` matches (anywhere, ignoring case). */
    searchColumns?: readonly string[]
    /** The column `?category` narrows to. */
    categoryColumn?: string
    /** Narrows every read to the rows this reader may see (public reads of publishable lists: the live ones). */
    scope?: <Q extends Knex.QueryBuilder>(query: Q) => Q
    /** What `?sort=title|price` orders by. */
    sortColumns?: SortColumns
    /** The table has localized content: `?q` matches its translations too. */
    localizedFields?: unknown
  },
) {
  const { scope } = options
  const from = (trx?: Knex.Transaction) => {
    const query = (trx ?? knex)<Row>(options.table)
    return scope ? scope(query) : query
  }
  const searchColumns = [
    ...(options.searchColumns ?? []),
    ...(options.localizedFields ? [knex.raw(TRANSLATED_TEXT)] : []),
  ]
  return {
    /** The list in its order, at most CATALOGUE_PAGE_MAX records (answers that carry "the whole list"). */
    async list(trx?: Knex.Transaction): Promise<TRecord[]> {
      const rows = await from(trx).select('*').orderBy(options.orderBy).limit(CATALOGUE_PAGE_MAX)
      return rows.map(options.toRecord)
    },
    /** Every record in the list's order, uncapped: for staff tools that must see each one (missing translations). */
    async all(trx?: Knex.Transaction): Promise<TRecord[]> {
      const rows = await from(trx).select('*').orderBy(options.orderBy)
      return rows.map(options.toRecord)
    },
    /** Which of `ids` exist, each locked until `trx` ends (a bulk write checks all before changing any). */
    async lockExisting(ids: readonly string[], trx: Knex.Transaction): Promise<Set<string>> {
      const rows = await from(trx).whereIn('id', ids).forUpdate().select('id')
      return new Set(rows.map((row) => String(row.id)))
    },
    /** Whether `?sort` can order this list. */
    canSort: (sort: ListSort | undefined) =>
      sortKeys(options.orderBy, options.sortColumns ?? {}, sort) !== null,
    /**
     * One page of the list (`?limit&offset` or `?page&pageSize`, `?q&category`), in its order or
     * `?sort&dir`'s (check canSort first: a sort the list lacks reads in its own order), and how many match.
     */
    async listPage(query: CatalogueListQuery): Promise<{ items: TRecord[]; count: MatchCount }> {
      const { categoryColumn } = options
      const category = query.category && query.category !== ALL_CATEGORIES ? query.category : null
      const limit = query.pageSize ?? query.limit ?? CATALOGUE_PAGE_MAX
      const offset = query.page ? (query.page - 1) * limit : query.offset
      const orderBy =
        sortKeys(options.orderBy, options.sortColumns ?? {}, query.sort, query.dir) ?? options.orderBy
      const matching = () => (categoryColumn && category ? from().where(categoryColumn, category) : from())
      const page = await listPage<Row>(
        matching,
        { limit, offset, q: query.q },
        { searchColumns, orderBy, tableName: options.table },
      )
      if (query.q?.trim() && page.count.total === 0 && options.searchColumns?.length) {
        // Nothing word for word: look again forgiving typing slips and word starts ("vit d").
        const rows: Row[] = await applyOrder(matching().select('*'), orderBy).limit(FUZZY_SEARCH_ROWS)
        const found = fuzzyFilter(rows, query.q, (row) => searchTexts(row, options.searchColumns ?? []))
        return {
          items: found.slice(offset ?? 0, (offset ?? 0) + limit).map(options.toRecord),
          count: { total: found.length, capped: false },
        }
      }
      return { items: page.rows.map(options.toRecord), count: page.count }
    },
    /** Every category in use, in alphabetical order (the list's filter choices, however long the list). */
    async categories(): Promise<string[]> {
      const column = options.categoryColumn
      if (!column) return []
      const rows = await from().distinct(column).whereNot(column, '').orderBy(column)
      return rows.map((row) => String(row[column]))
    },
    async findById(id: string, trx?: Knex.Transaction): Promise<TRecord | null> {
      const row = await from(trx).where({ id }).first()
      return row ? options.toRecord(row) : null
    },
    /**
     * One record's stored row, every column, as the table holds it (reads that need columns the API
     * shape leaves out, each naming the columns it reads).
     */
    async findRow(id: string, trx?: Knex.Transaction) {
      const query = (trx ?? knex)(options.table).where({ id })
      return (scope ? scope(query) : query).first()
    },
    /** Every record's id and last change, in `orderBy` (the sitemap's entries). */
    async lastChanges(orderBy: OrderBy): Promise<{ id: string; updated_at: Date | string }[]> {
      return from().select('id', 'updated_at').orderBy(orderBy)
    },
    /** Publishable tables: see claimDueAnnouncements. */
    claimDueAnnouncements: (now: Date, trx: Knex.Transaction) =>
      claimDueAnnouncements(options.table, now, trx),
    async count(trx?: Knex.Transaction): Promise<number> {
      const result = await from(trx).count<{ n: string | number }[]>('* as n').first()
      return Number(result?.n ?? 0)
    },
  }
}

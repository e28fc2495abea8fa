import { ALL_CATEGORIES, CATALOGUE_PAGE_MAX, type CatalogueListQuery } from '@labsite/shared'
import type { Knex } from 'knex'
import { listPage, type MatchCount } from './list-filters'
import { dateOnly, type RowMeta, recordMeta } from './records'

/**
 * How one API field is stored: `plain` as it is (text, number columns that already answer numbers,
 * booleans), `number` (a double read back as a JS number), `json` (a jsonb list, written as JSON text
 * because the pg driver would send a JS array as a PostgreSQL array), `date` (YYYY-MM-DD, '' = null),
 * `translations` (the jsonb `i18n` object of localized content, issue 27).
 */
export type ColumnKind = 'plain' | 'number' | 'json' | 'date' | 'translations'
export type ColumnSpec = string | { column: string; kind: ColumnKind }
/** API field name → column (snake_case) and how it is stored. */
export type ColumnMap = Record<string, ColumnSpec>

/** The `i18n` column of every table with localized content (migration 20261127_1100). */
export const I18N_COLUMN: ColumnSpec = { column: 'i18n', kind: 'translations' }

/** What `?q` also matches in a localized table: the translated values (not the field names). */
const TRANSLATED_TEXT = "jsonb_path_query_array(i18n, '$.*.*')::text"

export type Row = RowMeta & Record<string, unknown>
export type Fields = Record<string, unknown>
export type OrderBy = { column: string; order?: 'asc' | 'desc' }[]

function readValue(kind: ColumnKind, value: unknown): unknown {
  switch (kind) {
    case 'number':
      return Number(value)
    case 'json':
      return typeof value === 'string' ? JSON.parse(value) : (value ?? [])
    case 'date':
      return dateOnly(value as Date | string | null)
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
    /** The table has localized content: `?q` matches its translations too. */
    localizedFields?: unknown
  },
) {
  const from = (trx?: Knex.Transaction) => (trx ?? knex)<Row>(options.table)
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
    /** One page of the list (`?limit&offset&q`), in its order, and how many records match. */
    async listPage(query: CatalogueListQuery): Promise<{ items: TRecord[]; count: MatchCount }> {
      const { categoryColumn } = options
      const category = query.category && query.category !== ALL_CATEGORIES ? query.category : null
      const page = await listPage<Row>(
        () => (categoryColumn && category ? from().where(categoryColumn, category) : from()),
        { limit: query.limit ?? CATALOGUE_PAGE_MAX, offset: query.offset, q: query.q },
        { searchColumns, orderBy: options.orderBy, tableName: options.table },
      )
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
    async count(trx?: Knex.Transaction): Promise<number> {
      const result = await from(trx).count<{ n: string | number }[]>('* as n').first()
      return Number(result?.n ?? 0)
    },
  }
}

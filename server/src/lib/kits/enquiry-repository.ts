import type { Knex } from 'knex'
import {
  type ListFilters,
  listInBatches,
  listPage,
  type MatchCount,
  NEWEST_FIRST,
  type SearchColumn,
} from './list-filters'
import type { RowMeta } from './records'

type Order = readonly { column: string; order?: 'asc' | 'desc' }[]

/** One enquiry table: its name, the columns `q` searches, and how its rows become API records. */
export interface EnquiryTable<Row extends RowMeta, TRecord, Filters extends ListFilters> {
  table: string
  searchColumns: readonly SearchColumn[]
  /** What the list and the export read of each row (default `*`), e.g. its child rows aggregated. */
  columns?: (knex: Knex) => readonly (string | Knex.Raw)[]
  /** All rows at once, so a table with child rows (booking files) fetches them in one query. */
  toRecords: (rows: Row[], trx?: Knex.Transaction) => TRecord[] | Promise<TRecord[]>
  /**
   * A table's own filters besides `q` and `status` (bookings: day, slot, collection type), applied
   * by the list and the CSV export alike, so an export holds exactly the rows the list shows.
   */
  narrow?: (query: Knex.QueryBuilder, filters: Filters) => Knex.QueryBuilder
  /** The list's order for these filters (newest first when absent); exports are always newest first. */
  listOrder?: (filters: Filters) => Order
}

/**
 * What every enquiry table (contact messages, referrals, bookings) does the same way: paged
 * and exported lists (`?limit&offset&q&status`, docs/api.md) and staff updates that bump the version.
 * `rows` is the table itself, for what each enquiry stores differently.
 */
export function createEnquiryRepository<
  Row extends RowMeta,
  TRecord,
  Filters extends ListFilters = ListFilters,
>(
  knex: Knex,
  { table, searchColumns, columns, toRecords, narrow, listOrder }: EnquiryTable<Row, TRecord, Filters>,
) {
  const rows = (trx?: Knex.Transaction) => (trx ?? knex)(table)
  const toRecord = async (row: Row, trx?: Knex.Transaction) => (await toRecords([row], trx))[0]
  const matching = (filters: Filters) => () => (narrow ? narrow(rows(), filters) : rows())
  const shape = { searchColumns, tableName: table, columns: columns?.(knex) }
  return {
    rows,

    async list(filters: Filters): Promise<{ items: TRecord[]; count: MatchCount }> {
      const order = listOrder?.(filters) ?? NEWEST_FIRST
      const page = await listPage<Row>(matching(filters), filters, { ...shape, orderBy: order })
      return { items: await toRecords(page.rows), count: page.count }
    },

    /** Every record the list's filters match, newest first, a bounded batch at a time (CSV exports). */
    async *exportBatches(filters: Filters): AsyncGenerator<TRecord[]> {
      // Paging (`limit`, `offset`) is the list's alone: an export holds every matching row.
      for await (const batch of listInBatches<Row>(matching(filters), filters, shape)) {
        yield await toRecords(batch)
      }
    },

    async findById(id: string): Promise<TRecord | null> {
      const row: Row | undefined = await rows().where({ id }).first()
      return row ? toRecord(row) : null
    },

    /** Locks the row until the transaction ends, so two staff edits cannot interleave. */
    async findForUpdate(id: string, trx: Knex.Transaction): Promise<TRecord | null> {
      const row: Row | undefined = await rows(trx).where({ id }).forUpdate().first()
      return row ? toRecord(row, trx) : null
    },

    /** The version goes up with every change, so an edit made from an older copy gets a 412. */
    async update(id: string, changes: Partial<Row>, trx: Knex.Transaction): Promise<TRecord> {
      const [row] = await rows(trx)
        .where({ id })
        .update({ ...changes, version: knex.raw('version + 1'), updated_at: knex.fn.now() })
        .returning('*')
      return toRecord(row as Row, trx)
    },
  }
}

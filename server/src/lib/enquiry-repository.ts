import type { Knex } from 'knex'
import { type ListFilters, listInBatches, listPage, type MatchCount } from './list-filters'
import type { RowMeta } from './records'

/** One enquiry table: its name, the columns `q` searches, and how its rows become API records. */
export interface EnquiryTable<Row extends RowMeta, TRecord> {
  table: string
  searchColumns: readonly string[]
  /** All rows at once, so a table with child rows (consultation files) fetches them in one query. */
  toRecords: (rows: Row[], trx?: Knex.Transaction) => TRecord[] | Promise<TRecord[]>
}

/**
 * What every enquiry table (contact messages, referrals, consultations) does the same way: paged
 * and exported lists (API.md `?limit&offset&q&status`) and staff updates that bump the version.
 * `rows` is the table itself, for what each enquiry stores differently.
 */
export function createEnquiryRepository<Row extends RowMeta, TRecord>(
  knex: Knex,
  { table, searchColumns, toRecords }: EnquiryTable<Row, TRecord>,
) {
  const rows = (trx?: Knex.Transaction) => (trx ?? knex)(table)
  const toRecord = async (row: Row, trx?: Knex.Transaction) => (await toRecords([row], trx))[0]
  return {
    rows,

    async list(filters: ListFilters): Promise<{ items: TRecord[]; count: MatchCount }> {
      const page = await listPage<Row>(() => rows(), filters, searchColumns)
      return { items: await toRecords(page.rows), count: page.count }
    },

    /** Every matching record, newest first, a bounded batch at a time (CSV exports). */
    async *exportBatches(filters: Pick<ListFilters, 'q' | 'status'>): AsyncGenerator<TRecord[]> {
      for await (const batch of listInBatches<Row>(() => rows(), table, filters, searchColumns)) {
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

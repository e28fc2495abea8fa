import type { Knex } from 'knex'

/** Rows read or written per statement: bounded memory whatever the table's size. */
const BATCH_ROWS = 2_000

/** Knex's own bookkeeping: the restored database is migrated by the code that restores it. */
const SKIPPED_TABLES = new Set(['knex_migrations', 'knex_migrations_lock'])

/**
 * The application's tables, each after the tables it references, so rows restore in an order every
 * foreign key accepts (without the superuser rights it would take to switch the checks off).
 */
export async function tablesInOrder(knex: Knex): Promise<string[]> {
  const tables: string[] = (
    await knex('information_schema.tables')
      .where({ table_schema: 'public', table_type: 'BASE TABLE' })
      .orderBy('table_name')
      .pluck('table_name')
  ).filter((name: string) => !SKIPPED_TABLES.has(name))
  const edges = await knex.raw<{ rows: { child: string; parent: string }[] }>(`
    select distinct c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = 'public'`)
  const needs = new Map(tables.map((table) => [table, new Set<string>()]))
  for (const { child, parent } of edges.rows) if (child !== parent) needs.get(child)?.add(parent)
  const ordered: string[] = []
  const place = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return
    path.add(table)
    for (const parent of needs.get(table) ?? []) place(parent, path)
    ordered.push(table)
  }
  for (const table of tables) place(table, new Set())
  return ordered
}

/** Every row of `table` as PostgreSQL writes it in JSON, in batches. */
export async function* tableRows(trx: Knex.Transaction, table: string): AsyncGenerator<string[]> {
  for (let offset = 0; ; offset += BATCH_ROWS) {
    const { rows } = await trx.raw<{ rows: { row: string }[] }>(
      'select row_to_json(t)::text as row from ?? t order by ctid limit ? offset ?',
      [table, BATCH_ROWS, offset],
    )
    if (rows.length === 0) return
    yield rows.map((r) => r.row)
    if (rows.length < BATCH_ROWS) return
  }
}

/** Inserts rows written by tableRows; PostgreSQL reads each value back into its column's own type. */
export async function insertRows(trx: Knex.Transaction, table: string, rows: string[]): Promise<void> {
  for (let at = 0; at < rows.length; at += BATCH_ROWS) {
    const batch = `[${rows.slice(at, at + BATCH_ROWS).join(',')}]`
    await trx.raw('insert into ?? select * from json_populate_recordset(null::??, ?::json)', [
      table,
      table,
      batch,
    ])
  }
}

/** Serial columns continue after the restored rows, not from 1. */
export async function resetSequences(trx: Knex.Transaction): Promise<void> {
  const { rows } = await trx.raw<{ rows: { table_name: string; column_name: string }[] }>(`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and column_default like 'nextval(%'`)
  for (const { table_name, column_name } of rows) {
    await trx.raw(
      `select setval(pg_get_serial_sequence(?, ?), coalesce((select max(??) from ??), 0) + 1, false)`,
      [table_name, column_name, column_name, table_name],
    )
  }
}

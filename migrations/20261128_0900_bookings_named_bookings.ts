import type { Knex } from 'knex'

/**
 * What visitors book has one name inside the code and the database: a booking. The tables
 * `consultations` and `consultation_files` become `bookings` and `booking_files`, every
 * `consultation_id` column becomes `booking_id`, their indexes and constraints follow, and the audit
 * log's entity `consultation` becomes `booking`. The wire paths (`/api/consult/consultation`,
 * `/api/content/consultations`) and the private file folder keep their names.
 */
const TABLES: ReadonlyArray<readonly [string, string]> = [
  ['consultations', 'bookings'],
  ['consultation_files', 'booking_files'],
]

async function rename(knex: Knex, from: 'consultation' | 'booking', to: 'consultation' | 'booking') {
  const tables = from === 'consultation' ? TABLES : TABLES.map(([a, b]) => [b, a] as const)
  for (const [oldName, newName] of tables) await knex.schema.renameTable(oldName, newName)
  // Only names this migration owns: `booking_slots` and `booking_closed_dates` are left alone.
  const owned = [...tables.map(([oldName]) => `${oldName}\\_%`), `%\\_${from}\\_id\\_%`]
  const ownedSql = owned.map(() => 'like ?').join(' or NAME ')

  const columns: { table_name: string }[] = (
    await knex.raw(
      `select table_name from information_schema.columns
       where table_schema = current_schema() and column_name = ?`,
      [`${from}_id`],
    )
  ).rows
  for (const { table_name } of columns) {
    await knex.schema.alterTable(table_name, (t) => t.renameColumn(`${from}_id`, `${to}_id`))
  }

  // Renaming an index renames the constraint it backs (primary keys, uniques); checks and foreign keys
  // are renamed on their own.
  const indexes: { name: string }[] = (
    await knex.raw(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = current_schema() and c.relkind = 'i' and (c.relname ${ownedSql.replaceAll('NAME', 'c.relname')})`,
      owned,
    )
  ).rows
  for (const { name } of indexes) {
    await knex.raw('alter index ?? rename to ??', [name, name.replaceAll(from, to)])
  }
  const constraints: { table: string; name: string }[] = (
    await knex.raw(
      `select t.relname as table, con.conname as name from pg_constraint con
       join pg_class t on t.oid = con.conrelid join pg_namespace n on n.oid = t.relnamespace
       where n.nspname = current_schema() and con.contype in ('c', 'f')
         and (con.conname ${ownedSql.replaceAll('NAME', 'con.conname')})`,
      owned,
    )
  ).rows
  for (const { table, name } of constraints) {
    await knex.raw('alter table ?? rename constraint ?? to ??', [table, name, name.replaceAll(from, to)])
  }

  await knex('audit_log').where({ entity: from }).update({ entity: to })
}

export async function up(knex: Knex): Promise<void> {
  await rename(knex, 'consultation', 'booking')
}

export async function down(knex: Knex): Promise<void> {
  await rename(knex, 'booking', 'consultation')
}

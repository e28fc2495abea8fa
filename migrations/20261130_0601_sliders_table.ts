import type { Knex } from 'knex'

/**
 * A home-page slider picture has one name inside the code and the database: a slider. The table
 * `slider_images` becomes `sliders`, and the indexes and constraints named after it follow (the
 * primary key is a UUID, so there is no sequence). The wire path `/api/sliders` and the entity
 * `slider` already say so.
 */
async function rename(knex: Knex, from: string, to: string) {
  await knex.schema.renameTable(from, to)
  const prefix = `${from}\\_%`
  // Renaming an index renames the constraint it backs (the primary key); the others (checks, and the
  // not-null constraints PostgreSQL 18 and the embedded database name) are renamed on their own.
  const indexes: { name: string }[] = (
    await knex.raw(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = current_schema() and c.relkind = 'i' and c.relname like ?`,
      [prefix],
    )
  ).rows
  for (const { name } of indexes) {
    await knex.raw('alter index ?? rename to ??', [name, `${to}${name.slice(from.length)}`])
  }
  const constraints: { name: string }[] = (
    await knex.raw(
      `select con.conname as name from pg_constraint con
       join pg_class t on t.oid = con.conrelid join pg_namespace n on n.oid = t.relnamespace
       where n.nspname = current_schema() and t.relname = ? and con.contype not in ('p', 'u', 'x')
         and con.conname like ?`,
      [to, prefix],
    )
  ).rows
  for (const { name } of constraints) {
    await knex.raw('alter table ?? rename constraint ?? to ??', [to, name, `${to}${name.slice(from.length)}`])
  }
}

export async function up(knex: Knex): Promise<void> {
  await rename(knex, 'slider_images', 'sliders')
}

export async function down(knex: Knex): Promise<void> {
  await rename(knex, 'sliders', 'slider_images')
}

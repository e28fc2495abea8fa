import type { Knex } from 'knex'

/**
 * The not-null constraints the embedded database (and PostgreSQL 18) names after their table kept the
 * old booking table names through migrations/20261128_0900_bookings_named_bookings.ts, which renamed
 * only checks and foreign keys: `consultations_email_not_null` on `bookings`. They follow the tables
 * now, so every index and constraint of a booking table carries its name. On a server that does not
 * name not-null constraints there is nothing to rename.
 */
const TABLES: ReadonlyArray<readonly [string, string]> = [
  ['consultations', 'bookings'],
  ['consultation_files', 'booking_files'],
]

async function rename(knex: Knex, tables: ReadonlyArray<readonly [string, string]>) {
  for (const [from, to] of tables) {
    const constraints: { name: string }[] = (
      await knex.raw(
        `select con.conname as name from pg_constraint con
         join pg_class t on t.oid = con.conrelid join pg_namespace n on n.oid = t.relnamespace
         where n.nspname = current_schema() and t.relname = ? and con.contype not in ('p', 'u', 'x')
           and con.conname like ?`,
        [to, `${from}\\_%`],
      )
    ).rows
    for (const { name } of constraints) {
      await knex.raw('alter table ?? rename constraint ?? to ??', [
        to,
        name,
        `${to}${name.slice(from.length)}`,
      ])
    }
  }
}

export async function up(knex: Knex): Promise<void> {
  await rename(knex, TABLES)
}

/** Back to the names the constraints had before, on the tables as they are named now. */
export async function down(knex: Knex): Promise<void> {
  for (const [oldName, newName] of TABLES) {
    const constraints: { name: string }[] = (
      await knex.raw(
        `select con.conname as name from pg_constraint con
         join pg_class t on t.oid = con.conrelid join pg_namespace n on n.oid = t.relnamespace
         where n.nspname = current_schema() and t.relname = ? and con.contype = 'n' and con.conname like ?`,
        [newName, `${newName}\\_%`],
      )
    ).rows
    for (const { name } of constraints) {
      await knex.raw('alter table ?? rename constraint ?? to ??', [
        newName,
        name,
        `${oldName}${name.slice(newName.length)}`,
      ])
    }
  }
}

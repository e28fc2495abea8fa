import { mkdirSync, readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import knex, { type Knex } from 'knex'
import ClientPgLite from 'knex-pglite'
import pg from 'pg'
import type { DatabaseConfig } from '../config'
import { migrationSource } from './migration-source'

// PostgreSQL answers bigint counts as text; every count we read fits in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10))

/** One Knex instance over PGlite (embedded) or PostgreSQL, with the same SQL and migrations. */
export function createKnex(database: DatabaseConfig): Knex {
  if (database.kind === 'pg') {
    return knex({ client: 'pg', connection: database.url, pool: { min: 0, max: 10 } })
  }
  if (database.dir) mkdirSync(database.dir, { recursive: true })
  const pglite =
    database.instance ??
    (database.snapshotFile
      ? new PGlite({ loadDataDir: new Blob([readFileSync(database.snapshotFile)]) })
      : null)
  return knex({
    client: ClientPgLite as unknown as typeof knex.Client,
    dialect: 'postgres',
    connection: pglite ? { pglite } : database.dir ? { filename: database.dir } : {},
    useNullAsDefault: false,
  } as Knex.Config)
}

export async function migrateToLatest(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource })
}

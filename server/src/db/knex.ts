import { mkdirSync, readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import knex, { type Knex } from 'knex'
import ClientPgLite from 'knex-pglite'
import pg from 'pg'
import type { DatabaseConfig } from '../config'
import { migrationSource } from './migration-source'

// PostgreSQL answers bigint counts as text; every count we read fits in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10))

/** Extensions every embedded database loads: pg_trgm for the search indexes, as on PostgreSQL. */
export const PGLITE_EXTENSIONS = { pg_trgm }

/** One Knex instance over PGlite (embedded) or PostgreSQL, with the same SQL and migrations. */
export function createKnex(database: DatabaseConfig): Knex {
  if (database.kind === 'pg') {
    return knex({ client: 'pg', connection: database.url, pool: { min: 0, max: 10 } })
  }
  if (database.dir) mkdirSync(database.dir, { recursive: true })
  // Our own PGlite instance (not knex-pglite's), so it loads the extensions the migrations need.
  const pglite =
    database.instance ??
    new PGlite({
      dataDir: database.dir ?? undefined,
      loadDataDir: database.snapshotFile ? new Blob([readFileSync(database.snapshotFile)]) : undefined,
      extensions: PGLITE_EXTENSIONS,
    })
  return knex({
    client: ClientPgLite as unknown as typeof knex.Client,
    dialect: 'postgres',
    connection: { pglite },
    useNullAsDefault: false,
  } as Knex.Config)
}

export async function migrateToLatest(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource })
}

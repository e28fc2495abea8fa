import { mkdirSync, readFileSync } from 'node:fs'
import v8 from 'node:v8'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import knex, { type Knex } from 'knex'
import ClientPgLite from 'knex-pglite'
import pg from 'pg'
import type { DatabaseConfig, DatabaseTimeouts } from '../config'
import { migrationSource } from './migration-source'

// PostgreSQL answers bigint counts as text; every count we read fits in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10))

/** Extensions every embedded database loads: pg_trgm for the search indexes, as on PostgreSQL. */
export const PGLITE_EXTENSIONS = { pg_trgm }

/**
 * PostgreSQL's memory settings are sized for a database server of its own; inside this process every
 * buffer is WebAssembly memory that, once touched, is never given back. A small lab's whole database
 * fits in a few MB, and reads are answered from the read cache anyway (issue 16: idle RSS).
 */
const PGLITE_MEMORY_PARAMS = [
  '-c',
  'shared_buffers=16MB',
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'work_mem=2MB',
  '-c',
  'temp_buffers=2MB',
]

/**
 * V8 compiles PGlite's 9 MB WebAssembly module twice: at once with its baseline compiler (Liftoff), then
 * its hot functions again with the optimising one, on background threads whose scratch memory the C
 * allocator keeps. Baseline code alone measured 45–80 MB less idle RSS, a warm-up twice as fast, and
 * queries ~20% slower once warm (0.7 ms against 0.57 ms for a catalogue read): a small lab's database,
 * whose reads the read cache answers, is better served by the memory (issue 16: idle RSS ≤ 250 MB).
 * The flag only affects WebAssembly compiled after it is set, and this process compiles no other.
 */
function compileWebAssemblyWithBaselineOnly(): void {
  v8.setFlagsFromString('--liftoff-only')
}

/** On the embedded database requests queue for its one connection: a burst must wait, not fail. */
const PGLITE_MIN_ACQUIRE_MS = 10_000

interface KnexOptions {
  /** Omitted (CLI, migrations): no statement timeout, so a long migration is not cut off. */
  timeouts?: DatabaseTimeouts
  log?: { warn: (message: string) => void }
}

/**
 * One Knex instance over PGlite (embedded) or PostgreSQL, with the same SQL and migrations.
 *
 * Timeouts turn an unavailable database into a quick error (answered 503 by `lib/database-unavailable`)
 * instead of a hang: PostgreSQL gets a connect timeout, a pool acquire timeout, a server-side
 * `statement_timeout` and a client-side read timeout a little longer, which is what ends a query on a
 * frozen server (a stopped process cannot cancel anything itself). PGlite runs inside this process, so
 * it cannot be unreachable and its `statement_timeout` never fires (no timer signals in WebAssembly);
 * there the timeout that matters is the acquire timeout of its single connection, which a long
 * transaction holds while other requests wait (at least 10 s: queueing is its normal way of working).
 */
export async function openKnex(database: DatabaseConfig, { timeouts, log }: KnexOptions = {}): Promise<Knex> {
  // Knex prints pool warnings (each failed connect while the database is down) with console.log otherwise.
  const logger = log ? { log: { warn: log.warn, error: log.warn, deprecate: log.warn, debug: () => {} } } : {}
  if (database.kind === 'pg') {
    return knex({
      ...logger,
      client: 'pg',
      connection: {
        connectionString: database.url,
        connectionTimeoutMillis: timeouts?.connectMs ?? 10_000,
        ...(timeouts && {
          statement_timeout: timeouts.statementMs,
          query_timeout: timeouts.statementMs + 500,
          // A transaction left open by a crashed request must not hold its row locks for ever.
          idle_in_transaction_session_timeout: Math.max(10_000, timeouts.statementMs * 3),
        }),
        keepAlive: true,
      },
      acquireConnectionTimeout: timeouts?.acquireMs ?? 60_000,
      pool: { min: 0, max: 10 },
    })
  }
  if (database.dir) mkdirSync(database.dir, { recursive: true, mode: 0o700 })
  if (!database.instance) compileWebAssemblyWithBaselineOnly()
  // Our own PGlite instance (not knex-pglite's), so it loads the extensions the migrations need.
  const pglite =
    database.instance ??
    new PGlite({
      dataDir: database.dir ?? undefined,
      loadDataDir: database.snapshotFile ? new Blob([readFileSync(database.snapshotFile)]) : undefined,
      extensions: PGLITE_EXTENSIONS,
      startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_PARAMS],
    })
  // Awaited here, not on the first query: opening it (and creating it on first run) can take seconds.
  await pglite.waitReady
  return knex({
    client: ClientPgLite as unknown as typeof knex.Client,
    dialect: 'postgres',
    connection: { pglite },
    useNullAsDefault: false,
    ...logger,
    acquireConnectionTimeout: Math.max(timeouts?.acquireMs ?? 60_000, PGLITE_MIN_ACQUIRE_MS),
  } as unknown as Knex.Config)
}

export async function migrateToLatest(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource })
}

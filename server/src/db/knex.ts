import { mkdirSync, readFileSync } from 'node:fs'
import v8 from 'node:v8'
import { PGlite } from '@electric-sql/pglite'
import knex, { type Knex } from 'knex'
import ClientPgLite from 'knex-pglite'
import pg from 'pg'
import type { DatabaseConfig, DatabaseTimeouts } from '../config'
import { migrationSource } from './migration-source'
import { pgliteOptions } from './pglite-options'
import { openPgliteInWorker } from './pglite-worker-connection'

// PostgreSQL answers bigint counts as text; every count we read fits in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10))

/**
 * V8 compiles PGlite's 9 MB WebAssembly module twice: at once with its baseline compiler (Liftoff), then
 * its hot functions again with the optimising one, on background threads whose scratch memory the C
 * allocator keeps. Baseline code alone measured 45–80 MB less idle RSS, a warm-up twice as fast, and
 * queries ~20% slower once warm (0.7 ms against 0.57 ms for a catalogue read): a small lab's database,
 * whose reads the read cache answers, is better served by the memory (idle RSS ≤ 250 MB).
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
  /** Without `timeouts`: still give up connecting after this long (a start-up check, then migrations). */
  connecting?: Pick<DatabaseTimeouts, 'connectMs' | 'acquireMs'>
  log?: { warn: (message: string) => void }
  /**
   * Runs an embedded database this call opens in a worker thread (the server's): a running PGlite makes
   * the thread it lives in serve HTTP about a third slower, whatever it is doing.
   */
  embeddedInWorker?: boolean
}

/**
 * One Knex instance over PGlite (embedded) or PostgreSQL, with the same SQL and migrations.
 *
 * Timeouts turn an unavailable database into a quick error (answered 503 by `lib/infrastructure/database-unavailable`)
 * instead of a hang: PostgreSQL gets a connect timeout, a pool acquire timeout, a server-side
 * `statement_timeout` and a client-side read timeout a little longer, which is what ends a query on a
 * frozen server (a stopped process cannot cancel anything itself). PGlite runs inside this process, so
 * it cannot be unreachable and its `statement_timeout` never fires (no timer signals in WebAssembly);
 * there the timeout that matters is the acquire timeout of its single connection, which a long
 * transaction holds while other requests wait (at least 10 s: queueing is its normal way of working).
 */
export async function openKnex(
  database: DatabaseConfig,
  { timeouts, connecting = timeouts, log, embeddedInWorker = false }: KnexOptions = {},
): Promise<Knex> {
  // Knex prints pool warnings (each failed connect while the database is down) with console.log otherwise.
  const logger = log ? { log: { warn: log.warn, error: log.warn, deprecate: log.warn, debug: () => {} } } : {}
  if (database.kind === 'pg') {
    return knex({
      ...logger,
      client: 'pg',
      connection: {
        connectionString: database.url,
        connectionTimeoutMillis: connecting?.connectMs ?? 10_000,
        ...(timeouts && {
          statement_timeout: timeouts.statementMs,
          query_timeout: timeouts.statementMs + 500,
          // A transaction left open by a crashed request must not hold its row locks for ever.
          idle_in_transaction_session_timeout: Math.max(10_000, timeouts.statementMs * 3),
        }),
        keepAlive: true,
      },
      acquireConnectionTimeout: connecting?.acquireMs ?? 60_000,
      pool: { min: 0, max: 10 },
    })
  }
  if (database.dir) mkdirSync(database.dir, { recursive: true, mode: 0o700 })
  if (!database.instance) compileWebAssemblyWithBaselineOnly()
  // Our own PGlite instance (not knex-pglite's), so it loads the extensions the migrations need.
  const openEmbedded = () => {
    const location = {
      dir: database.dir ?? null,
      snapshot: database.snapshotFile ? new Blob([readFileSync(database.snapshotFile)]) : undefined,
    }
    return embeddedInWorker ? openPgliteInWorker(location) : new PGlite(pgliteOptions(location))
  }
  const pglite = database.instance ?? openEmbedded()
  // Awaited here, not on the first query: opening it (and creating it on first run) can take seconds.
  await pglite.waitReady
  const config: Knex.Config = {
    client: ClientPgLite,
    dialect: 'postgres',
    useNullAsDefault: false,
    ...logger,
    acquireConnectionTimeout: Math.max(timeouts?.acquireMs ?? 60_000, PGLITE_MIN_ACQUIRE_MS),
  }
  // knex-pglite takes its instance as the connection, a setting knex's own types do not describe.
  return knex(Object.assign(config, { connection: { pglite } }))
}

/**
 * Runs every pending migration; `say` hears "migrating 3/27: <name>…" before each, so a first start
 * that takes a minute on a slow machine shows where it is.
 */
export async function migrateToLatest(db: Knex, say?: (line: string) => void): Promise<void> {
  if (!say) {
    await db.migrate.latest({ migrationSource })
    return
  }
  const [, pending] = (await db.migrate.list({ migrationSource })) as [unknown[], string[]]
  if (pending.length === 0) return
  const order = new Map(pending.map((name, index) => [name, index + 1]))
  const announced: Knex.MigrationSource<string> = {
    ...migrationSource,
    getMigration: async (name) => {
      const migration = await migrationSource.getMigration(name)
      return {
        ...migration,
        up: (knex: Knex) => {
          say(`migrating ${order.get(name)}/${pending.length}: ${name}…`)
          return migration.up(knex)
        },
      }
    },
  }
  await db.migrate.latest({ migrationSource: announced })
}

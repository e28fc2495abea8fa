import { errorMessage } from '@labsite/shared'
import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import {
  createEmbeddedDatabaseInChildProcess,
  isEmbeddedDatabaseCreated,
} from '../db/embedded-database-creation'
import { migrateToLatest, openKnex } from '../db/knex'
import { restrictTree } from '../lib/infrastructure/file-modes'

declare module 'fastify' {
  interface FastifyInstance {
    knex: Knex
    /**
     * After rows were erased: rewrites `tables` so the deleted rows' bytes leave the data files. On the
     * embedded database the WAL that logged them is then checkpointed away too, so nothing of them is
     * left in DATA_DIR; a PostgreSQL server's own WAL and backups are its operator's (docs/backups.md).
     */
    compactErasedPages(tables: readonly string[]): Promise<void>
  }
}

/** Opens the database (PGlite or PostgreSQL), brings it to the latest migration, and closes it last. */
export default fp(
  async (app) => {
    const log = { warn: (message: string) => app.log.warn({ database: true }, String(message)) }
    const where = app.config.database.kind === 'pg' ? 'DATABASE_URL' : 'the embedded database'
    const fail = (error: unknown) => new Error(`cannot reach ${where}: ${errorMessage(error)}`)
    const { database } = app.config
    let db: Knex
    try {
      if (
        database.kind === 'pglite' &&
        database.dir &&
        !database.instance &&
        !isEmbeddedDatabaseCreated(database.dir)
      ) {
        await createEmbeddedDatabaseInChildProcess(database.dir)
      }
      db = await openKnex(app.config.database, {
        timeouts: app.config.databaseTimeouts,
        log,
        embeddedInWorker: true,
      })
    } catch (error) {
      throw fail(error)
    }
    try {
      await db.raw('select 1')
    } catch (error) {
      await db.destroy().catch(() => {})
      throw fail(error)
    }
    if (app.config.database.kind === 'pg') {
      // Migrations run without the request timeouts: a long one must finish, not be cancelled at 3 s.
      const migrator = await openKnex(app.config.database, { log })
      try {
        await migrateToLatest(migrator)
      } finally {
        await migrator.destroy()
      }
    } else {
      await migrateToLatest(db)
    }
    // PGlite unpacks its initial files with explicit modes (0666) that the process mask cannot narrow.
    if (database.kind === 'pglite' && database.dir) restrictTree(database.dir)
    app.decorate('knex', db)
    app.decorate('compactErasedPages', async (tables: readonly string[]) => {
      const list = tables.map((table) => `"${table.replace(/[^a-z_]/g, '')}"`).join(', ')
      if (database.kind === 'pglite') {
        await db.raw(`vacuum full ${list}`)
        await db.raw('select pg_switch_wal()')
        await db.raw('checkpoint')
      } else {
        await db.raw(`vacuum ${list}`)
      }
    })
    app.addHook('onClose', async () => {
      await db.destroy()
    })
  },
  { name: 'db', dependencies: ['config', 'data-dir'] },
)

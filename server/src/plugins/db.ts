import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import {
  createEmbeddedDatabaseInChildProcess,
  isEmbeddedDatabaseCreated,
} from '../db/embedded-database-creation'
import { migrateToLatest, openKnex } from '../db/knex'
import { restrictTree } from '../lib/file-modes'

declare module 'fastify' {
  interface FastifyInstance {
    knex: Knex
  }
}

/** Opens the database (PGlite or PostgreSQL), brings it to the latest migration, and closes it last. */
export default fp(
  async (app) => {
    const log = { warn: (message: string) => app.log.warn({ database: true }, String(message)) }
    const where = app.config.database.kind === 'pg' ? 'DATABASE_URL' : 'the embedded database'
    const fail = (error: unknown) => new Error(`cannot reach ${where}: ${(error as Error).message}`)
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
    app.addHook('onClose', async () => {
      await db.destroy()
    })
  },
  { name: 'db', dependencies: ['config', 'data-dir'] },
)

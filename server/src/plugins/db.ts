import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import { createKnex, migrateToLatest } from '../db/knex'
import { restrictTree } from '../lib/file-modes'

declare module 'fastify' {
  interface FastifyInstance {
    knex: Knex
  }
}

/** Opens the database (PGlite or PostgreSQL), brings it to the latest migration, and closes it last. */
export default fp(
  async (app) => {
    const db = createKnex(app.config.database)
    try {
      await db.raw('select 1')
    } catch (error) {
      await db.destroy().catch(() => {})
      const where = app.config.database.kind === 'pg' ? 'DATABASE_URL' : 'the embedded database'
      throw new Error(`cannot reach ${where}: ${(error as Error).message}`)
    }
    await migrateToLatest(db)
    // PGlite unpacks its initial files with explicit modes (0666) that the process mask cannot narrow.
    const { database } = app.config
    if (database.kind === 'pglite' && database.dir) restrictTree(database.dir)
    app.decorate('knex', db)
    app.addHook('onClose', async () => {
      await db.destroy()
    })
  },
  { name: 'db', dependencies: ['config', 'data-dir'] },
)

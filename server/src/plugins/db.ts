import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import { createKnex, migrateToLatest } from '../db/knex'

declare module 'fastify' {
  interface FastifyInstance {
    knex: Knex
  }
}

/** Opens the database (PGlite or PostgreSQL), brings it to the latest migration, and closes it last. */
export default fp(
  async (app) => {
    const db = createKnex(app.config.database, app.config.databaseTimeouts, {
      warn: (message) => app.log.warn({ database: true }, String(message)),
    })
    try {
      await db.raw('select 1')
    } catch (error) {
      await db.destroy().catch(() => {})
      const where = app.config.database.kind === 'pg' ? 'DATABASE_URL' : 'the embedded database'
      throw new Error(`cannot reach ${where}: ${(error as Error).message}`)
    }
    await migrateToLatest(db)
    app.decorate('knex', db)
    app.addHook('onClose', async () => {
      await db.destroy()
    })
  },
  { name: 'db', dependencies: ['config'] },
)

import path from 'node:path'
import fp from 'fastify-plugin'
import { ensureDefaultDocuments, seedDemoCalendar, seedDemoContent } from '../db/seed'
import { refuseDemoOnRealData } from './bootstrap-admin'

/** Built-in defaults always; demo content on an empty database in demo mode. */
export default fp(
  async (app) => {
    await ensureDefaultDocuments(app.knex)
    if (app.config.demo) {
      await refuseDemoOnRealData(app.knex, app.config.adminEmail)
      const seeded = await seedDemoContent(app.knex, path.join(app.config.dataDir, 'uploads'))
      if (seeded) app.log.info('demo content seeded')
      if (await seedDemoCalendar(app.knex)) app.log.info('demo booking calendar seeded')
    }
  },
  { name: 'seed', dependencies: ['db'] },
)

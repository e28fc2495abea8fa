import { errorMessage } from '@labsite/shared'
import { migrateToLatest, openKnex } from '../db/knex'
import { ensureDefaultDocuments, seedDemoCalendar, seedDemoContent } from '../db/seed'

/**
 * Run by the server (`createEmbeddedDatabaseInChildProcess`) when its embedded database does not exist
 * yet: creates it in the folder given as the first argument, migrates it and exits, so the memory that
 * creating it takes goes away with this process. A demo server also names its uploads folder: the demo
 * content is then written here too, so the server finds it as it would on any later start.
 */
async function main() {
  const dir = process.argv[2]
  const demoUploadsDir = process.argv[3]
  if (!dir) throw new Error('usage: create-embedded-database <folder> [demo uploads folder]')
  const knex = await openKnex({ kind: 'pglite', dir })
  try {
    // The server that started this process prints each step (`createEmbeddedDatabaseInChildProcess`).
    await migrateToLatest(knex, (line) => process.send?.({ progress: line }))
    if (demoUploadsDir) {
      process.send?.({ progress: 'adding the demo content…' })
      await ensureDefaultDocuments(knex)
      await seedDemoContent(knex, demoUploadsDir)
      await seedDemoCalendar(knex)
    }
  } finally {
    await knex.destroy()
  }
}

main().catch((error) => {
  console.error(errorMessage(error))
  process.exitCode = 1
})

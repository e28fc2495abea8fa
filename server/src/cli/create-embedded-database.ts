import { errorMessage } from '@labsite/shared'
import { migrateToLatest, openKnex } from '../db/knex'

/**
 * Run by the server (`createEmbeddedDatabaseInChildProcess`) when its embedded database does not exist
 * yet: creates it in the folder given as the only argument, migrates it and exits, so the memory that
 * creating it takes goes away with this process.
 */
async function main() {
  const dir = process.argv[2]
  if (!dir) throw new Error('usage: create-embedded-database <folder>')
  const knex = await openKnex({ kind: 'pglite', dir })
  try {
    // The server that started this process prints each step (`createEmbeddedDatabaseInChildProcess`).
    await migrateToLatest(knex, (line) => process.send?.({ progress: line }))
  } finally {
    await knex.destroy()
  }
}

main().catch((error) => {
  console.error(errorMessage(error))
  process.exitCode = 1
})

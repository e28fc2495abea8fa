import { errorMessage } from '@labsite/shared'
import { ConfigError, loadConfig } from '../config'
import { openKnex } from '../db/knex'
import { migrationSource } from '../db/migration-source'

/** `npm run db:migrate`: brings the database of DATABASE_URL (or DATA_DIR) to the latest migration. */
async function main() {
  const config = loadConfig()
  const knex = await openKnex(config.database)
  try {
    const [, applied]: [number, string[]] = await knex.migrate.latest({ migrationSource })
    for (const name of applied) console.log(`applied ${name}`)
    console.log(
      applied.length ? 'Database migrated to the latest version.' : 'Database was already up to date.',
    )
  } finally {
    await knex.destroy()
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : errorMessage(error))
  process.exitCode = 1
})

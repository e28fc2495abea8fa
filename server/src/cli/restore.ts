import { existsSync } from 'node:fs'
import { restoreBackup } from '../backup/backup'
import { migrateToLatest, openKnex } from '../db/knex'
import { readBackupCommand, reportFailure, UsageError } from './backup-command'

const USAGE =
  'Usage: npm run restore -- --from FILE [--force]   (BACKUP_KEY in the environment; into DATA_DIR / DATABASE_URL)'

/**
 * `npm run restore`: brings an archive back into the DATA_DIR and DATABASE_URL (or embedded database)
 * of this environment, with the server stopped. Refuses a database that already holds a site unless
 * --force, and an archive that does not authenticate with BACKUP_KEY.
 */
async function main() {
  const command = readBackupCommand(USAGE, { from: { type: 'string' }, force: { type: 'boolean' } })
  if (!command) return
  const { values, config, key } = command
  const from = typeof values.from === 'string' ? values.from : undefined
  if (!from) throw new UsageError('Say which backup to restore: --from FILE')
  if (!existsSync(from)) throw new UsageError(`No such file: ${from}`)
  const knex = await openKnex(config.database)
  try {
    await migrateToLatest(knex)
    const restored = await restoreBackup({
      knex,
      dataDir: config.dataDir,
      from,
      key,
      force: values.force === true,
    })
    console.log(
      `Restored ${restored.rows} rows in ${restored.tables} tables and ${restored.files} files from ${from}.`,
    )
  } finally {
    await knex.destroy()
  }
}

main().catch(reportFailure(USAGE))

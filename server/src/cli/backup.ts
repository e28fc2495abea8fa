import { createBackup, pruneBackups } from '../backup/backup'
import { openKnex } from '../db/knex'
import { readBackupCommand, reportFailure, UsageError } from './backup-command'

const USAGE =
  'Usage: npm run backup -- --to DIR [--keep N]   (BACKUP_KEY in the environment; DIR defaults to BACKUP_DIR)'

/**
 * `npm run backup`: one encrypted archive of the database and every file of DATA_DIR. With the embedded
 * database run it while the server is stopped (or let the server make them: BACKUP_DIR); a PostgreSQL
 * server can be backed up at any time, in one consistent snapshot.
 */
async function main() {
  const command = readBackupCommand(USAGE, { to: { type: 'string' }, keep: { type: 'string' } })
  if (!command) return
  const { values, config, key } = command
  const toDir = (typeof values.to === 'string' ? values.to : undefined) ?? config.backup.dir
  if (!toDir) throw new UsageError('Say where to write the backup: --to DIR (or set BACKUP_DIR)')
  const keep = values.keep === undefined ? null : Number(values.keep)
  if (keep !== null && !(Number.isInteger(keep) && keep >= 1))
    throw new UsageError('--keep must be a whole number ≥ 1')
  if (config.fileStore.kind === 's3') {
    console.warn(
      'FILE_STORE=s3: this archive holds the database; the files stay in the bucket (keep its versioning on).',
    )
  }
  const knex = await openKnex(config.database)
  try {
    const file = await createBackup({ knex, dataDir: config.dataDir, toDir, key })
    console.log(`Backup written: ${file}`)
    if (keep !== null)
      for (const old of await pruneBackups(toDir, keep)) console.log(`Removed older backup ${old}`)
  } finally {
    await knex.destroy()
  }
}

main().catch(reportFailure(USAGE))

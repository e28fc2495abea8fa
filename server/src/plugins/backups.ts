import fp from 'fastify-plugin'
import { createBackup, pruneBackups } from '../backup/backup'

/**
 * Scheduled backups: with BACKUP_DIR set, the server writes an encrypted archive every
 * BACKUP_EVERY_HOURS and keeps the newest BACKUP_KEEP. The scheduler runs it in one server process
 * at a time; made in the server, it also covers the embedded database, which only the server may open.
 */
export default fp(
  async (app) => {
    const { backup, dataDir, fileStore } = app.config
    if (!backup.dir || !backup.key) return
    const { dir, key, keep, everyMs } = backup
    if (fileStore.kind === 's3') {
      app.log.warn(
        'FILE_STORE=s3: backups hold the database; the bucket keeps the files (turn on its versioning)',
      )
    }
    app.scheduler.add({
      name: 'backup',
      everyMs,
      run: async () => {
        const file = await createBackup({ knex: app.knex, dataDir, toDir: dir, key })
        const removed = await pruneBackups(dir, keep)
        app.log.info({ file, removed: removed.length }, 'backup written')
      },
    })
  },
  { name: 'backups', dependencies: ['config', 'db', 'scheduler'] },
)

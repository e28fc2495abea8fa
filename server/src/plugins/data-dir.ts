import fp from 'fastify-plugin'
import { findWiderThanOwner, restrictNewFiles } from '../lib/infrastructure/file-modes'

/**
 * DATA_DIR holds health data, outgoing mail and the signing key, so it is owner-only (folders 0700,
 * files 0600). At start: one warning if files from before are wider, then every new file is created
 * owner-only by the process mask. Registered before the database opens, so its files are covered too.
 */
export default fp(
  async (app) => {
    const { dataDir } = app.config
    const wider = findWiderThanOwner(dataDir)
    if (wider.length > 0) {
      app.log.warn(
        { dataDir, count: wider.length, examples: wider.slice(0, 5) },
        `${wider.length} files or folders in DATA_DIR can be read by other accounts; run: chmod -R go-rwx ${dataDir}`,
      )
    }
    if (!restrictNewFiles()) app.log.warn('cannot set an owner-only file mask in this thread')
  },
  { name: 'data-dir', dependencies: ['config'] },
)

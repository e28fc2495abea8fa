import fp from 'fastify-plugin'
import { createLocalObjectStore, type ObjectStore } from '../lib/infrastructure/object-store'

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploads and private files (FILE_STORE): DATA_DIR, or an S3 bucket shared by every server process. */
    objects: ObjectStore
  }
}

export default fp(
  async (app) => {
    const { fileStore } = app.config
    if (fileStore.kind === 's3') {
      const { createS3ObjectStore } = await import('../lib/infrastructure/s3-object-store')
      const s3 = createS3ObjectStore(fileStore)
      await s3.check()
      app.addHook('onClose', async () => s3.close())
      app.decorate('objects', s3)
    } else {
      app.decorate('objects', createLocalObjectStore(app.config.dataDir))
    }
  },
  { name: 'file-store', dependencies: ['config'] },
)

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import browseMedia from './browse-media'
import { backfillMediaLibrary } from './library-backfill'
import manageMedia from './manage-media'

/**
 * The media library. Every uploaded picture is in it (through any picture field too);
 * staff browse and search it, admins upload, set alt texts (English, Hindi) and delete what is unused.
 */
const media: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onReady', async () => {
    try {
      const added = await backfillMediaLibrary(app)
      if (added > 0) app.log.info({ added }, 'media library: pictures already in use were added')
    } catch (error) {
      // The library still works without them; the next start tries again.
      app.log.warn({ err: error }, 'media library: pictures already in use could not be added')
    }
  })
  await app.register(browseMedia)
  await app.register(manageMedia)
}

export default media

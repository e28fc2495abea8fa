import compress from '@fastify/compress'
import fp from 'fastify-plugin'
import { COMPRESS_THRESHOLD_BYTES } from '../lib/infrastructure/read-cache'

/** Answers up to this size are compressed in one synchronous call; larger ones and streams are streamed. */
const SYNC_COMPRESS_MAX_BYTES = 64 * 1024

/**
 * Brotli or gzip for answers built per request (staff lists, exports) above a size worth it. Kept public
 * answers carry their own compressed copies (http-cache) and built web files their precompressed ones
 * (web), both already marked with Content-Encoding, which this plugin leaves alone.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      // A staff list page (about 30 KB of JSON) compresses in a tenth of a millisecond in one call; the
      // default on a 2-core host (8 KB) sent it through a zlib stream whose setup cost several times more.
      syncThreshold: SYNC_COMPRESS_MAX_BYTES,
    })
  },
  { name: 'compression' },
)

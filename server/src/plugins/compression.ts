import compress from '@fastify/compress'
import fp from 'fastify-plugin'
import { COMPRESS_THRESHOLD_BYTES } from '../lib/read-cache'

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
    })
  },
  { name: 'compression' },
)

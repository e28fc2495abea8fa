import multipart from '@fastify/multipart'
import { MAX_BOOKING_FILES, MAX_UPLOAD_BYTES } from '@labsite/shared'
import fp from 'fastify-plugin'

/** Multipart parsing with the upload limits of shared/src/constants.ts; routes read parts themselves (streams, no buffering). */
export default fp(
  async (app) => {
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: MAX_BOOKING_FILES,
        fields: 200,
        fieldSize: 200_000,
        parts: 300,
      },
    })
  },
  { name: 'multipart' },
)

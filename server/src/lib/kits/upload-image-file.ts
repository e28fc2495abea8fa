import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { StoredImage } from '../../plugins/uploads'
import { claimAfterImage } from './claim-after-image'
import { multipartForm } from './multipart-body'

export const IMAGE_FILE_FIELD = 'file'
const MISSING_FILE = 'Choose an image file to upload'

/** The multipart body of an image upload (POST /uploads, POST /admin/media): one part named "file". */
export const imageUploadBody = {
  content: {
    'multipart/form-data': {
      schema: multipartForm(
        null,
        { [IMAGE_FILE_FIELD]: 'a JPEG, PNG, GIF, AVIF or WebP image' },
        'One image.',
      ),
    },
  },
}

/**
 * Stores the request's one image (the upload plugin's checks, limits and WebP variants; it joins the
 * media library) and claims the Idempotency-Key with its SHA-256. Null: an earlier answer was replayed.
 */
export async function uploadImageFile(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<StoredImage | null> {
  if (!request.isMultipart()) throw app.httpErrors.badRequest(MISSING_FILE)
  const file = await request.file()
  if (!file) throw app.httpErrors.badRequest(MISSING_FILE)
  if (file.fieldname !== IMAGE_FILE_FIELD) {
    file.file.resume()
    throw app.httpErrors.badRequest(MISSING_FILE)
  }
  const stored = await app.images.store(file, request.user.id)
  if (await claimAfterImage(app, request, reply, { image: stored.sha256 }, stored.url)) return null
  return stored
}

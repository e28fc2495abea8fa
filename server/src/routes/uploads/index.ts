import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorBody, UploadResult } from '@labsite/shared'
import { claimAfterImage } from '../../lib/claim-after-image'
import { multipartForm } from '../../lib/multipart-body'

const FILE_FIELD = 'file'
const MISSING_FILE = 'Choose an image file to upload'

const uploads: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/uploads',
    {
      // onRequest runs before the body is read: an anonymous upload is refused without receiving it.
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (multipart field "file"); stored as WebP variants without metadata',
        body: {
          content: {
            'multipart/form-data': {
              schema: multipartForm(
                null,
                { [FILE_FIELD]: 'a JPEG, PNG, GIF, AVIF or WebP image' },
                'One image.',
              ),
            },
          },
        },
        response: {
          201: UploadResult,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw app.httpErrors.badRequest(MISSING_FILE)
      const file = await request.file()
      if (!file) throw app.httpErrors.badRequest(MISSING_FILE)
      if (file.fieldname !== FILE_FIELD) {
        file.file.resume()
        throw app.httpErrors.badRequest(MISSING_FILE)
      }
      const { sha256, ...result } = await app.images.store(file, request.user.id)
      if (await claimAfterImage(app, request, reply, { image: sha256 }, result.url)) return reply
      return reply.code(201).send(result)
    },
  )
}

export default uploads

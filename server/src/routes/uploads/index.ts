import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorBody, UploadResult } from '@labsite/shared'

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
        consumes: ['multipart/form-data'],
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
      const result = await app.images.store(file, request.user.id)
      return reply.code(201).send(result)
    },
  )
}

export default uploads

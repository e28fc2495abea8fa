import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorBody, UploadResult } from '@labsite/shared'
import { imageUploadBody, uploadImageFile } from '../../lib/kits/upload-image-file'

const uploads: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/uploads',
    {
      // onRequest runs before the body is read: an anonymous upload is refused without receiving it.
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (multipart field "file"); stored as WebP variants without metadata',
        body: imageUploadBody,
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
      const stored = await uploadImageFile(app, request, reply)
      if (!stored) return reply
      const { url, width, height, variants } = stored
      return reply.code(201).send({ url, width, height, variants })
    },
  )
}

export default uploads

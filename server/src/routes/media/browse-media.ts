import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MediaItem, MediaQuery } from '@labsite/shared'
import { Type } from 'typebox'
import { setTotalCount } from '../../lib/kits/list-filters'
import { BEARER, errorResponses } from '../../lib/kits/route-answers'

/** Staff browse and search the media library. */
const browseMedia: FastifyPluginAsyncTypebox = async (app) => {
  const repository = app.mediaRepository

  app.get(
    '/admin/media',
    {
      onRequest: [app.requireRole('staff')],
      schema: {
        tags: ['media'],
        security: BEARER,
        summary: 'The media library, newest first; q searches file names and alt texts (X-Total-Count)',
        querystring: MediaQuery,
        response: { 200: Type.Array(MediaItem), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, count } = await repository.page(request.query)
      setTotalCount(reply, count)
      return items
    },
  )
}

export default browseMedia

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { IdParams, MediaItem, MediaQuery, MediaUpdate } from '@labsite/shared'
import { Type } from 'typebox'
import { setTotalCount } from '../../lib/list-filters'
import { BEARER, errorResponses, WRITE_ERRORS } from '../../lib/route-answers'
import { imageUploadBody, uploadImageFile } from '../../lib/upload-image-file'
import { assertFreshVersion, setVersionEtag } from '../../lib/versioning'
import { backfillMediaLibrary } from './library-backfill'
import { findPictureUses } from './picture-uses'

const tags = ['media']
const ENTITY = 'media'

/**
 * Issue 27 §4: the media library. Every uploaded picture is in it (through any picture field too);
 * staff browse and search it, admins upload, set alt texts (English, Hindi) and delete what is unused.
 */
const media: FastifyPluginAsyncTypebox = async (app) => {
  const repository = app.mediaRepository
  const adminOnly = [app.requireRole('admin')]

  const found = async (id: string) => {
    const item = await repository.find(id)
    if (!item) throw app.httpErrors.notFound('Picture not found')
    return item
  }

  app.addHook('onReady', async () => {
    try {
      const added = await backfillMediaLibrary(app)
      if (added > 0) app.log.info({ added }, 'media library: pictures already in use were added')
    } catch (error) {
      // The library still works without them; the next start tries again.
      app.log.warn({ err: error }, 'media library: pictures already in use could not be added')
    }
  })

  app.get(
    '/admin/media',
    {
      onRequest: [app.requireRole('staff')],
      schema: {
        tags,
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

  app.post(
    '/admin/media',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security: BEARER,
        summary: 'Add a picture (multipart field "file"); the same checks and WebP variants as /uploads',
        body: imageUploadBody,
        response: { 201: MediaItem, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const stored = await uploadImageFile(app, request, reply)
      if (!stored) return reply
      const item = await found(stored.mediaId)
      await app.audit(request, { action: 'create', entity: ENTITY, entityId: item.id, after: item })
      await app.changes.publish({ resource: ENTITY, id: item.id, kind: 'created' })
      return reply.code(201).send(item)
    },
  )

  app.put(
    '/admin/media/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security: BEARER,
        summary: 'Change the alt texts of a picture (alt; i18n.hi.alt; If-Match honoured)',
        params: IdParams,
        body: MediaUpdate,
        response: { 200: MediaItem, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const { alt, i18n } = request.body
      if (alt === undefined && i18n === undefined) {
        throw app.httpErrors.badRequest('Send alt or i18n.hi.alt to change')
      }
      const before = await found(request.params.id)
      await app.knex.transaction(async (trx) => {
        // Locked, then compared with If-Match: a stale one answers 412 with the picture as it stands.
        const { version } = await trx('media').where({ id: before.id }).forUpdate().first('version')
        assertFreshVersion(request, version, { ...before, version })
        await trx('media')
          .where({ id: before.id })
          .update({
            ...(alt === undefined ? {} : { alt }),
            ...(i18n ? { alt_hi: i18n.hi.alt } : {}),
            version: trx.raw('version + 1'),
          })
        await app.audit(request, { action: 'update', entity: ENTITY, entityId: before.id, before }, trx)
        await app.changes.publish({ resource: ENTITY, id: before.id, kind: 'updated' }, trx)
      })
      const after = await found(before.id)
      setVersionEtag(reply, after.version)
      return after
    },
  )

  app.delete(
    '/admin/media/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security: BEARER,
        summary: 'Delete an unused picture (409 names where a picture in use is used; If-Match honoured)',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409, 412) },
      },
    },
    async (request, reply) => {
      const item = await found(request.params.id)
      assertFreshVersion(request, item.version, item)
      const uses = await findPictureUses(app, [item.url, ...item.variants.map((variant) => variant.url)])
      if (uses.length > 0) {
        throw app.httpErrors.conflict(`This picture is used by: ${uses.join(', ')}`)
      }
      // An upload's files go with its row; a picture from before the library is only forgotten.
      if (item.variants.length > 0) await app.images.remove(item.url)
      await repository.remove(item.id)
      await app.audit(request, { action: 'delete', entity: ENTITY, entityId: item.id, before: item })
      await app.changes.publish({ resource: ENTITY, id: item.id, kind: 'deleted' })
      return reply.code(204).send(null)
    },
  )
}

export default media

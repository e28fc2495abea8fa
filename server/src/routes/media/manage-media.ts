import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { IdParams, MediaItem, MediaUpdate } from '@labsite/shared'
import type { Knex } from 'knex'
import { Type } from 'typebox'
import { BEARER, errorResponses, WRITE_ERRORS } from '../../lib/kits/route-answers'
import { imageUploadBody, uploadImageFile } from '../../lib/kits/upload-image-file'
import { setVersionEtag } from '../../lib/kits/versioning'
import { type VersionedRecord, versioned } from '../../plugins/write-rule'
import { findPictureUses } from './picture-uses'

const tags = ['media']
const ENTITY = 'media'

/** Admins add pictures to the media library, set their alt texts (English, Hindi) and delete unused ones. */
const manageMedia: FastifyPluginAsyncTypebox = async (app) => {
  const repository = app.mediaRepository
  const adminOnly = [app.requireRole('admin')]

  /** A picture as the write rule locks it: a stale If-Match answers 412 with the picture as it stands. */
  const target = (id: string) => ({
    entity: ENTITY,
    id,
    notFound: 'Picture not found',
    lock: async (trx: Knex.Transaction) => {
      await repository.lock(id, trx)
      return versioned(await repository.find(id, trx))
    },
  })

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
      // The upload stored the row; the write rule audits and announces it.
      const { record: item } = await app.writeRule.create(request, { entity: ENTITY }, async (trx) => {
        const record = await repository.find(stored.mediaId, trx)
        if (!record) throw app.httpErrors.notFound('Picture not found')
        return { id: record.id, record, version: record.version }
      })
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
      const { id } = request.params
      const { record: after } = await app.writeRule.update(request, target(id), async (_before, trx) => {
        await repository.updateAlt(id, { alt, altHi: i18n?.hi.alt }, trx)
        return versioned(await repository.find(id, trx)) as VersionedRecord<MediaItem>
      })
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
      const item = await app.writeRule.remove(request, target(request.params.id), async ({ record }, trx) => {
        const uses = await findPictureUses(
          app,
          [record.url, ...record.variants.map((variant) => variant.url)],
          trx,
        )
        if (uses.length > 0) {
          throw app.httpErrors.conflict(`This picture is used by: ${uses.join(', ')}`)
        }
        await repository.remove(record.id, trx)
        return record
      })
      // The row is gone: an upload's files go after it (a picture from before the library is only forgotten).
      if (item.variants.length > 0) await app.images.remove(item.url)
      return reply.code(204).send(null)
    },
  )
}

export default manageMedia

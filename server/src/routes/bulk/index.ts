import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BulkParams, BulkWrite, BulkWriteResult } from '@labsite/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Knex } from 'knex'
import { createCrudRepository, type Fields } from '../../lib/kits/crud-repository'
import type { CrudResource } from '../../lib/kits/crud-routes'
import { deleteRecord, updateRecord } from '../../lib/kits/crud-writes'
import { BEARER, UNVERSIONED_WRITE_ERRORS } from '../../lib/kits/route-answers'
import { validateInput } from '../../plugins/validation'
import { BULK_RESOURCES, hasField, pluralOf } from './bulk-resources'

/** What each action changes in every named record; null for delete. Throws 400 when the list cannot take it. */
function changesOf(app: FastifyInstance, resource: CrudResource, body: BulkWrite): Fields | null {
  const plural = pluralOf(resource)
  switch (body.action) {
    case 'delete':
      return null
    case 'category':
      if (!hasField(resource, 'category')) throw app.httpErrors.badRequest(`${plural} have no category`)
      if (body.category === undefined) throw app.httpErrors.badRequest('category names the new category')
      return { category: body.category }
    case 'publish':
    case 'unpublish': {
      // Only lists whose records carry a status (drafts and publishing) can be published.
      if (!hasField(resource, 'status'))
        throw app.httpErrors.badRequest(`${plural} cannot be published in bulk`)
      return { status: body.action === 'publish' ? 'published' : 'draft' }
    }
  }
}

/** 404 naming every id the list does not hold, before anything is written. */
async function assertAllExist(
  app: FastifyInstance,
  resource: CrudResource,
  ids: string[],
  trx: Knex.Transaction,
): Promise<void> {
  const found = await createCrudRepository(app.knex, resource).lockExisting(ids, trx)
  const missing = ids.filter((id) => !found.has(id))
  if (missing.length > 0) {
    throw app.httpErrors.notFound(`No ${resource.label.toLowerCase()} with id ${missing.join(', ')}`)
  }
}

/**
 * POST /api/admin/bulk/{resource}: delete, change the category of, publish or unpublish
 * several records in one transaction. Each record is written as a single write would be (audit entry,
 * revision, change event), so history and restore see bulk writes too; any refusal changes nothing.
 */
const bulk: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/bulk/:resource',
    {
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['bulk'],
        security: BEARER,
        summary: 'One action on several records of a list, all or none; answers how many were written',
        params: BulkParams,
        body: BulkWrite,
        response: { 200: BulkWriteResult, ...UNVERSIONED_WRITE_ERRORS },
      },
    },
    async (request) => {
      const resource = BULK_RESOURCES.get(request.params.resource)
      if (!resource) throw app.httpErrors.notFound(`No bulk actions for "${request.params.resource}"`)
      const { ids } = request.body
      const twice = ids.find((id, index) => ids.indexOf(id) !== index)
      if (twice) throw app.httpErrors.badRequest(`ids names ${twice} more than once`)
      const changes = changesOf(app, resource, request.body)
      // The new values pass the list's own update rules (a blood test's category may not be blank).
      if (changes) validateInput(request, resource.updateBody, changes)

      await app.knex.transaction(async (trx) => {
        await assertAllExist(app, resource, ids, trx)
        for (const id of ids) {
          if (changes)
            await updateRecord(app, request as FastifyRequest, resource, id, changes, undefined, trx)
          else await deleteRecord(app, request as FastifyRequest, resource, id, trx)
        }
      })
      return { count: ids.length }
    },
  )
}

export default bulk

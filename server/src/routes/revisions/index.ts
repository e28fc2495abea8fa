import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { RestoreParams, RestoreResult, RevisionHistory, RevisionParams, RevisionQuery } from '@labsite/shared'
import { setTotalCount } from '../../lib/kits/list-filters'
import { BEARER, errorResponses, WRITE_ERRORS } from '../../lib/kits/route-answers'
import { setVersionEtag } from '../../lib/kits/versioning'
import { findCurrent } from './current-record'
import { currentNames } from './former-names'
import { restoreRevision } from './restore'

const tags = ['revisions']

/**
 * The history of every content and catalogue record and of the singleton documents
 * (`resource` is the audit entity: service, blood-test, blog-post, banner, about, site-settings, …),
 * and restoring one of its versions as a new write. A resource's former name answers as its current one
 * (former-names.ts).
 */
const revisions: FastifyPluginAsyncTypebox = async (app) => {
  const { repository } = app.revisions

  const targetOf = (resource: string) => {
    const target = app.revisions.target(resource)
    if (!target) throw app.httpErrors.notFound(`No history is kept for "${resource}"`)
    return target
  }

  app.get(
    '/admin/revisions/:resource/:id',
    {
      onRequest: [app.requireRole('staff')],
      schema: {
        tags,
        security: BEARER,
        summary: 'The versions of one record, newest first (X-Total-Count: how many there are)',
        params: RevisionParams,
        querystring: RevisionQuery,
        response: { 200: RevisionHistory, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { resource, id } = currentNames(request.params.resource, request.params.id)
      const target = targetOf(resource)
      const current = await findCurrent(app, target, id)
      const { limit = 50, offset = 0 } = request.query
      const page = await repository.page(resource, id, limit, offset)
      if (current === null && page.total === 0)
        throw app.httpErrors.notFound(`${target.label} ${id} not found`)
      setTotalCount(reply, { total: page.total, capped: false })
      return { resource, recordId: id, label: target.label, current, revisions: page.revisions }
    },
  )

  app.post(
    '/admin/revisions/:resource/:id/:revisionId/restore',
    {
      onRequest: [app.requireRole('admin')],
      schema: {
        tags,
        security: BEARER,
        summary:
          'Restore a version as a new write (If-Match: the current version; a deleted record is re-created)',
        params: RestoreParams,
        response: { 200: RestoreResult, ...WRITE_ERRORS, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const { revisionId } = request.params
      const { resource, id } = currentNames(request.params.resource, request.params.id)
      const target = targetOf(resource)
      const revision = await repository.find(resource, id, revisionId)
      if (!revision) {
        throw app.httpErrors.notFound(`${target.label} ${id} has no version with revision id ${revisionId}`)
      }
      const restored = await restoreRevision(app, request, target, revision)
      // The restore's own revision: the newest of the record once the write has committed.
      const written = await repository.latest(resource, id)
      if (!written) throw new Error(`The restore of ${resource} ${id} kept no revision`)
      setVersionEtag(reply, restored.version)
      return { record: restored.record, revision: written }
    },
  )
}

export default revisions

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  DRAFT_DOCUMENTS,
  type DraftDocumentKey,
  isOneOf,
  PREVIEW_LINK_HOURS,
  PREVIEW_PATH,
  PREVIEW_RESOURCES,
  PreviewAnswer,
  PreviewLink,
  PreviewLinkRequest,
  type PreviewResource,
} from '@labsite/shared'
import { Type } from 'typebox'
import { createLinkSigner } from '../../lib/infrastructure/signed-links'
import { createCrudRepository } from '../../lib/kits/crud-repository'
import type { CrudResource } from '../../lib/kits/crud-routes'
import { draftOrPublished } from '../../lib/kits/document-drafts'
import { isUuid } from '../../lib/kits/records'
import { BEARER, errorResponses } from '../../lib/kits/route-answers'
import { blogsResource } from '../blogs'
import { faqsResource } from '../faqs'
import { offersResource } from '../offers'
import { testimonialsResource } from '../testimonials'

const RECORDS: Record<Exclude<PreviewResource, DraftDocumentKey>, CrudResource> = {
  'blog-post': blogsResource,
  offer: offersResource,
  faq: faqsResource,
  testimonial: testimonialsResource,
}

const isDocument = (resource: PreviewResource): resource is DraftDocumentKey =>
  isOneOf(DRAFT_DOCUMENTS, resource)

const HOUR_MS = 3_600_000

/**
 * Preview links: staff ask for a signed, expiring link to a record (drafts included) or
 * to the banner and About with their drafts; whoever opens it sees the page as it will look, without
 * signing in (it can be sent to a colleague's phone). The token is `<resource>~<id>~<signed key>`; the
 * key (lib/infrastructure/signed-links, as booking links) is stored nowhere. Answers are never cached.
 */
const preview: FastifyPluginAsyncTypebox = async (app) => {
  // Publishing's clock: a test moves it past a link's expiry.
  const signer = createLinkSigner(app.config.jwtSecret, 'labsite preview links', () =>
    app.config.clock().getTime(),
  )
  const subjectOf = (resource: PreviewResource, id: string) => `${resource}:${id}`

  /** The record (or the banner and About) as the public reads answer it, drafts included; null: none. */
  async function previewOf(resource: PreviewResource, id: string): Promise<unknown | null> {
    if (isDocument(resource)) {
      const [banner, about] = await Promise.all([
        draftOrPublished(app.knex, 'banner'),
        draftOrPublished(app.knex, 'about'),
      ])
      return { banner, about }
    }
    if (!isUuid(id)) return null
    return createCrudRepository(app.knex, RECORDS[resource]).findById(id)
  }

  app.post(
    '/admin/preview-links',
    {
      onRequest: [app.requireRole('staff')],
      schema: {
        tags: ['content'],
        security: BEARER,
        body: PreviewLinkRequest,
        response: { 201: PreviewLink, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { resource } = request.body
      const id = isDocument(resource) ? resource : (request.body.id ?? '')
      if (!isDocument(resource) && !id) throw app.httpErrors.badRequest('id is required for a record preview')
      if ((await previewOf(resource, id)) === null) {
        throw app.httpErrors.notFound(`${RECORDS[resource as keyof typeof RECORDS].label} not found`)
      }
      const { key, expiresAt } = signer.keyFor(subjectOf(resource, id), PREVIEW_LINK_HOURS * HOUR_MS)
      const token = `${resource}~${id}~${key}`
      reply.header('cache-control', 'no-store')
      return reply.code(201).send({
        url: `${app.config.publicUrl}${PREVIEW_PATH}?token=${encodeURIComponent(token)}`,
        token,
        expiresAt: expiresAt.toISOString(),
      })
    },
  )

  app.get(
    '/preview',
    {
      schema: {
        tags: ['content'],
        querystring: Type.Object({ token: Type.String({ minLength: 1, maxLength: 300 }) }),
        response: { 200: PreviewAnswer, ...errorResponses(400, 401, 404, 410) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const [resource, id, key, ...rest] = request.query.token.split('~')
      const invalid = () =>
        app.httpErrors.unauthorized('This preview link is not valid: ask for a new one in the admin panel')
      if (!isOneOf(PREVIEW_RESOURCES, resource) || !key || rest.length > 0) throw invalid()
      const check = signer.check(subjectOf(resource, id), key)
      if (check === 'invalid') throw invalid()
      if (check === 'expired') {
        throw app.httpErrors.gone('This preview link has expired: ask for a new one in the admin panel')
      }
      const record = await previewOf(resource, id)
      if (record === null) throw app.httpErrors.notFound('What this link previews has been deleted')
      return { resource, record }
    },
  )
}

export default preview

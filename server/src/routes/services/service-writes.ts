import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { IdParams, ServiceCreate, ServiceCreated, ServiceUpdate, ServiceUpdated } from '@labsite/shared'
import type { FastifyRequest } from 'fastify'
import { type TObject, Type } from 'typebox'
import { bodyFields } from '../../lib/kits/body-field'
import { claimAfterImage } from '../../lib/kits/claim-after-image'
import { createCrudRepository } from '../../lib/kits/crud-repository'
import { assertHasChanges, createRecord, deleteRecord, updateRecord } from '../../lib/kits/crud-writes'
import { jsonOrMultipart } from '../../lib/kits/multipart-body'
import { BEARER, errorResponses, UNVERSIONED_WRITE_ERRORS, WRITE_ERRORS } from '../../lib/kits/route-answers'
import { setVersionEtag } from '../../lib/kits/versioning'
import { readServiceForm } from './service-form'
import { servicesResource } from './services-repository'

const FORM_DESCRIPTION =
  'The same fields as text parts; features, requirements and additionalImages as repeated keys ' +
  "(or `features[]`); rating, patients and isPopular as text; optional file 'image' (stored as an upload)."

/** JSON, or the multipart form of the first client; Fastify validates the JSON, readServiceForm the form. */
const bodyOf = (schema: TObject) =>
  jsonOrMultipart(schema, { image: 'the picture, stored as an upload' }, FORM_DESCRIPTION)

const WRITE_ANSWERS = { ...WRITE_ERRORS, ...errorResponses(413, 415) }
const CREATE_ANSWERS = { ...UNVERSIONED_WRITE_ERRORS, ...errorResponses(413) }

export const serviceWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createCrudRepository(app.knex, servicesResource)
  const onRequest = [app.requireRole('admin')]
  const tags = [servicesResource.tag]
  app.revisions.track({
    kind: 'record',
    entity: servicesResource.entity,
    label: servicesResource.label,
    resource: servicesResource,
  })

  /** The validated fields: the JSON body (checked by Fastify) or the multipart form (read and checked here). */
  const fieldsOf = async (request: FastifyRequest, schema: TObject) =>
    request.isMultipart() ? (await readServiceForm(app, request, schema)).fields : bodyFields(request)

  app.post(
    '/service',
    {
      onRequest,
      schema: {
        tags,
        security: BEARER,
        body: bodyOf(ServiceCreate),
        response: { 201: ServiceCreated, ...CREATE_ANSWERS },
      },
    },
    async (request, reply) => {
      let fields = bodyFields(request)
      if (request.isMultipart()) {
        const form = await readServiceForm(app, request, ServiceCreate)
        fields = form.fields
        const content = { ...form.fields, image: form.image?.sha256 ?? form.fields.image }
        if (await claimAfterImage(app, request, reply, content, form.image?.url)) return reply
      }
      const service = await createRecord(app, request, servicesResource, fields)
      setVersionEtag(reply, service.version)
      // The first client replaces its whole list with `services` after an add.
      return reply.code(201).send({ service, services: await repository.list() })
    },
  )

  app.put(
    '/service/:id',
    {
      onRequest,
      schema: {
        tags,
        security: BEARER,
        params: IdParams,
        body: bodyOf(ServiceUpdate),
        response: { 200: ServiceUpdated, ...WRITE_ANSWERS },
      },
    },
    async (request, reply) => {
      const changes = assertHasChanges(app, await fieldsOf(request, ServiceUpdate))
      const service = await updateRecord(app, request, servicesResource, request.params.id, changes)
      setVersionEtag(reply, service.version)
      return { service }
    },
  )

  app.delete(
    '/service/:id',
    {
      onRequest,
      schema: { tags, security: BEARER, params: IdParams, response: { 204: Type.Null(), ...WRITE_ERRORS } },
    },
    async (request, reply) => {
      await deleteRecord(app, request, servicesResource, request.params.id)
      return reply.code(204).send(null)
    },
  )
}

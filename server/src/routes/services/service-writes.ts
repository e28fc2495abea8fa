import { IdParams, ServiceCreate, ServiceCreated, ServiceUpdate, ServiceUpdated } from '@labsite/shared'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { type TObject, Type } from 'typebox'
import { claimAfterImage } from '../../lib/kits/claim-after-image'
import { createCrudRepository, type Fields } from '../../lib/kits/crud-repository'
import { assertHasChanges, createRecord, deleteRecord, updateRecord } from '../../lib/kits/crud-writes'
import { jsonOrMultipart } from '../../lib/kits/multipart-body'
import { BEARER, errorResponses, WRITE_ERRORS } from '../../lib/kits/route-answers'
import { setVersionEtag } from '../../lib/kits/versioning'
import { readServiceForm } from './service-form'
import { servicesResource } from './services-repository'

const FORM_DESCRIPTION =
  'The same fields as text parts; features, requirements and additionalImages as repeated keys ' +
  "(or `features[]`); rating, patients and isPopular as text; optional file 'image' (stored as an upload)."

/** JSON, or the multipart form of the spec's client; Fastify validates the JSON, readServiceForm the form. */
const bodyOf = (schema: TObject) =>
  jsonOrMultipart(schema, { image: 'the picture, stored as an upload' }, FORM_DESCRIPTION)

type IdRoute = { Params: { id: string } }

const WRITE_ANSWERS = { ...WRITE_ERRORS, ...errorResponses(413, 415) }

export const serviceWriteRoutes: FastifyPluginAsync = async (app) => {
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
  const fieldsOf = async (request: FastifyRequest<{ Body: Fields | undefined }>, schema: TObject) =>
    request.isMultipart() ? (await readServiceForm(app, request, schema)).fields : (request.body ?? {})

  app.post<{ Body: Fields | undefined }>(
    '/service',
    {
      onRequest,
      schema: {
        tags,
        security: BEARER,
        body: bodyOf(ServiceCreate),
        response: { 201: ServiceCreated, ...WRITE_ANSWERS },
      },
    },
    async (request, reply) => {
      let fields = request.body ?? {}
      if (request.isMultipart()) {
        const form = await readServiceForm(app, request, ServiceCreate)
        fields = form.fields
        const content = { ...form.fields, image: form.image?.sha256 ?? form.fields.image }
        if (await claimAfterImage(app, request, reply, content, form.image?.url)) return reply
      }
      const service = await createRecord(app, request, servicesResource, fields)
      setVersionEtag(reply, service.version)
      // The spec's client replaces its whole list with `services` after an add.
      return reply.code(201).send({ service, services: await repository.list() })
    },
  )

  app.put<IdRoute & { Body: Fields | undefined }>(
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

  app.delete<IdRoute>(
    '/service/:id',
    {
      onRequest,
      schema: { tags, security: BEARER, params: IdParams, response: { 204: Type.Null(), ...WRITE_ERRORS } },
    },
    async (request, reply) => {
      await deleteRecord(app, request, servicesResource, request.params.id)
      return reply.code(204).send()
    },
  )
}

import { CatalogueListQuery, IdParams, nextOrder } from '@labsite/shared'
import type { FastifyPluginAsync } from 'fastify'
import { type TSchema, Type } from 'typebox'
import {
  type ColumnMap,
  columnMapper,
  createCrudRepository,
  type Fields,
  type OrderBy,
} from './crud-repository'
import {
  assertHasChanges,
  createRecord,
  deleteRecord,
  updateRecord,
  type WritableResource,
} from './crud-writes'
import { setTotalCount } from './list-filters'
import { applyRouteRules, BEARER, errorResponses, WRITE_ERRORS } from './route-rules'
import { setVersionEtag } from './versioning'

/** Everything the machinery needs to serve one list resource (API.md "Catalogue and content"). */
export interface CrudResourceDefinition {
  /** Collection path under /api, e.g. '/blood-tests'; one record is `${path}/:id`. */
  path: string
  /** Audit entity, e.g. 'blood-test'. */
  entity: string
  /** Singular for messages, e.g. 'Blood test' ('Blood test not found'). */
  label: string
  /** OpenAPI tag. */
  tag: string
  table: string
  /** Answer schemas: one record, the create body (required + defaulted fields), the update body (partial). */
  record: TSchema
  createBody: TSchema
  updateBody: TSchema
  columns: ColumnMap
  orderBy: OrderBy
  /** Columns `?q` searches in the public list (the big catalogues have trigram indexes for theirs). */
  searchColumns: readonly string[]
  prepareCreate?: WritableResource<unknown>['prepareCreate']
  prepareUpdate?: WritableResource<unknown>['prepareUpdate']
}

export type CrudResource<TRecord> = CrudResourceDefinition & WritableResource<TRecord>

export function defineResource<TRecord>(definition: CrudResourceDefinition): CrudResource<TRecord> {
  return { ...definition, ...columnMapper<TRecord>(definition.columns) }
}

/** prepareCreate of ordered lists (menu, sliders, backgrounds): a new item without an order goes last (spec §5). */
export function placeLastWithoutOrder(table: string): NonNullable<CrudResourceDefinition['prepareCreate']> {
  return async (fields, trx) => {
    if (fields.order !== undefined) return fields
    const [{ n }] = await trx(table).count<{ n: string | number }[]>('* as n')
    return { ...fields, order: nextOrder(Number(n)) }
  }
}

/** Public GETs: the list in the resource's order, and one record with its version as ETag. */
export function crudReadRoutes<TRecord extends { version: number }>(
  resource: CrudResource<TRecord>,
): FastifyPluginAsync {
  return async (app) => {
    applyRouteRules(app)
    const repository = createCrudRepository(app.knex, resource)

    app.get(
      resource.path,
      {
        config: { publicCache: true, cacheTags: [resource.entity] },
        schema: {
          tags: [resource.tag],
          querystring: CatalogueListQuery,
          response: { 200: Type.Array(resource.record) },
        },
      },
      async (request, reply) => {
        const { items, count } = await repository.listPage(request.query as CatalogueListQuery)
        setTotalCount(reply, count)
        return items
      },
    )

    app.get(
      `${resource.path}/:id`,
      {
        config: { publicCache: true, cacheTags: [resource.entity] },
        schema: {
          tags: [resource.tag],
          params: IdParams,
          response: { 200: resource.record, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const { id } = request.params as { id: string }
        const record = await repository.findById(id)
        if (!record) throw app.httpErrors.notFound(`${resource.label} not found`)
        setVersionEtag(reply, record.version)
        return record
      },
    )
  }
}

/** Admin writes: POST (201), PUT (only the sent fields), DELETE (204); versioned and audited. */
export function crudWriteRoutes<TRecord extends { version: number }>(
  resource: CrudResource<TRecord>,
): FastifyPluginAsync {
  return async (app) => {
    applyRouteRules(app)
    const onRequest = [app.requireRole('admin')]
    const tags = [resource.tag]

    app.post(
      resource.path,
      {
        onRequest,
        schema: {
          tags,
          security: BEARER,
          body: resource.createBody,
          response: { 201: resource.record, ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        const record = await createRecord(app, request, resource, request.body as Fields)
        setVersionEtag(reply, record.version)
        return reply.code(201).send(record)
      },
    )

    app.put(
      `${resource.path}/:id`,
      {
        onRequest,
        schema: {
          tags,
          security: BEARER,
          params: IdParams,
          body: resource.updateBody,
          response: { 200: resource.record, ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        const { id } = request.params as { id: string }
        const changes = assertHasChanges(app, request.body as Fields)
        const record = await updateRecord(app, request, resource, id, changes)
        setVersionEtag(reply, record.version)
        return record
      },
    )

    app.delete(
      `${resource.path}/:id`,
      {
        onRequest,
        schema: {
          tags,
          security: BEARER,
          params: IdParams,
          response: { 204: Type.Null(), ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        const { id } = request.params as { id: string }
        await deleteRecord(app, request, resource, id)
        return reply.code(204).send()
      },
    )
  }
}

/** The whole list resource: public reads and admin writes. */
export function crudRoutes<TRecord extends { version: number }>(
  resource: CrudResource<TRecord>,
): FastifyPluginAsync {
  return async (app) => {
    await app.register(crudReadRoutes(resource))
    await app.register(crudWriteRoutes(resource))
  }
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  CatalogueListQuery,
  IdParams,
  type LocalizedFieldKinds,
  localize,
  nextOrder,
  STAFF_READ_PREFIX,
} from '@labsite/shared'
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify'
import { type Static, type TObject, Type } from 'typebox'
import {
  type ColumnSpec,
  columnMapper,
  createCrudRepository,
  type OrderBy,
  type SortColumns,
} from './crud-repository'
import {
  assertHasChanges,
  createRecord,
  deleteRecord,
  updateRecord,
  type WritableResource,
} from './crud-writes'
import { setTotalCount } from './list-filters'
import { liveOnly } from './publishing'
import { BEARER, errorResponses, UNVERSIONED_WRITE_ERRORS, WRITE_ERRORS } from './route-answers'
import { contentLanguageOf, languageEtag, tidyTranslations } from './translations'
import { setVersionEtag, versionOf } from './versioning'

/**
 * Everything the machinery needs to serve one list resource (docs/api.md), typed
 * from its schemas: the column map must name a column for every field of the create body, and may add
 * only fields the record answers (read-only spellings), so a field added to the schema cannot be forgotten by the table mapping.
 */
export interface CrudResourceDefinition<
  TRecordSchema extends TObject = TObject,
  TCreate extends TObject = TObject,
  TUpdate extends TObject = TObject,
> {
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
  record: TRecordSchema
  createBody: TCreate
  updateBody: TUpdate
  columns: { [Field in keyof Static<TCreate> & string]-?: ColumnSpec } & {
    [Field in Exclude<keyof Static<TRecordSchema>, keyof Static<TCreate>> & string]?: ColumnSpec
  }
  orderBy: OrderBy
  /** Columns `?q` searches in the public list (the big catalogues have trigram indexes for theirs). */
  searchColumns: readonly string[]
  /** The column `?category` filters on; with it the list also answers `${path}/categories`. */
  categoryColumn?: string
  /** What `?sort=title|price` orders by (every list sorts by `order` and `updatedAt`). */
  sortColumns?: SortColumns
  prepareCreate?: WritableResource<unknown>['prepareCreate']
  prepareUpdate?: WritableResource<unknown>['prepareUpdate']
  /**
   * Drafts and scheduled publishing: the table has status/publish_at, and the public
   * reads answer only the live records (a draft's GET is a 404); staff reads answer every one.
   */
  publishable?: boolean
  /**
   * Its localizable fields (shared LOCALIZED_FIELDS): writes check and clean `i18n`, public
   * reads answer the asked language with English filling in per field, staff reads carry `i18n`.
   */
  localizedFields?: LocalizedFieldKinds
  /** The record as a visitor sees it once localized (a second spelling of a field follows the first). */
  shownAs?: (record: Record<string, unknown>) => Record<string, unknown>
}

export type CrudResource<
  TRecordSchema extends TObject = TObject,
  TCreate extends TObject = TObject,
  TUpdate extends TObject = TObject,
> = CrudResourceDefinition<TRecordSchema, TCreate, TUpdate> & WritableResource<Static<TRecordSchema>>

export function defineResource<
  TRecordSchema extends TObject,
  TCreate extends TObject,
  TUpdate extends TObject,
>(
  definition: CrudResourceDefinition<TRecordSchema, TCreate, TUpdate>,
): CrudResource<TRecordSchema, TCreate, TUpdate> {
  const { localizedFields, record, label } = definition
  /** The resource's own preparation, then the translations checked and cleaned like English. */
  const withTranslations =
    (prepare: CrudResourceDefinition['prepareCreate']): CrudResourceDefinition['prepareCreate'] =>
    async (fields, trx) => {
      const prepared = prepare ? await prepare(fields, trx) : fields
      if (!localizedFields || fields.i18n === undefined) return prepared
      return { ...prepared, i18n: tidyTranslations(fields.i18n, localizedFields, record, label) }
    }
  return {
    ...definition,
    ...(localizedFields && {
      prepareCreate: withTranslations(definition.prepareCreate),
      prepareUpdate: withTranslations(definition.prepareUpdate),
    }),
    ...columnMapper<Static<TRecordSchema>>(definition.columns),
  }
}

/** A record as a visitor reads it: in their language, without `i18n` (the same shape as English). */
export function publicRecord(
  resource: CrudResourceDefinition,
  record: Record<string, unknown>,
  request: FastifyRequest,
): Record<string, unknown> {
  if (!resource.localizedFields) return record
  const shown = localize(record, contentLanguageOf(request), resource.localizedFields)
  return resource.shownAs ? resource.shownAs(shown) : shown
}

/**
 * The resource's schemas widened to TObject: the provider cannot resolve a schema that is still a type
 * parameter, so the routes see a body or record as an object of fields (the schema checks the rest).
 */
type Schemas = { record: TObject; createBody: TObject; updateBody: TObject }

/** prepareCreate of ordered lists (menu, sliders, backgrounds): a new item without an order goes last. */
export function placeLastWithoutOrder(table: string): NonNullable<CrudResourceDefinition['prepareCreate']> {
  return async (fields, trx) => {
    if (fields.order !== undefined) return fields
    const [{ n }] = await trx(table).count<{ n: string | number }[]>('* as n')
    return { ...fields, order: nextOrder(Number(n)) }
  }
}

/** How one pair of list + record GETs is reached: its path and who may read it (public, or staff). */
interface ReadAccess {
  path: string
  options: Pick<RouteShorthandOptions, 'config' | 'onRequest'>
  /** Visitors' reads of a publishable list: only the live records. */
  liveOnly?: boolean
  /** Visitors' reads answer one language; staff reads answer every language as stored. */
  audience: 'public' | 'staff'
}

/** The list in the resource's order or `?sort&dir` (`?limit&offset` or `?page&pageSize`, `?q&category`) and one record with its version as ETag. */
function listAndRecordRoutes<R extends TObject, C extends TObject, U extends TObject>(
  resource: CrudResource<R, C, U>,
  access: (app: FastifyInstance) => ReadAccess,
): FastifyPluginAsyncTypebox {
  const { record: recordSchema }: Schemas = resource
  return async (app) => {
    const { path, options, liveOnly: live, audience } = access(app)
    const repository = createCrudRepository(app.knex, {
      ...resource,
      scope: live ? liveOnly(app.config.clock) : undefined,
    })
    const shown = (record: Record<string, unknown>, request: FastifyRequest) =>
      audience === 'public' ? publicRecord(resource, record, request) : record

    app.get(
      path,
      {
        ...options,
        schema: {
          tags: [resource.tag],
          querystring: CatalogueListQuery,
          response: { 200: Type.Array(recordSchema) },
        },
      },
      async (request, reply) => {
        if (!repository.canSort(request.query.sort)) {
          throw app.httpErrors.badRequest(`${resource.label} lists cannot be sorted by ${request.query.sort}`)
        }
        const { items, count } = await repository.listPage(request.query)
        setTotalCount(reply, count)
        return items.map((item) => shown(item, request))
      },
    )

    app.get(
      `${path}/:id`,
      {
        ...options,
        schema: {
          tags: [resource.tag],
          params: IdParams,
          response: { 200: recordSchema, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const record = await repository.findById(request.params.id)
        if (!record) throw app.httpErrors.notFound(`${resource.label} not found`)
        const version = versionOf(record)
        if (audience === 'public' && resource.localizedFields) {
          reply.header('etag', languageEtag(version, contentLanguageOf(request)))
        } else setVersionEtag(reply, version)
        return shown(record, request)
      },
    )
  }
}

/** Public GETs (cached for everyone), and `${path}/categories` when the resource has a category. */
export function crudReadRoutes<R extends TObject, C extends TObject, U extends TObject>(
  resource: CrudResource<R, C, U>,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    const config = { publicCache: true as const, cacheTags: [resource.entity] }
    const live = resource.publishable === true
    await app.register(
      listAndRecordRoutes(resource, () => ({
        path: resource.path,
        options: { config },
        liveOnly: live,
        audience: 'public',
      })),
    )

    const { categoryColumn } = resource
    if (categoryColumn) {
      const scope = live ? liveOnly(app.config.clock) : undefined
      const repository = createCrudRepository(app.knex, { ...resource, scope })
      app.get(
        `${resource.path}/categories`,
        { config, schema: { tags: [resource.tag], response: { 200: Type.Array(Type.String()) } } },
        () => repository.categories(),
      )
    }
  }
}

/** Where staff read what they edit: the public path under `/admin/edit` (docs/api.md). */
export const staffReadPath = (publicPath: string) => `/${STAFF_READ_PREFIX}${publicPath}`

/**
 * Staff reads: the list and one record as staff edit them, beside the public reads. Public answers are
 * what a visitor may see (and are cached for everyone); these carry what only staff may see (drafts,
 * every language's values), so they are never kept by the public caches.
 */
export function crudStaffReadRoutes<R extends TObject, C extends TObject, U extends TObject>(
  resource: CrudResource<R, C, U>,
): FastifyPluginAsyncTypebox {
  return listAndRecordRoutes(resource, (app) => ({
    path: staffReadPath(resource.path),
    options: { onRequest: [app.requireRole('staff')] },
    audience: 'staff',
  }))
}

/** Admin writes: POST (201), PUT (only the sent fields), DELETE (204); versioned and audited. */
export function crudWriteRoutes<R extends TObject, C extends TObject, U extends TObject>(
  resource: CrudResource<R, C, U>,
): FastifyPluginAsyncTypebox {
  const { record: recordSchema, createBody, updateBody }: Schemas = resource
  return async (app) => {
    const onRequest = [app.requireRole('admin')]
    const tags = [resource.tag]
    app.revisions.track({ kind: 'record', entity: resource.entity, label: resource.label, resource })

    app.post(
      resource.path,
      {
        onRequest,
        schema: {
          tags,
          security: BEARER,
          body: createBody,
          response: { 201: recordSchema, ...UNVERSIONED_WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        const record = await createRecord(app, request, resource, request.body)
        setVersionEtag(reply, versionOf(record))
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
          body: updateBody,
          response: { 200: recordSchema, ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        const changes = assertHasChanges(app, request.body)
        const record = await updateRecord(app, request, resource, request.params.id, changes)
        setVersionEtag(reply, versionOf(record))
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
        await deleteRecord(app, request, resource, request.params.id)
        return reply.code(204).send(null)
      },
    )
  }
}

/** The whole list resource: public reads, staff reads and admin writes. */
export function crudRoutes<R extends TObject, C extends TObject, U extends TObject>(
  resource: CrudResource<R, C, U>,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    await app.register(crudReadRoutes(resource))
    await app.register(crudStaffReadRoutes(resource))
    await app.register(crudWriteRoutes(resource))
  }
}

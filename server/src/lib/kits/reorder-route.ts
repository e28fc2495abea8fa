import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ListReorder } from '@labsite/shared'
import { type TObject, Type } from 'typebox'
import { createCrudRepository, type Row } from './crud-repository'
import type { CrudResource } from './crud-routes'
import { BEARER, errorResponses } from './route-answers'

/**
 * PUT {path}/reorder/all for a list kept in `sort_order` (menu, sliders, backgrounds, offers, thyroid packages, services, blood tests): `items`
 * is the whole list in its new order, and the position in that list becomes each item's order
 * (1, 2, 3, …), so the answer matches what the admin arranged. Items left out keep their relative
 * order after the listed ones.
 */
export function reorderRoute<R extends TObject, C extends TObject, U extends TObject>(
  resource: CrudResource<R, C, U>,
): FastifyPluginAsyncTypebox {
  const noun = resource.label.toLowerCase()
  // Widened: the provider cannot resolve a schema that is still a type parameter.
  const record: TObject = resource.record
  return async (app) => {
    const repository = createCrudRepository(app.knex, resource)

    app.put(
      `${resource.path}/reorder/all`,
      {
        onRequest: [app.requireRole('admin')],
        schema: {
          tags: [resource.tag],
          security: BEARER,
          body: ListReorder,
          response: { 200: Type.Array(record), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const ids = request.body.items.map((item) => item._id)
        const twice = ids.find((id, index) => ids.indexOf(id) !== index)
        if (twice) throw app.httpErrors.badRequest(`items lists ${noun} ${twice} more than once`)

        await app.knex.transaction(async (trx) => {
          const rows = await trx<Row>(resource.table).select('*').orderBy(resource.orderBy).forUpdate()
          const byId = new Map(rows.map((row) => [row.id, row]))
          const unknown = ids.find((id) => !byId.has(id))
          if (unknown) throw app.httpErrors.badRequest(`items names ${noun} ${unknown}, which does not exist`)
          const listed = new Set(ids)
          const ordered = [
            ...ids.map((id) => byId.get(id) as Row),
            ...rows.filter((row) => !listed.has(row.id)),
          ]
          for (const [index, row] of ordered.entries()) {
            if (row.sort_order === index + 1) continue
            await trx(resource.table)
              .where({ id: row.id })
              .update({ sort_order: index + 1, version: trx.raw('version + 1'), updated_at: trx.fn.now() })
          }
          await app.audit(
            request,
            {
              action: 'reorder',
              entity: resource.entity,
              before: rows.map((row) => ({ id: row.id, order: row.sort_order })),
              after: ordered.map((row, index) => ({ id: row.id, order: index + 1 })),
            },
            trx,
          )
          await app.changes.publish({ resource: resource.entity, id: null, kind: 'reordered' }, trx)
        })
        return repository.list()
      },
    )
  }
}

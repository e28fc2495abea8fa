import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import { MenuItem, type MenuItemCreate, type MenuItemUpdate, MenuReorder } from '@labsite/shared'
import { createCrudRepository, type Row } from '../../lib/crud-repository'
import type { CrudResource } from '../../lib/crud-routes'
import { BEARER, errorResponses } from '../../lib/route-answers'

/**
 * PUT /menu/reorder/all: `items` is the whole menu in its new order, and the position in that list
 * becomes each item's order (1, 2, 3, …), so the answer matches what the admin arranged. Items left
 * out keep their relative order after the listed ones.
 */
export function menuReorderRoute(
  resource: CrudResource<typeof MenuItem, typeof MenuItemCreate, typeof MenuItemUpdate>,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    const repository = createCrudRepository(app.knex, resource)

    app.put(
      `${resource.path}/reorder/all`,
      {
        onRequest: [app.requireRole('admin')],
        schema: {
          tags: [resource.tag],
          security: BEARER,
          body: MenuReorder,
          response: { 200: Type.Array(MenuItem), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const ids = request.body.items.map((item) => item._id)
        const twice = ids.find((id, index) => ids.indexOf(id) !== index)
        if (twice) throw app.httpErrors.badRequest(`items lists menu item ${twice} more than once`)

        await app.knex.transaction(async (trx) => {
          const rows = await trx<Row>(resource.table).select('*').orderBy(resource.orderBy).forUpdate()
          const byId = new Map(rows.map((row) => [row.id, row]))
          const unknown = ids.find((id) => !byId.has(id))
          if (unknown)
            throw app.httpErrors.badRequest(`items names menu item ${unknown}, which does not exist`)
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

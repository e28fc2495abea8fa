import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { LOCALIZED_FIELDS, MenuItem, MenuItemCreate, MenuItemUpdate } from '@labsite/shared'
import { I18N_COLUMN } from '../../lib/kits/crud-repository'
import { crudRoutes, defineResource, placeLastWithoutOrder } from '../../lib/kits/crud-routes'
import { reorderRoute } from '../../lib/kits/reorder-route'

/** Header menu items (title, path, order), always listed by order. */
export const menuResource = defineResource({
  path: '/menu',
  entity: 'menu-item',
  label: 'Menu item',
  tag: 'menu',
  table: 'menu_items',
  record: MenuItem,
  createBody: MenuItemCreate,
  updateBody: MenuItemUpdate,
  columns: { title: 'title', path: 'path', order: 'sort_order', i18n: I18N_COLUMN },
  orderBy: [{ column: 'sort_order' }, { column: 'created_at' }, { column: 'id' }],
  searchColumns: ['title', 'path'],
  sortColumns: { title: 'title' },
  localizedFields: LOCALIZED_FIELDS['menu-item'],
  prepareCreate: placeLastWithoutOrder('menu_items'),
})

const menu: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(crudRoutes(menuResource))
  await app.register(reorderRoute(menuResource))
}

export default menu

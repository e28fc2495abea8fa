import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { LOCALIZED_FIELDS, Slider, SliderCreate, SliderUpdate } from '@labsite/shared'
import { I18N_COLUMN } from '../../lib/kits/crud-repository'
import { crudRoutes, defineResource, placeLastWithoutOrder } from '../../lib/kits/crud-routes'
import { reorderRoute } from '../../lib/kits/reorder-route'

/** Slider images, listed in their order (admin Sliders tab). */
export const slidersResource = defineResource({
  path: '/sliders',
  entity: 'slider',
  label: 'Slider',
  tag: 'sliders',
  table: 'sliders',
  record: Slider,
  createBody: SliderCreate,
  updateBody: SliderUpdate,
  columns: { imageUrl: 'image_url', altText: 'alt_text', order: 'sort_order', i18n: I18N_COLUMN },
  orderBy: [{ column: 'sort_order' }, { column: 'created_at' }, { column: 'id' }],
  searchColumns: ['alt_text'],
  localizedFields: LOCALIZED_FIELDS['slider'],
  prepareCreate: placeLastWithoutOrder('sliders'),
})

const sliders: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(crudRoutes(slidersResource))
  await app.register(reorderRoute(slidersResource))
}

export default sliders

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  BackgroundImage,
  BackgroundImageCreate,
  BackgroundImageUpdate,
  LOCALIZED_FIELDS,
} from '@labsite/shared'
import { I18N_COLUMN } from '../../lib/kits/crud-repository'
import { crudRoutes, defineResource, placeLastWithoutOrder } from '../../lib/kits/crud-routes'
import { reorderRoute } from '../../lib/kits/reorder-route'

/**
 * Hero background images. Records carry both spellings (url/imageUrl, alt/altText) because the first
 * client reads either; writes take url, alt, order.
 */
export const backgroundImagesResource = defineResource({
  path: '/background-images',
  entity: 'background-image',
  label: 'Background image',
  tag: 'background-images',
  table: 'background_images',
  record: BackgroundImage,
  createBody: BackgroundImageCreate,
  updateBody: BackgroundImageUpdate,
  columns: {
    url: 'url',
    imageUrl: 'url',
    alt: 'alt',
    altText: 'alt',
    order: 'sort_order',
    i18n: I18N_COLUMN,
  },
  orderBy: [{ column: 'sort_order' }, { column: 'created_at' }, { column: 'id' }],
  searchColumns: ['alt'],
  localizedFields: LOCALIZED_FIELDS['background-image'],
  // altText is the second spelling of alt: a visitor reads the same words under both.
  shownAs: (record) => ({ ...record, altText: record.alt }),
  prepareCreate: placeLastWithoutOrder('background_images'),
})

const backgroundImages: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(crudRoutes(backgroundImagesResource))
  await app.register(reorderRoute(backgroundImagesResource))
}

export default backgroundImages

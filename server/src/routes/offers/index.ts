import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { LOCALIZED_FIELDS, Offer, OfferCreate, OfferUpdate } from '@labsite/shared'
import { type Fields, I18N_COLUMN } from '../../lib/kits/crud-repository'
import { crudRoutes, defineResource, placeLastWithoutOrder } from '../../lib/kits/crud-routes'
import { PUBLISHING_COLUMNS } from '../../lib/kits/publishing'
import { reorderRoute } from '../../lib/kits/reorder-route'
import { textEntries } from '../../lib/kits/text-lists'

const placeLast = placeLastWithoutOrder('offers')
const withoutEmptyFeatures = (fields: Fields): Fields =>
  fields.features === undefined
    ? fields
    : { ...fields, features: textEntries(Array.isArray(fields.features) ? fields.features : []) }

/** Special offers (the Offers page), listed in the order staff arrange in the admin Offers tab. */
export const offersResource = defineResource({
  path: '/offers',
  entity: 'offer',
  label: 'Offer',
  tag: 'offers',
  table: 'offers',
  record: Offer,
  createBody: OfferCreate,
  updateBody: OfferUpdate,
  columns: {
    title: 'title',
    discount: { column: 'discount', kind: 'number' },
    popularity: 'popularity',
    discountedPrice: { column: 'discounted_price', kind: 'number' },
    // What a booking of it costs, under the name every catalogue item answers its price by (read only).
    amount: { column: 'discounted_price', kind: 'number' },
    originalPrice: { column: 'original_price', kind: 'number' },
    description: 'description',
    features: { column: 'features', kind: 'json' },
    validTill: { column: 'valid_till', kind: 'date' },
    image: 'image',
    imageAlt: 'image_alt',
    order: 'sort_order',
    preparation: 'preparation',
    ...PUBLISHING_COLUMNS,
    i18n: I18N_COLUMN,
  },
  orderBy: [{ column: 'sort_order' }, { column: 'created_at' }, { column: 'id' }],
  searchColumns: ['title', 'description'],
  publishable: true,
  sortColumns: { title: 'title', price: 'discounted_price' },
  localizedFields: LOCALIZED_FIELDS['offer'],
  prepareCreate: async (fields, trx) => placeLast(withoutEmptyFeatures(fields), trx),
  prepareUpdate: withoutEmptyFeatures,
})

const offers: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(crudRoutes(offersResource))
  await app.register(reorderRoute(offersResource))
}

export default offers

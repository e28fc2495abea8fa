import { dropEmpty, Offer, OfferCreate, OfferUpdate } from '@labsite/shared'
import type { Fields } from '../../lib/crud-repository'
import { crudRoutes, defineResource } from '../../lib/crud-routes'

const withoutEmptyFeatures = (fields: Fields): Fields =>
  fields.features === undefined ? fields : { ...fields, features: dropEmpty(fields.features as string[]) }

/** Special offers (spec §2 Offers). */
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
    originalPrice: { column: 'original_price', kind: 'number' },
    description: 'description',
    features: { column: 'features', kind: 'json' },
    validTill: { column: 'valid_till', kind: 'date' },
  },
  orderBy: [{ column: 'created_at' }, { column: 'id' }],
  searchColumns: ['title', 'description'],
  prepareCreate: withoutEmptyFeatures,
  prepareUpdate: withoutEmptyFeatures,
})

export default crudRoutes(offersResource)

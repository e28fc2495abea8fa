import { LOCALIZED_FIELDS, Service, ServiceCreate, ServiceUpdate } from '@labsite/shared'
import type { Knex } from 'knex'
import { createCrudRepository, type Fields, I18N_COLUMN } from '../../lib/kits/crud-repository'
import { defineResource, placeLastWithoutOrder } from '../../lib/kits/crud-routes'
import { textEntries } from '../../lib/kits/text-lists'
import { servicePriceFields } from './service-price'

const LIST_FIELDS = ['features', 'requirements', 'additionalImages'] as const

/** Empty list entries are dropped on save; the rating keeps one decimal (step 0.1). */
function tidyService(fields: Fields): Fields {
  const tidy = { ...fields }
  for (const name of LIST_FIELDS) {
    const list = tidy[name]
    if (Array.isArray(list)) tidy[name] = textEntries(list)
  }
  if (typeof tidy.rating === 'number') tidy.rating = Math.round(tidy.rating * 10) / 10
  return tidy
}

const placeLast = placeLastWithoutOrder('services')

/** Services in the order staff arrange (at first the order they were added: the first six are the hero packages). */
export const servicesResource = defineResource({
  path: '/service',
  entity: 'service',
  label: 'Service',
  tag: 'services',
  table: 'services',
  record: Service,
  createBody: ServiceCreate,
  updateBody: ServiceUpdate,
  columns: {
    title: 'title',
    description: 'description',
    detailedDescription: 'detailed_description',
    category: 'category',
    amount: { column: 'amount', kind: 'amount' },
    price: 'price',
    unparsedPrice: 'unparsed_price',
    duration: 'duration',
    rating: { column: 'rating', kind: 'number' },
    patients: 'patients',
    isPopular: 'is_popular',
    image: 'image',
    imageAlt: 'image_alt',
    features: { column: 'features', kind: 'json' },
    requirements: { column: 'requirements', kind: 'json' },
    additionalImages: { column: 'additional_images', kind: 'json' },
    testsCount: 'tests_count',
    preparation: 'preparation',
    order: 'sort_order',
    i18n: I18N_COLUMN,
  },
  orderBy: [{ column: 'sort_order' }, { column: 'created_at' }, { column: 'id' }],
  searchColumns: ['title', 'category', 'description'],
  categoryColumn: 'category',
  // A service on request (no amount) sorts last, as PostgreSQL orders nulls.
  sortColumns: { title: 'title', price: 'amount' },
  localizedFields: LOCALIZED_FIELDS['service'],
  prepareCreate: async (fields, trx) => placeLast(await servicePriceFields(tidyService(fields), trx), trx),
  prepareUpdate: (changes, trx) => servicePriceFields(tidyService(changes), trx),
})

export const toService = servicesResource.toRecord

export function createServicesRepository(knex: Knex) {
  return createCrudRepository(knex, servicesResource)
}

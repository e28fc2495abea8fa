import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { LOCALIZED_FIELDS, ThyroidPackage, ThyroidPackageCreate, ThyroidPackageUpdate } from '@labsite/shared'
import { I18N_COLUMN } from '../../lib/kits/crud-repository'
import { crudRoutes, defineResource, placeLastWithoutOrder } from '../../lib/kits/crud-routes'
import { reorderRoute } from '../../lib/kits/reorder-route'

/** Thyroid packages keep their first snake_case field names; the first client lists them at '/thyroid-packages/'. */
export const thyroidPackagesResource = defineResource({
  path: '/thyroid-packages',
  entity: 'thyroid-package',
  label: 'Thyroid package',
  tag: 'thyroid-packages',
  table: 'thyroid_packages',
  record: ThyroidPackage,
  createBody: ThyroidPackageCreate,
  updateBody: ThyroidPackageUpdate,
  columns: {
    name: 'name',
    description: 'description',
    price: { column: 'price', kind: 'number' },
    // What a booking of it costs, under the name every catalogue item answers its price by (read only).
    amount: { column: 'price', kind: 'number' },
    originalPrice: { column: 'original_price', kind: 'number' },
    popular: 'popular',
    tests_included: 'tests_included',
    report_time: 'report_time',
    sample_type: 'sample_type',
    fasting_required: 'fasting_required',
    image: 'image',
    image_alt: 'image_alt',
    order: 'sort_order',
    preparation: 'preparation',
    i18n: I18N_COLUMN,
  },
  orderBy: [{ column: 'sort_order' }, { column: 'created_at' }, { column: 'id' }],
  searchColumns: ['name', 'description'],
  sortColumns: { title: 'name', price: 'price' },
  localizedFields: LOCALIZED_FIELDS['thyroid-package'],
  prepareCreate: placeLastWithoutOrder('thyroid_packages'),
})

const thyroidPackages: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(crudRoutes(thyroidPackagesResource))
  await app.register(reorderRoute(thyroidPackagesResource))
}

export default thyroidPackages

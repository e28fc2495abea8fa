import { BloodTest, BloodTestCreate, BloodTestUpdate, LOCALIZED_FIELDS } from '@labsite/shared'
import type { FastifyPluginAsync } from 'fastify'
import { I18N_COLUMN } from '../../lib/kits/crud-repository'
import { crudRoutes, defineResource, placeLastWithoutOrder } from '../../lib/kits/crud-routes'
import { reorderRoute } from '../../lib/kits/reorder-route'

/** Blood tests: public list, admin writes (the Blood Tests page and admin tab). */
export const bloodTestsResource = defineResource({
  path: '/blood-tests',
  entity: 'blood-test',
  label: 'Blood test',
  tag: 'blood-tests',
  table: 'blood_tests',
  record: BloodTest,
  createBody: BloodTestCreate,
  updateBody: BloodTestUpdate,
  columns: {
    name: 'name',
    category: 'category',
    description: 'description',
    price: { column: 'price', kind: 'number' },
    // What a booking of it costs, under the name every catalogue item answers its price by (read only).
    amount: { column: 'price', kind: 'number' },
    originalPrice: { column: 'original_price', kind: 'number' },
    sampleType: 'sample_type',
    fasting: 'fasting',
    reportTime: 'report_time',
    preparation: 'preparation',
    order: 'sort_order',
    i18n: I18N_COLUMN,
  },
  orderBy: [{ column: 'sort_order' }, { column: 'created_at' }, { column: 'id' }],
  searchColumns: ['name', 'category', 'description'],
  localizedFields: LOCALIZED_FIELDS['blood-test'],
  categoryColumn: 'category',
  sortColumns: { title: 'name', price: 'price' },
  prepareCreate: placeLastWithoutOrder('blood_tests'),
})

const bloodTests: FastifyPluginAsync = async (app) => {
  await app.register(crudRoutes(bloodTestsResource))
  await app.register(reorderRoute(bloodTestsResource))
}

export default bloodTests

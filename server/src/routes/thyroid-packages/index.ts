import { ThyroidPackage, ThyroidPackageCreate, ThyroidPackageUpdate } from '@labsite/shared'
import { crudRoutes, defineResource } from '../../lib/crud-routes'

/** Thyroid packages keep the spec's snake_case field names; the spec's client lists them at '/thyroid-packages/'. */
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
    originalPrice: { column: 'original_price', kind: 'number' },
    popular: 'popular',
    tests_included: 'tests_included',
    report_time: 'report_time',
    sample_type: 'sample_type',
    fasting_required: 'fasting_required',
  },
  orderBy: [{ column: 'created_at' }, { column: 'id' }],
  searchColumns: ['name', 'description'],
})

export default crudRoutes(thyroidPackagesResource)

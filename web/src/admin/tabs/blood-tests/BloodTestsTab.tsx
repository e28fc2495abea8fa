import type { BloodTest } from '@labsite/shared'
import { bloodTests } from '../../api'
import { CatalogueListTab } from '../../components/CatalogueListTab'
import type { ListViewOptions } from '../../hooks/use-list-view'
import { BloodTestCard } from './BloodTestCard'
import { BloodTestFormModal } from './BloodTestFormModal'

const LIST_VIEW: ListViewOptions<BloodTest> = {
  searchText: (t) => `${t.name} ${t.category} ${t.description}`,
  categoryOf: (t) => t.category,
  sortValues: { title: (t) => t.name, price: (t) => t.price, updatedAt: (t) => t.updatedAt },
}

/**
 * Blood Tests tab: search, category filter, sort and pages over the card grid; add, edit,
 * delete, bulk actions and drag-to-reorder for admins, read-only for staff.
 */
export default function BloodTestsTab() {
  return (
    <CatalogueListTab<BloodTest>
      noun="blood test"
      plural="blood tests"
      addLabel="Add New Blood Test"
      collection={bloodTests}
      nameOf={(t) => t.name}
      listView={LIST_VIEW}
      layout="grid"
      renderCard={(test, leading, actions) => <BloodTestCard test={test} leading={leading} {...actions} />}
      renderForm={({ record, ...form }) => <BloodTestFormModal test={record} {...form} />}
    />
  )
}

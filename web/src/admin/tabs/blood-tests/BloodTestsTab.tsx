import type { BloodTest } from '@labsite/shared'
import { Button, Group, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { bloodTestsQuery, bulkWriteBloodTests, deleteBloodTest, reorderBloodTests } from '../../api'
import { ArrangedList } from '../../components/ArrangedList'
import { BulkBar } from '../../components/BulkBar'
import { ConfirmDelete } from '../../components/ConfirmDelete'
import { ListPager, ListToolbar } from '../../components/ListToolbar'
import { LoadState } from '../../components/LoadState'
import { ReadOnlyNote } from '../../components/ReadOnlyNote'
import { useAdminResource } from '../../hooks/use-admin-resource'
import { useAdminSave } from '../../hooks/use-admin-save'
import { useArrangedWrites } from '../../hooks/use-arranged-writes'
import { useCanEdit } from '../../hooks/use-can-edit'
import { type ListViewOptions, useListView } from '../../hooks/use-list-view'
import { useSelection } from '../../hooks/use-selection'
import { BloodTestCard } from './BloodTestCard'
import { BloodTestFormModal } from './BloodTestFormModal'

const NO_TESTS: BloodTest[] = []

const LIST_VIEW: ListViewOptions<BloodTest> = {
  searchText: (t) => `${t.name} ${t.category} ${t.description}`,
  categoryOf: (t) => t.category,
  sortValues: { title: (t) => t.name, price: (t) => t.price, updatedAt: (t) => t.updatedAt },
}

/**
 * Blood Tests tab (spec §2): search, category filter, sort and pages over the card grid; add, edit,
 * delete, bulk actions and drag-to-reorder for admins, read-only for staff.
 */
export default function BloodTestsTab() {
  const canEdit = useCanEdit()
  const save = useAdminSave()
  const tests = useAdminResource(bloodTestsQuery, NO_TESTS)
  const view = useListView(tests.data, LIST_VIEW)
  const selection = useSelection(tests.data.map((t) => t._id))
  const writes = useArrangedWrites({
    records: tests.data,
    setRecords: tests.setData,
    reload: tests.reload,
    selection,
    noun: 'blood test',
    plural: 'blood tests',
    reorder: reorderBloodTests,
    bulkWrite: bulkWriteBloodTests,
  })
  const [form, setForm] = useState<{ opened: boolean; test: BloodTest | null }>({ opened: false, test: null })
  const [deleting, setDeleting] = useState<BloodTest | null>(null)

  const upsert = (saved: BloodTest) => {
    tests.setData((list) =>
      list.some((t) => t._id === saved._id)
        ? list.map((t) => (t._id === saved._id ? saved : t))
        : [...list, saved],
    )
    view.reveal(saved._id)
  }

  async function remove(test: BloodTest) {
    const dropLocally = () => tests.setData((list) => list.filter((t) => t._id !== test._id))
    await save({
      ...deleteBloodTest(test, `Delete blood test "${test.name}"`),
      successMessage: { title: 'Blood test deleted', message: `"${test.name}" was deleted.` },
      onSaved: dropLocally,
      onQueued: dropLocally,
      onConflictReload: () => tests.reload(),
    })
  }

  return (
    <section aria-label="Blood tests">
      {canEdit ? null : <ReadOnlyNote />}
      <Group justify="space-between" mb="md">
        <Text size="sm">{tests.data.length} blood tests</Text>
        {canEdit ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setForm({ opened: true, test: null })}
          >
            Add New Blood Test
          </Button>
        ) : null}
      </Group>
      <ListToolbar view={view} plural="blood tests" sorts={['title', 'price', 'updatedAt']} />
      <LoadState status={tests.status} error={tests.error} what="blood tests" onRetry={tests.reload}>
        {tests.data.length === 0 ? <Text>No blood tests yet.</Text> : null}
        {canEdit && tests.data.length > 0 ? (
          <BulkBar
            selection={selection}
            pageIds={view.visible.map((t) => t._id)}
            noun="blood test"
            plural="blood tests"
            categories={view.categories}
            onAction={writes.bulk}
          />
        ) : null}
        <ArrangedList
          label="Blood tests"
          layout="grid"
          records={tests.data}
          view={view}
          nameOf={(t) => t.name}
          editing={canEdit ? { selection, onMove: writes.move } : undefined}
          renderCard={(test, leading) => (
            <BloodTestCard
              test={test}
              leading={leading}
              onEdit={canEdit ? () => setForm({ opened: true, test }) : undefined}
              onDelete={canEdit ? () => setDeleting(test) : undefined}
            />
          )}
        />
        <ListPager view={view} plural="blood tests" />
      </LoadState>
      {canEdit ? (
        <>
          <BloodTestFormModal
            opened={form.opened}
            test={form.test}
            onClose={() => setForm((f) => ({ ...f, opened: false }))}
            onSaved={upsert}
          />
          <ConfirmDelete
            opened={deleting !== null}
            onClose={() => setDeleting(null)}
            what={`blood test "${deleting?.name ?? ''}"`}
            onConfirm={() => deleting && remove(deleting)}
          />
        </>
      ) : null}
    </section>
  )
}

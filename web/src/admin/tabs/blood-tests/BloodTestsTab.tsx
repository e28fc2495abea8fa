import type { BloodTest } from '@labsite/shared'
import { Button, Group, SimpleGrid, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { bloodTestsQuery, deleteBloodTest } from '../../api'
import { ConfirmDelete } from '../../components/ConfirmDelete'
import { LoadState } from '../../components/LoadState'
import { ReadOnlyNote } from '../../components/ReadOnlyNote'
import { useAdminResource } from '../../hooks/use-admin-resource'
import { useAdminSave } from '../../hooks/use-admin-save'
import { useCanEdit } from '../../hooks/use-can-edit'
import { BloodTestCard } from './BloodTestCard'
import { BloodTestFormModal } from './BloodTestFormModal'

const NO_TESTS: BloodTest[] = []

/** Blood Tests tab (spec §2): card grid with add, edit and delete for admins, read-only for staff. */
export default function BloodTestsTab() {
  const canEdit = useCanEdit()
  const save = useAdminSave()
  const tests = useAdminResource(bloodTestsQuery, NO_TESTS)
  const [form, setForm] = useState<{ opened: boolean; test: BloodTest | null }>({ opened: false, test: null })
  const [deleting, setDeleting] = useState<BloodTest | null>(null)

  const upsert = (saved: BloodTest) =>
    tests.setData((list) =>
      list.some((t) => t._id === saved._id)
        ? list.map((t) => (t._id === saved._id ? saved : t))
        : [...list, saved],
    )

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
      <LoadState status={tests.status} error={tests.error} what="blood tests" onRetry={tests.reload}>
        {tests.data.length === 0 ? <Text>No blood tests yet.</Text> : null}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {tests.data.map((test) => (
            <BloodTestCard
              key={test._id}
              test={test}
              onEdit={canEdit ? () => setForm({ opened: true, test }) : undefined}
              onDelete={canEdit ? () => setDeleting(test) : undefined}
            />
          ))}
        </SimpleGrid>
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

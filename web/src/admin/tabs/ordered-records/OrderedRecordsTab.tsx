import type { ListReorder, RecordMeta } from '@labsite/shared'
import { Button, Group, Stack, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { type ReactNode, useState } from 'react'
import type { AdminMutation, AdminRead } from '../../api'
import { ConfirmDelete } from '../../components/ConfirmDelete'
import { LoadState } from '../../components/LoadState'
import { ReadOnlyNote } from '../../components/ReadOnlyNote'
import { useAdminResource } from '../../hooks/use-admin-resource'
import { useAdminSave } from '../../hooks/use-admin-save'
import { useCanEdit } from '../../hooks/use-can-edit'
import { OrderedRecordCard } from './OrderedRecordCard'
import { moveRecord, type OrderedRecord } from './ordered-records'

/** The endpoints an ordered catalogue list needs (see api/catalogue.ts). */
export interface OrderedCollection<T> {
  list: AdminRead<T[]>
  remove: (record: { _id: string; version: number }, label: string) => AdminMutation
  reorder: (items: ListReorder['items'], label: string) => AdminMutation
}

/** What the tab's add/edit dialog gets. */
export interface OrderedFormProps<T> {
  opened: boolean
  record: T | null
  onClose: () => void
  onSaved: (record: T) => void
}

export interface OrderedRecordsTabProps<T extends OrderedRecord> {
  /** Capitalised singular, e.g. 'Offer', 'Thyroid package'. */
  noun: string
  /** Plural for the count and the empty text, e.g. 'offers'. */
  plural: string
  /** The audit entity whose history each card opens, e.g. 'offer'. */
  historyResource: string
  collection: OrderedCollection<T>
  nameOf: (record: T) => string
  imageOf: (record: T) => { src: string; alt: string }
  renderDetails: (record: T) => ReactNode
  renderForm: (props: OrderedFormProps<T>) => ReactNode
}

/**
 * An admin tab for a catalogue list shown in the order staff arrange (offers, thyroid packages):
 * cards with picture, move up/down, edit and delete for admins; read-only for staff. Every write
 * goes through useAdminSave, so versions (412 conflicts), the offline queue and the audit apply.
 */
export function OrderedRecordsTab<T extends OrderedRecord & RecordMeta>(props: OrderedRecordsTabProps<T>) {
  const { noun, plural, historyResource, collection, nameOf, imageOf, renderDetails, renderForm } = props
  const canEdit = useCanEdit()
  const save = useAdminSave()
  const [noRecords] = useState<T[]>([])
  const records = useAdminResource(collection.list, noRecords)
  const [form, setForm] = useState<{ opened: boolean; record: T | null }>({ opened: false, record: null })
  const [deleting, setDeleting] = useState<T | null>(null)
  const items = records.data
  const lower = noun.toLowerCase()

  const upsert = (saved: T) =>
    records.setData((list) =>
      (list.some((r) => r._id === saved._id)
        ? list.map((r) => (r._id === saved._id ? saved : r))
        : [...list, saved]
      ).sort((a, b) => a.order - b.order),
    )

  async function remove(record: T) {
    const name = nameOf(record)
    const dropLocally = () => records.setData((list) => list.filter((r) => r._id !== record._id))
    await save({
      ...collection.remove(record, `Delete ${lower} "${name}"`),
      successMessage: { title: `${noun} deleted`, message: `"${name}" was deleted.` },
      onSaved: dropLocally,
      onQueued: dropLocally,
      onConflictReload: () => records.reload(),
    })
  }

  async function move(from: number, to: number) {
    if (from === to || to < 0 || to >= items.length) return
    const reordered = moveRecord(items, from, to)
    await save<T[]>({
      ...collection.reorder(
        reordered.map((r) => ({ _id: r._id, order: r.order })),
        `Reorder ${plural}`,
      ),
      successMessage: { title: `${noun}s reordered`, message: 'The new order was saved.' },
      onSaved: records.setData,
      onQueued: () => records.setData(reordered),
    })
  }

  return (
    <section aria-label={`${noun}s`}>
      {canEdit ? null : <ReadOnlyNote />}
      <Group justify="space-between" mb="md">
        <Text size="sm">
          {items.length} {plural}
        </Text>
        {canEdit ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setForm({ opened: true, record: null })}
          >
            Add {noun}
          </Button>
        ) : null}
      </Group>
      <LoadState status={records.status} error={records.error} what={plural} onRetry={records.reload}>
        {items.length === 0 ? <Text>No {plural} yet.</Text> : null}
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`${noun}s`}>
          {items.map((record, index) => (
            <OrderedRecordCard
              key={record._id}
              name={nameOf(record)}
              image={imageOf(record)}
              position={index}
              count={items.length}
              onMove={canEdit ? move : undefined}
              onEdit={canEdit ? () => setForm({ opened: true, record }) : undefined}
              onDelete={canEdit ? () => setDeleting(record) : undefined}
              history={{ resource: historyResource, id: record._id }}
            >
              {renderDetails(record)}
            </OrderedRecordCard>
          ))}
        </Stack>
      </LoadState>
      {canEdit ? (
        <>
          {renderForm({
            opened: form.opened,
            record: form.record,
            onClose: () => setForm((f) => ({ ...f, opened: false })),
            onSaved: upsert,
          })}
          <ConfirmDelete
            opened={deleting !== null}
            onClose={() => setDeleting(null)}
            what={`${lower} "${deleting ? nameOf(deleting) : ''}"`}
            onConfirm={() => deleting && remove(deleting)}
          />
        </>
      ) : null}
    </section>
  )
}

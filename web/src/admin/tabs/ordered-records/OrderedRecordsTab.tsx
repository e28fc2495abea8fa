import type { BulkWrite, ListReorder, ListSort, RecordMeta } from '@labsite/shared'
import { Box, Button, Group, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { type ReactNode, useState } from 'react'
import type { AdminMutation, AdminRead } from '../../api'
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
import { useListView } from '../../hooks/use-list-view'
import { useSelection } from '../../hooks/use-selection'
import { OrderedRecordCard } from './OrderedRecordCard'
import type { OrderedRecord } from './ordered-records'

/** The endpoints an ordered catalogue list needs (see api/catalogue.ts). */
export interface OrderedCollection<T> {
  list: AdminRead<T[]>
  remove: (record: { _id: string; version: number }, label: string) => AdminMutation
  reorder: (items: ListReorder['items'], label: string) => AdminMutation
  bulkWrite: (body: BulkWrite, label: string) => AdminMutation
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
  /** What the search box matches (besides the name). */
  searchTextOf?: (record: T) => string
  /** The amount `Price` sorts by. */
  priceOf?: (record: T) => number
}

/**
 * An admin tab for a catalogue list shown in the order staff arrange (offers, thyroid packages):
 * search, sort and pages; cards with picture, drag-to-reorder (keyboard too), select for bulk
 * actions, edit and delete for admins; read-only for staff. Every write
 * goes through useAdminSave, so versions (412 conflicts), the offline queue and the audit apply.
 */
export function OrderedRecordsTab<T extends OrderedRecord & RecordMeta>(props: OrderedRecordsTabProps<T>) {
  const {
    noun,
    plural,
    historyResource,
    collection,
    nameOf,
    imageOf,
    renderDetails,
    renderForm,
    searchTextOf,
    priceOf,
  } = props
  const canEdit = useCanEdit()
  const save = useAdminSave()
  const [noRecords] = useState<T[]>([])
  const records = useAdminResource(collection.list, noRecords)
  const [form, setForm] = useState<{ opened: boolean; record: T | null }>({ opened: false, record: null })
  const [deleting, setDeleting] = useState<T | null>(null)
  const items = records.data
  const lower = noun.toLowerCase()
  const [listView] = useState(() => ({
    searchText: (record: T) => `${nameOf(record)} ${searchTextOf?.(record) ?? ''}`,
    sortValues: {
      title: nameOf,
      updatedAt: (record: T) => record.updatedAt,
      ...(priceOf ? { price: priceOf } : {}),
    },
  }))
  const view = useListView(items, listView)
  const sorts: Exclude<ListSort, 'order'>[] = priceOf
    ? ['title', 'price', 'updatedAt']
    : ['title', 'updatedAt']
  const selection = useSelection(items.map((r) => r._id))
  const writes = useArrangedWrites({
    records: items,
    setRecords: records.setData,
    reload: records.reload,
    selection,
    noun: lower,
    plural,
    reorder: collection.reorder,
    bulkWrite: collection.bulkWrite,
  })

  const upsert = (saved: T) => {
    records.setData((list) =>
      (list.some((r) => r._id === saved._id)
        ? list.map((r) => (r._id === saved._id ? saved : r))
        : [...list, saved]
      ).sort((a, b) => a.order - b.order),
    )
    view.reveal(saved._id)
  }

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
      <ListToolbar view={view} plural={plural} sorts={sorts} />
      <LoadState status={records.status} error={records.error} what={plural} onRetry={records.reload}>
        {items.length === 0 ? <Text>No {plural} yet.</Text> : null}
        {canEdit && items.length > 0 ? (
          <BulkBar
            selection={selection}
            pageIds={view.visible.map((r) => r._id)}
            noun={lower}
            plural={plural}
            // Records with drafts and publishing (issue 27 §2) carry a status: then they publish in bulk too.
            publishable={items.some((record) => 'status' in record)}
            onAction={writes.bulk}
          />
        ) : null}
        <Box>
          <ArrangedList
            label={`${noun}s`}
            layout="list"
            records={items}
            view={view}
            nameOf={nameOf}
            editing={canEdit ? { selection, onMove: writes.move } : undefined}
            renderCard={(record, leading) => (
              <OrderedRecordCard
                name={nameOf(record)}
                image={imageOf(record)}
                leading={leading}
                onEdit={canEdit ? () => setForm({ opened: true, record }) : undefined}
                onDelete={canEdit ? () => setDeleting(record) : undefined}
                history={{ resource: historyResource, id: record._id }}
              >
                {renderDetails(record)}
              </OrderedRecordCard>
            )}
          />
        </Box>
        <ListPager view={view} plural={plural} />
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

import type { BulkWrite, ListReorder, ListSort } from '@labsite/shared'
import { Button, Group, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { type ReactNode, useState } from 'react'
import type { AdminMutation, AdminRead } from '../api'
import { type AdminResource, useAdminResource } from '../hooks/use-admin-resource'
import { useAdminSave } from '../hooks/use-admin-save'
import { capitalized, useArrangedWrites } from '../hooks/use-arranged-writes'
import { useCanEdit } from '../hooks/use-can-edit'
import { type ListViewOptions, useListView } from '../hooks/use-list-view'
import { useSelection } from '../hooks/use-selection'
import { ArrangedList } from './ArrangedList'
import { BulkBar } from './BulkBar'
import { ConfirmDelete } from './ConfirmDelete'
import { ListSection } from './ListSection'
import { ListPager, ListToolbar } from './ListToolbar'
import { LoadState } from './LoadState'
import { ReadOnlyNote } from './ReadOnlyNote'

/** The endpoints a catalogue list needs (see api/catalogue.ts). */
export interface CatalogueCollection<T> {
  list: AdminRead<T[]>
  remove: (record: T, label: string) => AdminMutation
  /** Absent for a list kept in the server's order (content records): no drag handles. */
  reorder?: (items: ListReorder['items'], label: string) => AdminMutation
  /** Absent for a list with no bulk actions (sliders, backgrounds): no checkboxes, no bulk bar. */
  bulkWrite?: (body: BulkWrite, label: string) => AdminMutation
}

/** What the tab's add/edit dialog gets. */
export interface CatalogueFormProps<T> {
  opened: boolean
  /** The record being edited, or null to add one. */
  record: T | null
  onClose: () => void
  /** Puts a saved record (or, queued offline, its stand-in) into the list and brings it into view. */
  onSaved: (record: T) => void
}

/** The loaded list, for a dialog that puts its answer into the list its own way (services). */
export interface CatalogueListState<T> {
  records: AdminResource<T[]>
  /** Brings a record into view (see useListView). */
  reveal: (id: string) => void
}

/** The edit and delete of a card; absent for staff (read-only). */
export interface CatalogueCardActions<T = unknown> {
  onEdit?: () => void
  onDelete?: () => void
  /** Puts a record changed from the card itself (a post published at once) into the list. */
  onChanged?: (record: T) => void
}

/** The delete's wording, for records whose delete is not said as '<Noun> deleted' (a day opened again). */
export interface CatalogueRemoval<T> {
  /** What the confirm dialog asks to delete, e.g. 'the slot Monday 07:00–08:00'. */
  what: (record: T) => string
  /** The toast once deleted. */
  saved: (record: T) => { title: string; message: string }
}

export interface CatalogueListTabProps<T extends object> {
  /** Lower-case singular and plural, e.g. 'blood test', 'blood tests'; the tab is named by the plural. */
  noun: string
  plural: string
  /** The add button's text, e.g. 'Add New Service'. */
  addLabel: string
  /** What the list is for, said above it (where the public site shows it). */
  intro?: ReactNode
  /**
   * A list that is one section of a tab (the Content tab's testimonials, FAQs and blog posts): a
   * bordered block under this heading; the tab shows the read-only note once for all its sections.
   */
  title?: string
  collection: CatalogueCollection<T>
  nameOf: (record: T) => string
  /**
   * The record's key in the list, for records without an `_id`: a slot's `id`, a closed day's date,
   * a PIN code. Default: `_id`.
   */
  idOf?: (record: T) => string
  /** Said instead of 'No <plural> yet.' when the list is empty (what having none means for visitors). */
  emptyText?: string
  removal?: CatalogueRemoval<T>
  /** Staff change this list too (the booking calendar, which the desk runs); else admins only. */
  staffEdit?: boolean
  /** Search, category and sorts (the toolbar offers a sort for each of `sortValues`); kept stable. */
  listView: ListViewOptions<T>
  /** 'grid' of cards (services, tests) or a numbered 'list' of rows (offers, packages). */
  layout: 'grid' | 'list'
  /** The record's card, with the checkbox and drag handle (`leading`) to place in it. */
  renderCard: (record: T, leading: ReactNode, actions: CatalogueCardActions<T>) => ReactNode
  renderForm: (props: CatalogueFormProps<T>, list: CatalogueListState<T>) => ReactNode
  /** The reorder toast's title, when '<Plural> reordered' does not say it well ('Menu reordered'). */
  reorderedTitle?: string
  /** Puts the list back in order after a save put a record in (offers, packages sort by `order`). */
  arrangeSaved?: (list: T[]) => T[]
}

/** A record's `_id`, the key of a catalogue record (the overloads below make other lists give `idOf`). */
function recordId(record: object): string {
  return '_id' in record && typeof record._id === 'string' ? record._id : ''
}

/** The toolbar's sorts besides the arranged order, in the order it offers them. */
const SORTS: Exclude<ListSort, 'order'>[] = ['title', 'price', 'updatedAt']

/** Above the list: what it is for, the read-only note, the count and the add button. */
function CatalogueListHeading({
  intro,
  readOnlyNote,
  count,
  addLabel,
  onAdd,
}: {
  intro: ReactNode
  readOnlyNote: boolean
  count: string
  /** Absent when the user cannot add. */
  addLabel: string | undefined
  onAdd: () => void
}) {
  return (
    <>
      {intro ? <Text mb="md">{intro}</Text> : null}
      {readOnlyNote ? <ReadOnlyNote /> : null}
      <Group justify="space-between" mb="md">
        <Text size="sm">{count}</Text>
        {addLabel ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
            {addLabel}
          </Button>
        ) : null}
      </Group>
    </>
  )
}

/** Deletes a record through useAdminSave and drops it from the list (at once when queued offline). */
function useRemoveRecord<T extends object>({
  records,
  remove,
  noun,
  nameOf,
  idOf,
  removal,
}: {
  records: AdminResource<T[]>
  remove: CatalogueCollection<T>['remove']
  noun: string
  nameOf: (record: T) => string
  idOf: (record: T) => string
  removal: CatalogueRemoval<T> | undefined
}) {
  const save = useAdminSave()
  return async (record: T) => {
    const name = nameOf(record)
    const dropLocally = () => records.setData((list) => list.filter((r) => idOf(r) !== idOf(record)))
    await save({
      ...remove(record, `Delete ${noun} "${name}"`),
      successMessage: removal?.saved(record) ?? {
        title: `${capitalized(noun)} deleted`,
        message: `"${name}" was deleted.`,
      },
      onSaved: dropLocally,
      onQueued: dropLocally,
      onConflictReload: () => records.reload(),
    })
  }
}

/**
 * The admin's one list + dialog pattern (services, blood tests, offers, thyroid packages, sliders,
 * backgrounds, testimonials, FAQs, blog posts, the menu, the booking calendar's slots, closed dates
 * and PIN codes): search, category filter, sort and pages; add, edit, delete, bulk actions and
 * drag-to-reorder (keyboard too) for admins (and for staff on a list they run, `staffEdit`),
 * read-only for staff otherwise. Every write goes through useAdminSave, so versions (412
 * conflicts), the offline queue and the audit apply.
 */
export function CatalogueListTab<T extends { _id: string }>(props: CatalogueListTabProps<T>): ReactNode
/** A list of records keyed by something other than `_id` names that key. */
export function CatalogueListTab<T extends object>(
  props: CatalogueListTabProps<T> & Required<Pick<CatalogueListTabProps<T>, 'idOf'>>,
): ReactNode
export function CatalogueListTab<T extends object>(props: CatalogueListTabProps<T>): ReactNode {
  const { noun, plural, addLabel, collection, nameOf, listView, layout, renderCard, renderForm } = props
  const { arrangeSaved = (list: T[]) => list, intro, title, reorderedTitle } = props
  const { idOf = recordId, emptyText = `No ${plural} yet.`, removal, staffEdit = false } = props
  const canEdit = useCanEdit() || staffEdit
  const [noRecords] = useState<T[]>([])
  const records = useAdminResource(collection.list, noRecords)
  const items = records.data
  const view = useListView(items, listView, idOf)
  const selection = useSelection(items.map(idOf))
  const writes = useArrangedWrites({
    idOf,
    records: items,
    setRecords: records.setData,
    reload: records.reload,
    selection,
    noun,
    plural,
    reorder: collection.reorder,
    bulkWrite: collection.bulkWrite,
    reorderedTitle,
  })
  const [form, setForm] = useState<{ opened: boolean; record: T | null }>({ opened: false, record: null })
  const [deleting, setDeleting] = useState<T | null>(null)
  const remove = useRemoveRecord({ records, remove: collection.remove, noun, nameOf, idOf, removal })
  const label = title ?? capitalized(plural)
  const replace = (changed: T) =>
    records.setData((list) => list.map((r) => (idOf(r) === idOf(changed) ? changed : r)))

  const upsert = (saved: T) => {
    const id = idOf(saved)
    records.setData((list) =>
      arrangeSaved(
        list.some((r) => idOf(r) === id) ? list.map((r) => (idOf(r) === id ? saved : r)) : [...list, saved],
      ),
    )
    view.reveal(id)
  }

  return (
    <ListSection label={label} title={title}>
      <CatalogueListHeading
        intro={intro}
        readOnlyNote={!canEdit && !title}
        count={`${items.length} ${plural}`}
        addLabel={canEdit ? addLabel : undefined}
        onAdd={() => setForm({ opened: true, record: null })}
      />
      <ListToolbar view={view} plural={plural} sorts={SORTS.filter((sort) => listView.sortValues?.[sort])} />
      <LoadState status={records.status} error={records.error} what={plural} onRetry={records.reload}>
        {items.length === 0 ? <Text>{emptyText}</Text> : null}
        {canEdit && collection.bulkWrite && items.length > 0 ? (
          <BulkBar
            selection={selection}
            pageIds={view.visible.map(idOf)}
            noun={noun}
            plural={plural}
            categories={listView.categoryOf ? view.categories : undefined}
            // Records with drafts and publishing carry a status: then they publish in bulk too.
            publishable={items.some((record) => 'status' in record)}
            onAction={writes.bulk}
          />
        ) : null}
        <ArrangedList
          label={label}
          layout={layout}
          records={items}
          view={view}
          nameOf={nameOf}
          idOf={idOf}
          editing={
            canEdit && collection.reorder
              ? { selection: collection.bulkWrite ? selection : undefined, onMove: writes.move }
              : undefined
          }
          renderCard={(record, leading) =>
            renderCard(
              record,
              leading,
              canEdit
                ? {
                    onEdit: () => setForm({ opened: true, record }),
                    onDelete: () => setDeleting(record),
                    onChanged: replace,
                  }
                : {},
            )
          }
        />
        <ListPager view={view} plural={plural} />
      </LoadState>
      {canEdit ? (
        <>
          {renderForm(
            {
              opened: form.opened,
              record: form.record,
              onClose: () => setForm((f) => ({ ...f, opened: false })),
              onSaved: upsert,
            },
            { records, reveal: view.reveal },
          )}
          <ConfirmDelete
            opened={deleting !== null}
            onClose={() => setDeleting(null)}
            what={deleting ? (removal?.what(deleting) ?? `${noun} "${nameOf(deleting)}"`) : ''}
            onConfirm={() => deleting && remove(deleting)}
          />
        </>
      ) : null}
    </ListSection>
  )
}

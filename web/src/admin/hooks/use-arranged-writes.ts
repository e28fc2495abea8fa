import type { BulkAction, BulkWrite, ListReorder } from '@labsite/shared'
import type { AdminMutation } from '../api'
import { countOf } from '../components/BulkBar'
import { useAdminSave } from './use-admin-save'
import type { Selection } from './use-selection'

const DONE: Record<BulkAction, string> = {
  delete: 'deleted',
  category: 'moved to another category',
  publish: 'published',
  unpublish: 'unpublished',
}

export interface ArrangedWritesOptions<T> {
  records: T[]
  /** The record's key, sent as the `_id` of each item of a reorder. */
  idOf: (record: T) => string
  setRecords: (records: T[]) => void
  reload: () => void
  selection: Selection
  /** Lower-case singular and plural, e.g. 'blood test', 'blood tests'. */
  noun: string
  plural: string
  /** Absent for a list kept in the server's order: nothing to move. */
  reorder?: (items: ListReorder['items'], label: string) => AdminMutation
  /** Absent for a list with no bulk actions (sliders, backgrounds). */
  bulkWrite?: (body: BulkWrite, label: string) => AdminMutation
  /** The reorder toast's title when the plural does not say it well ('Menu reordered'). */
  reorderedTitle?: string
}

/** "blood tests" → "Blood tests". */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Moves `from` to `to` in a copy of `list`. */
export function moved<T>(list: T[], from: number, to: number): T[] {
  const copy = [...list]
  const [item] = copy.splice(from, 1)
  copy.splice(to, 0, item)
  return copy
}

/**
 * The reorder and bulk writes of a catalogue tab, through useAdminSave (toasts, offline queue, audit):
 * a reorder sends the whole new order at once; a bulk action clears the selection and reads the list again.
 */
export function useArrangedWrites<T>(options: ArrangedWritesOptions<T>) {
  const { records, idOf, setRecords, selection, noun, plural, reload, reorder, bulkWrite } = options
  const { reorderedTitle = `${capitalized(plural)} reordered` } = options
  const save = useAdminSave()

  async function move(from: number, to: number) {
    if (!reorder || from === to || from < 0 || to < 0) return
    const reordered = moved(records, from, to)
    await save<T[]>({
      ...reorder(
        reordered.map((record) => ({ _id: idOf(record) })),
        `Reorder ${plural}`,
      ),
      successMessage: { title: reorderedTitle, message: 'The new order was saved.' },
      onSaved: setRecords,
      // Offline: show the new order at once, numbered as the server will number it.
      onQueued: () => setRecords(reordered.map((record, index) => ({ ...record, order: index + 1 }))),
    })
  }

  async function bulk(action: BulkAction, category?: string) {
    if (!bulkWrite) return
    const counted = countOf(selection.ids.length, noun, plural)
    const done = () => {
      selection.clear()
      reload()
    }
    await save({
      ...bulkWrite(
        { action, ids: selection.ids, ...(category ? { category } : {}) },
        `Bulk ${action}: ${counted}`,
      ),
      successMessage: {
        title: `${capitalized(plural)} ${DONE[action]}`,
        message: `${capitalized(counted)} ${DONE[action]}.`,
      },
      onSaved: done,
      onQueued: done,
    })
  }

  return { move, bulk }
}

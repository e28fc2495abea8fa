import type { RecordMeta } from '@labsite/shared'
import type { RecordCollection } from '../../api/requests'
import type { AdminForm } from '../../hooks/use-admin-form'
import { useAdminSave } from '../../hooks/use-admin-save'
import type { OrderedRecord } from './ordered-records'

// biome-ignore lint/suspicious/noExplicitAny: matches useAdminForm's (and so useForm's) own constraint
type FormValues = Record<string, any>

export interface OrderedRecordSubmitOptions<
  T extends OrderedRecord & RecordMeta,
  Fields,
  V extends FormValues,
> {
  dialog: AdminForm<V>
  /** The record being edited, or null for an add. */
  record: T | null
  collection: Pick<RecordCollection<T, Fields>, 'create' | 'update'>
  /** Capitalised singular for the toasts, e.g. 'Offer'. */
  noun: string
  /** The fields that must not be empty, with the labels their errors name. */
  required: Partial<Record<keyof V & string, string>>
  /** Names the record in the toasts and the audit label. */
  nameOf: (fields: Omit<Fields, 'order'>) => string
  /** The fields to send; `order` is left out so a new record goes last and an edit keeps its place. */
  bodyOf: (values: V) => Omit<Fields, 'order'>
  valuesOf: (record: T) => V
  onSaved: (record: T) => void
  onClose: () => void
}

/**
 * The submit of an ordered record's add/edit dialog (offers, thyroid packages): the required
 * fields checked, then create or update
 * through useAdminSave (versions, the offline queue, the audit), a stand-in record while the desktop
 * holds the write, 'Reload theirs' after a conflict, and the dialog closed once saved or queued.
 */
export function useOrderedRecordSubmit<T extends OrderedRecord & RecordMeta, Fields, V extends FormValues>(
  options: OrderedRecordSubmitOptions<T, Fields, V>,
): (values: V) => Promise<void> {
  const save = useAdminSave()
  const { dialog, record, collection, noun, required, nameOf, bodyOf, valuesOf, onSaved, onClose } = options
  const lower = noun.toLowerCase()

  return async (values: V) => {
    const errors = Object.fromEntries(
      Object.entries(required).map(([key, label]) => [
        key,
        String(values[key] ?? '').trim() === '' ? `${label} is required` : null,
      ]),
    )
    if (Object.values(errors).some(Boolean)) {
      dialog.form.setErrors(errors)
      return
    }
    const fields = bodyOf(values)
    const name = nameOf(fields)
    const now = new Date().toISOString()
    const key = dialog.idempotencyKey
    dialog.setBusy(true)
    const saved = await save<T>({
      ...(record
        ? collection.update(
            record._id,
            fields as Partial<Fields>,
            dialog.version,
            `Update ${lower} "${name}"`,
          )
        : collection.create(fields as Fields, key, `Add ${lower} "${name}"`)),
      successMessage: record
        ? { title: `${noun} updated`, message: `"${name}" was saved.` }
        : { title: `${noun} added`, message: `"${name}" was added.` },
      onSaved,
      onQueued: () =>
        onSaved({
          ...(record ?? { _id: key, id: key, version: 1, createdAt: now, order: 1e5 }),
          ...fields,
          updatedAt: now,
        } as unknown as T),
      onConflictReload: (current) =>
        dialog.loadTheirs(valuesOf(current as unknown as T), current.version as number),
      openedWith: record as Record<string, unknown> | undefined,
    })
    dialog.setBusy(false)
    if (saved) onClose()
  }
}

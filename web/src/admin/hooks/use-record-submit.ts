import type { AdminMutation, RecordRef } from '../api/requests'
import type { FieldErrors } from '../lib/required-errors'
import type { AdminForm } from './use-admin-form'
import { capitalized } from './use-arranged-writes'

// biome-ignore lint/suspicious/noExplicitAny: matches useAdminForm's (and so useForm's) own constraint
export type FormValues = Record<string, any>

/** A record of the API as a plain object (TypeBox types are), so the conflict dialog can compare it. */
export type SavedRecord = RecordRef & Record<string, unknown>

export interface RecordSubmitOptions<T extends SavedRecord, Fields, V extends FormValues> {
  dialog: AdminForm<V>
  /** The record being edited, or null for an add. */
  record: T | null
  collection: {
    create: (fields: Fields, idempotencyKey: string, label: string) => AdminMutation
    update: (id: string, changes: Fields, version: number | undefined, label: string) => AdminMutation
  }
  /** The singular as said in a sentence, e.g. 'testimonial', 'FAQ'; toasts start with it capitalised. */
  noun: string
  /** The errors of the fields that cannot be sent as they are (a field left empty); none: sent. */
  errorsOf?: (values: V) => FieldErrors<V>
  /** Names the record in the toasts and the audit label. */
  nameOf: (fields: Fields) => string
  /** The fields to send. */
  bodyOf: (values: V) => Fields
  valuesOf: (record: T) => V
  /** The record shown while the desktop holds a create; the server's answer replaces it later. */
  standIn: (fields: Fields, idempotencyKey: string) => T
  onSaved: (record: T) => void
  onClose: () => void
}

/**
 * The submit of an add/edit dialog built with useAdminForm: the fields checked, then create or update
 * through useAdminSave (versions, the offline queue, the audit) with the toasts '<Noun> added' and
 * '<Noun> updated', a stand-in record while the desktop holds the write, 'Reload theirs' after a
 * conflict, and the dialog closed once saved or queued.
 */
export function useRecordSubmit<T extends SavedRecord, Fields, V extends FormValues>(
  options: RecordSubmitOptions<T, Fields, V>,
): (values: V) => Promise<void> {
  const { dialog, record, collection, noun, errorsOf, nameOf, bodyOf, valuesOf, standIn, onSaved, onClose } =
    options

  return async (values: V) => {
    const errors = errorsOf?.(values) ?? {}
    if (Object.values(errors).some(Boolean)) {
      dialog.form.setErrors(errors)
      return
    }
    const fields = bodyOf(values)
    const name = nameOf(fields)
    const key = dialog.idempotencyKey
    const saved = await dialog.send<T>({
      ...(record
        ? collection.update(record._id, fields, dialog.version, `Update ${noun} "${name}"`)
        : collection.create(fields, key, `Add ${noun} "${name}"`)),
      successMessage: record
        ? { title: `${capitalized(noun)} updated`, message: `"${name}" was saved.` }
        : { title: `${capitalized(noun)} added`, message: `"${name}" was added.` },
      onSaved,
      onQueued: () =>
        onSaved(
          record ? { ...record, ...fields, updatedAt: new Date().toISOString() } : standIn(fields, key),
        ),
      onConflictReload: (current) => dialog.loadTheirs(valuesOf(current), current.version),
      openedWith: record ?? undefined,
    })
    if (saved) onClose()
  }
}

/** Fields of a new record kept offline, dressed as a record (its id is the create's key until sent). */
export function standInRecord<Fields>(fields: Fields, idempotencyKey: string) {
  const now = new Date().toISOString()
  return { ...fields, _id: idempotencyKey, id: idempotencyKey, version: 1, createdAt: now, updatedAt: now }
}

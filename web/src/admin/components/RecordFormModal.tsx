import type { ReactNode } from 'react'
import {
  type FormValues,
  type RecordSubmitOptions,
  type SavedRecord,
  useRecordSubmit,
} from '../hooks/use-record-submit'
import { AdminFormModal } from './AdminFormModal'

export type RecordFormModalProps<T extends SavedRecord, Fields, V extends FormValues> = RecordSubmitOptions<
  T,
  Fields,
  V
> & {
  opened: boolean
  /** The dialog's accessible name, e.g. 'Edit FAQ' or 'Add FAQ'. */
  title: string
  submitLabel: string
  /** The fields. */
  children: ReactNode
}

/**
 * The add/edit dialog of one record built with useAdminForm: its fields, then Cancel and the submit
 * button, which checks and saves them through useRecordSubmit (the form's own validation is off: the
 * required fields are named by `errorsOf`).
 */
export function RecordFormModal<T extends SavedRecord, Fields, V extends FormValues>({
  opened,
  title,
  submitLabel,
  children,
  ...options
}: RecordFormModalProps<T, Fields, V>) {
  const submit = useRecordSubmit(options)
  const { dialog, onClose } = options
  return (
    <AdminFormModal
      opened={opened}
      onClose={onClose}
      title={title}
      onSubmit={dialog.form.onSubmit(submit)}
      busy={dialog.busy}
      submitLabel={submitLabel}
      noValidate
    >
      {children}
    </AdminFormModal>
  )
}

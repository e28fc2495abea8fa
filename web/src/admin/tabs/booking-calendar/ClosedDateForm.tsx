import type { ClosedDate } from '@labsite/shared'
import { TextInput } from '@mantine/core'
import { addClosedDate } from '../../api'
import { AdminFormModal } from '../../components/AdminFormModal'
import type { CatalogueFormProps } from '../../components/CatalogueListTab'
import { useAddForm } from '../../hooks/use-admin-form'

const NO_DAY: ClosedDate = { date: '', reason: '' }

/** 'Close a day': the date and why. A closed day is not edited: it is opened again (deleted). */
export function ClosedDateForm({ opened, onClose, onSaved }: CatalogueFormProps<ClosedDate>) {
  const dialog = useAddForm(opened, NO_DAY)
  const { form } = dialog

  async function submit(day: ClosedDate) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day.date)) {
      form.setFieldError('date', 'Choose the day to close.')
      return
    }
    const closed = { date: day.date, reason: day.reason.trim() }
    const saved = await dialog.send<ClosedDate>({
      ...addClosedDate(closed, dialog.idempotencyKey),
      successMessage: { title: 'Day closed', message: `No bookings will be taken on ${closed.date}.` },
      onSaved,
      onQueued: () => onSaved(closed),
    })
    if (saved) onClose()
  }

  return (
    <AdminFormModal
      opened={opened}
      onClose={onClose}
      title="Close a day"
      onSubmit={form.onSubmit(submit)}
      busy={dialog.busy}
      submitLabel="Close this day"
      noValidate
    >
      <TextInput label="Date" type="date" data-autofocus {...form.getInputProps('date')} />
      <TextInput label="Reason" placeholder="Diwali" maxLength={200} {...form.getInputProps('reason')} />
    </AdminFormModal>
  )
}

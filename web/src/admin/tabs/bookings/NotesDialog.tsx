import { type Booking, BookingPatch } from '@labsite/shared'
import { Textarea } from '@mantine/core'
import { AdminFormModal } from '../../components/AdminFormModal'
import { useAdminForm } from '../../hooks/use-admin-form'
import { schemaField } from '../../lib/schema-field'

interface NotesDialogProps {
  opened: boolean
  booking: Booking
  onClose: () => void
  onSave: (notes: string) => Promise<void>
}

const notesOf = (booking: Booking) => ({ notes: booking.notes })
const NO_NOTES = { notes: '' }

/** Staff notes on one booking; each opening starts from the stored notes, so Cancel drops the edit. */
export function NotesDialog({ opened, booking, onClose, onSave }: NotesDialogProps) {
  const dialog = useAdminForm(opened, booking, notesOf, NO_NOTES)

  async function submit(values: { notes: string }) {
    dialog.setBusy(true)
    try {
      await onSave(values.notes)
    } finally {
      dialog.setBusy(false)
    }
  }

  return (
    <AdminFormModal
      opened={opened}
      onClose={onClose}
      title={`Notes for ${booking.name}`}
      onSubmit={dialog.form.onSubmit(submit)}
      busy={dialog.busy}
      submitLabel="Save notes"
    >
      <Textarea
        label="Notes"
        autosize
        minRows={4}
        maxRows={12}
        {...schemaField(dialog.form, BookingPatch, 'notes')}
        data-autofocus
      />
    </AdminFormModal>
  )
}

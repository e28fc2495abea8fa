import { BookingPatch } from '@labsite/shared'
import { Button, Group, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useEffect, useState } from 'react'
import { AdminModal } from '../../components/AdminModal'
import { enterSaves } from '../../lib/enter-saves'
import { schemaField } from '../../lib/schema-field'

interface NotesDialogProps {
  opened: boolean
  name: string
  notes: string
  onClose: () => void
  onSave: (notes: string) => Promise<void>
}

/** Staff notes on one enquiry; Cancel drops the edit. */
export function NotesDialog({ opened, name, notes, onClose, onSave }: NotesDialogProps) {
  const form = useForm({ mode: 'controlled', initialValues: { notes } })
  const [busy, setBusy] = useState(false)

  // Each opening starts from the stored notes, so a cancelled edit does not come back.
  const { setValues } = form
  useEffect(() => {
    if (opened) setValues({ notes })
  }, [opened, notes, setValues])

  async function submit(values: { notes: string }) {
    setBusy(true)
    try {
      await onSave(values.notes)
    } finally {
      setBusy(false)
    }
  }

  return (
    <AdminModal opened={opened} onClose={onClose} title={`Notes for ${name}`}>
      <form onKeyDownCapture={enterSaves} onSubmit={form.onSubmit(submit)}>
        <Textarea
          label="Notes"
          autosize
          minRows={4}
          maxRows={12}
          {...schemaField(form, BookingPatch, 'notes')}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save notes
          </Button>
        </Group>
      </form>
    </AdminModal>
  )
}

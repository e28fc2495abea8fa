import type { ClosedDate } from '@labsite/shared'
import { TextInput } from '@mantine/core'
import { type FormEvent, useEffect, useState } from 'react'
import { addClosedDate } from '../../api'
import { AdminFormModal } from '../../components/AdminFormModal'
import { showAdminToast } from '../../components/admin-toast'
import type { CatalogueFormProps } from '../../components/CatalogueListTab'
import { useAdminSave } from '../../hooks/use-admin-save'

const NO_DAY: ClosedDate = { date: '', reason: '' }

/** 'Close a day': the date and why. A closed day is not edited: it is opened again (deleted). */
export function ClosedDateForm({ opened, onClose, onSaved }: CatalogueFormProps<ClosedDate>) {
  const save = useAdminSave()
  const [day, setDay] = useState(NO_DAY)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (opened) setDay(NO_DAY)
  }, [opened])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day.date)) {
      showAdminToast({ title: 'Error', message: 'Choose the day to close.', color: 'red' })
      return
    }
    const closed = { date: day.date, reason: day.reason.trim() }
    setBusy(true)
    const saved = await save<ClosedDate>({
      ...addClosedDate(closed),
      successMessage: { title: 'Day closed', message: `No bookings will be taken on ${closed.date}.` },
      onSaved,
      onQueued: () => onSaved(closed),
    })
    setBusy(false)
    if (saved) onClose()
  }

  return (
    <AdminFormModal
      opened={opened}
      onClose={onClose}
      title="Close a day"
      onSubmit={submit}
      busy={busy}
      submitLabel="Close this day"
    >
      <TextInput
        label="Date"
        type="date"
        data-autofocus
        value={day.date}
        onChange={(event) => setDay({ ...day, date: event.currentTarget.value })}
      />
      <TextInput
        label="Reason"
        placeholder="Diwali"
        maxLength={200}
        value={day.reason}
        onChange={(event) => setDay({ ...day, reason: event.currentTarget.value })}
      />
    </AdminFormModal>
  )
}

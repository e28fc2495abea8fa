import type { ClosedDate } from '@labsite/shared'
import { Table, TextInput } from '@mantine/core'
import { useState } from 'react'
import { addClosedDate, closedDatesQuery, deleteClosedDate } from '../../api'
import { showAdminToast } from '../../components/admin-toast'
import { useAdminResource } from '../../hooks/use-admin-resource'
import { useAdminSave } from '../../hooks/use-admin-save'
import { AddEntryForm, CalendarListSection, DeleteEntryButton } from './CalendarListSection'

const NO_DATES: ClosedDate[] = []

/** Days the lab takes no bookings (holidays): visitors cannot pick them. */
export function ClosedDatesSection() {
  const save = useAdminSave()
  const closed = useAdminResource(closedDatesQuery, NO_DATES)
  const [date, setDate] = useState('')
  const [reason, setReason] = useState('')

  const keep = (day: ClosedDate) =>
    closed.setData((list) =>
      [...list.filter((d) => d.date !== day.date), day].sort((a, b) => a.date.localeCompare(b.date)),
    )

  async function add() {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      showAdminToast({ title: 'Error', message: 'Choose the day to close.', color: 'red' })
      return
    }
    const day = { date, reason: reason.trim() }
    const saved = await save<ClosedDate>({
      ...addClosedDate(day),
      successMessage: { title: 'Day closed', message: `No bookings will be taken on ${date}.` },
      onSaved: keep,
      onQueued: () => keep(day),
    })
    if (saved) {
      setDate('')
      setReason('')
    }
  }

  async function reopen(day: ClosedDate) {
    const drop = () => closed.setData((list) => list.filter((d) => d.date !== day.date))
    await save({
      ...deleteClosedDate(day.date),
      successMessage: { title: 'Day opened', message: `${day.date} takes bookings again.` },
      onSaved: drop,
      onQueued: drop,
    })
  }

  return (
    <CalendarListSection
      title="Closed dates"
      form={
        <AddEntryForm label="Close a day" submitLabel="Close this day" onAdd={add}>
          <TextInput label="Date" type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
          <TextInput
            label="Reason"
            placeholder="Diwali"
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        </AddEntryForm>
      }
      list={closed}
      what="closed dates"
      emptyText="No closed dates."
      tableLabel="Closed dates"
      columns={['Date', 'Reason', 'Actions']}
      rowCount={closed.data.length}
    >
      {closed.data.map((day) => (
        <Table.Tr key={day.date}>
          <Table.Td>{day.date}</Table.Td>
          <Table.Td>{day.reason}</Table.Td>
          <Table.Td>
            <DeleteEntryButton label={`Open ${day.date} again`} onClick={() => reopen(day)} />
          </Table.Td>
        </Table.Tr>
      ))}
    </CalendarListSection>
  )
}

import type { ClosedDate } from '@labsite/shared'
import { Button, Group, Paper, Table, Text, TextInput, Title } from '@mantine/core'
import { useState } from 'react'
import { addClosedDate, closedDatesQuery, deleteClosedDate } from '../../api'
import { showAdminToast } from '../../components/admin-toast'
import { LoadState } from '../../components/LoadState'
import { useAdminResource } from '../../hooks/use-admin-resource'
import { useAdminSave } from '../../hooks/use-admin-save'

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
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Closed dates
      </Title>
      <Group
        align="flex-end"
        wrap="wrap"
        mb="md"
        component="form"
        aria-label="Close a day"
        onSubmit={(event) => {
          event.preventDefault()
          add()
        }}
      >
        <TextInput label="Date" type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
        <TextInput
          label="Reason"
          placeholder="Diwali"
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Button type="submit">Close this day</Button>
      </Group>
      <LoadState status={closed.status} error={closed.error} what="closed dates" onRetry={closed.reload}>
        {closed.data.length === 0 ? (
          <Text>No closed dates.</Text>
        ) : (
          <Table withTableBorder striped aria-label="Closed dates">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">Reason</Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {closed.data.map((day) => (
                <Table.Tr key={day.date}>
                  <Table.Td>{day.date}</Table.Td>
                  <Table.Td>{day.reason}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={`Open ${day.date} again`}
                      onClick={() => reopen(day)}
                    >
                      Delete
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </LoadState>
    </Paper>
  )
}

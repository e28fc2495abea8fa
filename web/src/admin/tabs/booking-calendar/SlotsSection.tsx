import type { BookingSlot, BookingSlotFields } from '@labsite/shared'
import { Button, Group, NativeSelect, NumberInput, Paper, Table, Text, TextInput, Title } from '@mantine/core'
import { useMemo, useState } from 'react'
import {
  bookingSlotsQuery,
  createBookingSlot,
  deleteBookingSlot,
  slotName,
  updateBookingSlot,
  WEEKDAY_NAMES,
} from '../../api'
import { showAdminToast } from '../../components/admin-toast'
import { ConfirmDelete } from '../../components/ConfirmDelete'
import { LoadState } from '../../components/LoadState'
import { useAdminResource } from '../../hooks/use-admin-resource'
import { useAdminSave } from '../../hooks/use-admin-save'
import { SlotRow } from './SlotRow'

const NO_SLOTS: BookingSlot[] = []
const byWeekdayAndTime = (a: BookingSlot, b: BookingSlot) =>
  a.weekday - b.weekday || a.startTime.localeCompare(b.startTime)

/** The slot table: add a slot, change its capacity, remove it. */
export function SlotsSection() {
  const save = useAdminSave()
  const slots = useAdminResource(bookingSlotsQuery, NO_SLOTS)
  const [draft, setDraft] = useState<BookingSlotFields>({
    weekday: 1,
    startTime: '07:00',
    endTime: '08:00',
    capacity: 5,
  })
  const [round, setRound] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: one key per slot being added
  const idempotencyKey = useMemo(() => crypto.randomUUID(), [round])
  const [deleting, setDeleting] = useState<BookingSlot | null>(null)

  const upsert = (saved: BookingSlot) =>
    slots.setData((list) => [...list.filter((slot) => slot.id !== saved.id), saved].sort(byWeekdayAndTime))

  async function add() {
    if (!draft.startTime || !draft.endTime || draft.endTime <= draft.startTime) {
      showAdminToast({ title: 'Error', message: 'The end time must be after the start time.', color: 'red' })
      return
    }
    const saved = await save<BookingSlot>({
      ...createBookingSlot(draft, idempotencyKey),
      successMessage: { title: 'Slot added', message: `${slotName(draft)} was added.` },
      onSaved: upsert,
      onQueued: () => upsert({ ...draft, id: idempotencyKey }),
    })
    if (saved) setRound((r) => r + 1)
  }

  function changeCapacity(slot: BookingSlot, capacity: number) {
    const fields = { weekday: slot.weekday, startTime: slot.startTime, endTime: slot.endTime, capacity }
    return save<BookingSlot>({
      ...updateBookingSlot(slot, fields),
      successMessage: { title: 'Slot saved', message: `${slotName(slot)} now takes ${capacity}.` },
      onSaved: upsert,
      onQueued: () => upsert({ ...slot, capacity }),
    })
  }

  async function remove(slot: BookingSlot) {
    const drop = () => slots.setData((list) => list.filter((s) => s.id !== slot.id))
    await save({
      ...deleteBookingSlot(slot),
      successMessage: { title: 'Slot removed', message: `${slotName(slot)} was removed.` },
      onSaved: drop,
      onQueued: drop,
    })
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Time slots
      </Title>
      <Group
        align="flex-end"
        wrap="wrap"
        mb="md"
        component="form"
        aria-label="Add a slot"
        onSubmit={(event) => {
          event.preventDefault()
          add()
        }}
      >
        <NativeSelect
          label="Weekday"
          data={WEEKDAY_NAMES.map((name, day) => ({ value: String(day), label: name }))}
          value={String(draft.weekday)}
          onChange={(event) => setDraft({ ...draft, weekday: Number(event.currentTarget.value) })}
        />
        <TextInput
          label="Start"
          type="time"
          value={draft.startTime}
          onChange={(event) => setDraft({ ...draft, startTime: event.currentTarget.value })}
        />
        <TextInput
          label="End"
          type="time"
          value={draft.endTime}
          onChange={(event) => setDraft({ ...draft, endTime: event.currentTarget.value })}
        />
        <NumberInput
          label="Capacity"
          w={110}
          min={0}
          max={1000}
          allowDecimal={false}
          value={draft.capacity}
          onChange={(value) => setDraft({ ...draft, capacity: Number(value) || 0 })}
        />
        <Button type="submit">Add slot</Button>
      </Group>
      <LoadState status={slots.status} error={slots.error} what="slots" onRetry={slots.reload}>
        {slots.data.length === 0 ? (
          <Text>No slots yet: visitors cannot choose a time until you add some.</Text>
        ) : (
          <Table withTableBorder striped aria-label="Slots">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Weekday</Table.Th>
                <Table.Th scope="col">Time</Table.Th>
                <Table.Th scope="col">Capacity</Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {slots.data.map((slot) => (
                <SlotRow key={slot.id} slot={slot} onCapacity={changeCapacity} onDelete={setDeleting} />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </LoadState>
      <ConfirmDelete
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        what={`the slot ${deleting ? slotName(deleting) : ''}`}
        onConfirm={() => deleting && remove(deleting)}
      />
    </Paper>
  )
}

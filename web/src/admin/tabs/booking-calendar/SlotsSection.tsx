import type { BookingSlot, BookingSlotFields } from '@labsite/shared'
import { NativeSelect, NumberInput, TextInput } from '@mantine/core'
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
import { useAdminResource } from '../../hooks/use-admin-resource'
import { useAdminSave } from '../../hooks/use-admin-save'
import { AddEntryForm, CalendarListSection } from './CalendarListSection'
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
      onQueued: () => upsert({ ...draft, id: idempotencyKey, version: 1 }),
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
      // Their slot, with its version, so the next save is checked against what they saved.
      onConflictReload: (current) => upsert(current),
    })
  }

  async function remove(slot: BookingSlot) {
    const drop = () => slots.setData((list) => list.filter((s) => s.id !== slot.id))
    await save({
      ...deleteBookingSlot(slot),
      successMessage: { title: 'Slot removed', message: `${slotName(slot)} was removed.` },
      onSaved: drop,
      onQueued: drop,
      onConflictReload: (current) => upsert(current as unknown as BookingSlot),
    })
  }

  return (
    <>
      <CalendarListSection
        title="Time slots"
        form={
          <AddEntryForm label="Add a slot" submitLabel="Add slot" onAdd={add}>
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
          </AddEntryForm>
        }
        list={slots}
        what="slots"
        emptyText="No slots yet: visitors cannot choose a time until you add some."
        tableLabel="Slots"
        columns={['Weekday', 'Time', 'Capacity', 'Actions']}
        rowCount={slots.data.length}
      >
        {slots.data.map((slot) => (
          <SlotRow key={slot.id} slot={slot} onCapacity={changeCapacity} onDelete={setDeleting} />
        ))}
      </CalendarListSection>
      <ConfirmDelete
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        what={`the slot ${deleting ? slotName(deleting) : ''}`}
        onConfirm={() => deleting && remove(deleting)}
      />
    </>
  )
}

import type { BookingSlot } from '@labsite/shared'
import { Button, Group, NumberInput, Table } from '@mantine/core'
import { useEffect, useState } from 'react'
import { slotName, WEEKDAY_NAMES } from '../../api'
import { DeleteEntryButton } from './CalendarListSection'

export interface SlotRowProps {
  slot: BookingSlot
  onCapacity: (slot: BookingSlot, capacity: number) => Promise<boolean>
  onDelete: (slot: BookingSlot) => void
}

/** One slot: its capacity editable in place (0 stops bookings without losing the slot). */
export function SlotRow({ slot, onCapacity, onDelete }: SlotRowProps) {
  const [capacity, setCapacity] = useState<number>(slot.capacity)
  // A save, or the other person's slot after 'Reload theirs', brings a new capacity: show it.
  useEffect(() => setCapacity(slot.capacity), [slot.capacity])
  const [busy, setBusy] = useState(false)
  const name = slotName(slot)
  return (
    <Table.Tr aria-label={name}>
      <Table.Td>{WEEKDAY_NAMES[slot.weekday]}</Table.Td>
      <Table.Td>
        {slot.startTime}–{slot.endTime}
      </Table.Td>
      <Table.Td>
        <NumberInput
          aria-label={`Capacity of ${name}`}
          w={100}
          min={0}
          max={1000}
          allowDecimal={false}
          value={capacity}
          onChange={(value) => setCapacity(Number(value) || 0)}
        />
      </Table.Td>
      <Table.Td>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            disabled={capacity === slot.capacity || busy}
            loading={busy}
            onClick={async () => {
              setBusy(true)
              await onCapacity(slot, capacity)
              setBusy(false)
            }}
          >
            Save
          </Button>
          <DeleteEntryButton label={`Delete the slot ${name}`} onClick={() => onDelete(slot)} />
        </Group>
      </Table.Td>
    </Table.Tr>
  )
}

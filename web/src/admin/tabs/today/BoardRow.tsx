import { BOOKING_STATUS_LABELS, type Booking, type DeskStep } from '@labsite/shared'
import { Badge, Button, Group, Kbd, Table, Text } from '@mantine/core'
import { type KeyboardEvent, useState } from 'react'
import { useMoneyFormat } from '../../hooks/use-price-format'
import { dueOf, NO_SLOT, testsOf } from './board-lines'
import { STEP_KEYS, stepOfKey, stepsAhead } from './desk-steps'

interface BoardRowProps {
  booking: Booking
  /** Home collections show where to go. */
  showAddress?: boolean
  onStep: (booking: Booking, step: DeskStep) => Promise<boolean>
}

/** Keys typed into a field, or with a modifier (the console's shortcuts), are not steps. */
const isStepKeystroke = (event: KeyboardEvent) =>
  !event.ctrlKey && !event.metaKey && !event.altKey && !(event.target instanceof HTMLInputElement)

/** Moves the focus to the board row above or below, across the board's tables. */
function focusNeighbour(row: HTMLTableRowElement, by: 1 | -1) {
  const rows = [...document.querySelectorAll<HTMLTableRowElement>('tr[data-board-row]')]
  rows[rows.indexOf(row) + by]?.focus()
}

/**
 * One booking on the board, focusable (the arrow keys move between rows): a key takes it to a step still ahead (the hints say which),
 * and the same steps are buttons for the mouse.
 */
export function BoardRow({ booking, showAddress = false, onStep }: BoardRowProps) {
  const money = useMoneyFormat()
  const [busy, setBusy] = useState(false)
  const ahead = stepsAhead(booking.status)
  const due = dueOf(booking)

  async function take(step: DeskStep) {
    if (busy) return
    setBusy(true)
    try {
      await onStep(booking, step)
    } finally {
      setBusy(false)
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableRowElement>) {
    if (!isStepKeystroke(event)) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      focusNeighbour(event.currentTarget, event.key === 'ArrowDown' ? 1 : -1)
      return
    }
    const step = stepOfKey(event.key, booking.status)
    if (!step) return
    event.preventDefault()
    void take(step)
  }

  return (
    <Table.Tr
      tabIndex={0}
      data-board-row
      aria-label={`${booking.name}, ${BOOKING_STATUS_LABELS[booking.status]}`}
      onKeyDown={onKeyDown}
    >
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{booking.slotLabel || NO_SLOT}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{booking.reference || '—'}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {booking.name}
        </Text>
        <Text size="sm">{booking.phone}</Text>
        {showAddress && <Text size="sm">{booking.address}</Text>}
      </Table.Td>
      <Table.Td maw={260}>{testsOf(booking) || '—'}</Table.Td>
      <Table.Td>
        <Badge variant="light">{BOOKING_STATUS_LABELS[booking.status]}</Badge>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {due > 0 ? (
          <Text size="sm" fw={600}>{`Due ${money(due, booking.total.currency)}`}</Text>
        ) : (
          <Text size="sm" c="dimmed">
            Nothing due
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {ahead.map((step) => (
            <Button
              key={step}
              size="compact-xs"
              variant="default"
              tabIndex={-1}
              disabled={busy}
              leftSection={<Kbd size="xs">{STEP_KEYS[step]}</Kbd>}
              aria-label={`${BOOKING_STATUS_LABELS[step]}: ${booking.name} (key ${STEP_KEYS[step]})`}
              onClick={() => void take(step)}
            >
              {BOOKING_STATUS_LABELS[step]}
            </Button>
          ))}
        </Group>
      </Table.Td>
    </Table.Tr>
  )
}

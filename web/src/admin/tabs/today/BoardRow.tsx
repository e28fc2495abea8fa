import { BOOKING_STATUS_LABELS, type Booking, type DeskStep } from '@labsite/shared'
import { Badge, Button, Group, Kbd, Stack, Table, Text } from '@mantine/core'
import { type KeyboardEvent, useState } from 'react'
import { AdminModal } from '../../components/AdminModal'
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
  /** A step asked for past the next one, waiting for the desk to say it is meant. */
  const [skipping, setSkipping] = useState<DeskStep | null>(null)
  const ahead = stepsAhead(booking.status)
  const due = dueOf(booking)
  const skipped = skipping ? ahead.slice(0, ahead.indexOf(skipping)) : []

  // The tube labels print on "sample collected" (use-step-write.ts): a key or button that jumps past a
  // step asks first, so a mistyped key never leaves a tube unlabelled. A walk-in was registered at the
  // counter, so passing over only its "arrived" skips nothing that happened.
  function ask(step: DeskStep) {
    if (busy) return
    const passed = ahead.slice(0, ahead.indexOf(step))
    if (passed.some((over) => over !== 'arrived' || booking.source !== 'walk-in')) setSkipping(step)
    else void take(step)
  }

  async function take(step: DeskStep) {
    setSkipping(null)
    if (busy) return
    setBusy(true)
    try {
      await onStep(booking, step)
    } finally {
      setBusy(false)
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableRowElement>) {
    // Keys typed in the skip question (a portal, but a React child of this row) are not the row's.
    if (!isStepKeystroke(event) || !event.currentTarget.contains(event.target as Node)) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      focusNeighbour(event.currentTarget, event.key === 'ArrowDown' ? 1 : -1)
      return
    }
    const step = stepOfKey(event.key, booking.status)
    if (!step) return
    event.preventDefault()
    ask(step)
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
              onClick={() => ask(step)}
            >
              {BOOKING_STATUS_LABELS[step]}
            </Button>
          ))}
        </Group>
        <AdminModal opened={skipping !== null} onClose={() => setSkipping(null)} title="Skip a step?">
          {skipping && (
            <Stack gap="md">
              <Text>
                {`${booking.name} is at “${BOOKING_STATUS_LABELS[booking.status]}”. “${BOOKING_STATUS_LABELS[skipping]}” skips ${skipped.map((step) => `“${BOOKING_STATUS_LABELS[step]}”`).join(' and ')}.`}
              </Text>
              {skipped.includes('sample-collected') && (
                <Text fw={600}>The tube labels print on “Sample collected”: skipping it prints none.</Text>
              )}
              <Group justify="flex-end">
                <Button variant="default" data-autofocus onClick={() => setSkipping(null)}>
                  Cancel
                </Button>
                <Button
                  onClick={() => void take(skipping)}
                >{`Skip to “${BOOKING_STATUS_LABELS[skipping]}”`}</Button>
              </Group>
            </Stack>
          )}
        </AdminModal>
      </Table.Td>
    </Table.Tr>
  )
}

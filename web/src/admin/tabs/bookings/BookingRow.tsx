import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  type Booking,
  type BookingStatus,
  bookedItemLines,
  isOneOf,
} from '@labsite/shared'
import { Button, NativeSelect, Table, Text } from '@mantine/core'
import { IconLayoutSidebarRight } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { deleteBooking, updateBooking } from '../../api'
import { ConfirmDelete } from '../../components/ConfirmDelete'
import { useAdminSave } from '../../hooks/use-admin-save'
import { formatDateTime } from '../../lib/format-date'
import { BookingDrawer } from './BookingDrawer'
import { NotesDialog } from './NotesDialog'
import { usePrintSlip } from './use-print-slip'

interface BookingRowProps {
  booking: Booking
  onChanged: (booking: Booking) => void
  onDeleted: (id: string) => void
  /** Open the side panel now (the desk scanned this booking's label into the search). */
  openNow?: boolean
  /** Called once the side panel was opened for openNow. */
  onOpened?: () => void
}

/** What was booked, in one line for the list (the side panel shows it in full). */
function bookedLine(booking: Booking): string {
  const items = bookedItemLines(booking).join(', ')
  const when = booking.preferredDate ? `${booking.preferredDate} ${booking.slotLabel}`.trim() : ''
  return [items, when].filter(Boolean).join(' · ') || booking.description
}

/**
 * One booking enquiry as a narrow row (who, when, what, status) with "Open" for the side panel that
 * holds the rest: contact, files, reports, notes, payments, labels, slip and delete.
 */
export function BookingRow({ booking, onChanged, onDeleted, openNow, onOpened }: BookingRowProps) {
  const save = useAdminSave()
  const [busy, setBusy] = useState(false)
  const [editingNotes, setEditingNotes] = useState(false)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [opened, setOpened] = useState(false)
  const printSlip = usePrintSlip()

  useEffect(() => {
    if (!openNow) return
    setOpened(true)
    onOpened?.()
  }, [openNow, onOpened])

  async function patch(changes: { status?: BookingStatus; notes?: string }, what: string) {
    setBusy(true)
    try {
      return await save<Booking>({
        ...updateBooking(booking, changes, `Update ${what} of the booking from ${booking.name}`),
        successMessage: { title: 'Booking updated', message: `${booking.name}: ${what} saved.` },
        onSaved: onChanged,
        onQueued: () => onChanged({ ...booking, ...changes }),
        onConflictReload: (current) => onChanged(current),
      })
    } finally {
      setBusy(false)
    }
  }

  const statusSelect = (label: string) => (
    <NativeSelect
      aria-label={label}
      value={booking.status}
      disabled={busy}
      onChange={(e) => {
        const status = e.currentTarget.value
        if (isOneOf(BOOKING_STATUSES, status)) patch({ status }, 'status')
      }}
      data={BOOKING_STATUSES.map((status) => ({ value: status, label: BOOKING_STATUS_LABELS[status] }))}
    />
  )

  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(booking.submittedAt)}</Table.Td>
      <Table.Td>
        <Text size="sm">{booking.name}</Text>
        {booking.reference ? (
          <Text size="xs" fw={700}>
            {booking.reference}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{booking.phone}</Table.Td>
      <Table.Td maw={280}>
        <Text size="sm" lineClamp={2}>
          {bookedLine(booking)}
        </Text>
        {booking.notes ? (
          <Text size="xs" lineClamp={1}>
            Notes: {booking.notes}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>{statusSelect(`Status of ${booking.name}`)}</Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconLayoutSidebarRight size={14} aria-hidden />}
          aria-label={`Open booking of ${booking.name}`}
          onClick={() => setOpened(true)}
        >
          Open
        </Button>
        <BookingDrawer
          booking={booking}
          opened={opened}
          onClose={() => setOpened(false)}
          onChanged={onChanged}
          status={statusSelect('Booking status')}
          onEditNotes={() => setEditingNotes(true)}
          onPrintSlip={() => void printSlip(booking)}
          onDelete={() => setConfirmingDelete(true)}
        />
        <NotesDialog
          opened={editingNotes}
          booking={booking}
          onClose={() => setEditingNotes(false)}
          onSave={async (notes) => {
            if (await patch({ notes }, 'notes')) setEditingNotes(false)
          }}
        />
        <ConfirmDelete
          opened={confirmingDelete}
          onClose={() => setConfirmingDelete(false)}
          what={`the booking from ${booking.name} and its files`}
          onConfirm={() =>
            save({
              ...deleteBooking(booking, `Delete the booking from ${booking.name}`),
              successMessage: {
                title: 'Booking deleted',
                message: `The booking from ${booking.name} was deleted.`,
              },
              onSaved: () => onDeleted(booking.id),
              onQueued: () => onDeleted(booking.id),
              onConflictReload: (current) => onChanged(current as Booking),
            })
          }
        />
      </Table.Td>
    </Table.Tr>
  )
}

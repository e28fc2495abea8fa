import {
  BOOKING_STATUS_LABELS,
  bookedItemLines,
  CONSULTATION_STATUSES,
  type Consultation,
  type ConsultationStatus,
} from '@labsite/shared'
import { Button, NativeSelect, Table, Text } from '@mantine/core'
import { IconLayoutSidebarRight } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { deleteConsultation, updateConsultation } from '../../api'
import { ConfirmDelete } from '../../components/ConfirmDelete'
import { useAdminSave } from '../../hooks/use-admin-save'
import { formatDateTime } from '../../lib/format-date'
import { BookingDrawer } from './BookingDrawer'
import { NotesDialog } from './NotesDialog'
import { usePrintSlip } from './use-print-slip'

interface ConsultationRowProps {
  consultation: Consultation
  onChanged: (consultation: Consultation) => void
  onDeleted: (id: string) => void
  /** Open the side panel now (the desk scanned this booking's label into the search). */
  openNow?: boolean
  /** Called once the side panel was opened for openNow. */
  onOpened?: () => void
}

/** What was booked, in one line for the list (the side panel shows it in full). */
function bookedLine(consultation: Consultation): string {
  const items = bookedItemLines(consultation).join(', ')
  const when = consultation.preferredDate
    ? `${consultation.preferredDate} ${consultation.slotLabel}`.trim()
    : ''
  return [items, when].filter(Boolean).join(' · ') || consultation.description
}

/**
 * One booking enquiry as a narrow row (who, when, what, status) with "Open" for the side panel that
 * holds the rest: contact, files, reports, notes, payments, labels, slip and delete.
 */
export function ConsultationRow({
  consultation,
  onChanged,
  onDeleted,
  openNow,
  onOpened,
}: ConsultationRowProps) {
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

  async function patch(changes: { status?: ConsultationStatus; notes?: string }, what: string) {
    setBusy(true)
    try {
      return await save<Consultation>({
        ...updateConsultation(
          consultation,
          changes,
          `Update ${what} of the consultation from ${consultation.name}`,
        ),
        successMessage: { title: 'Consultation updated', message: `${consultation.name}: ${what} saved.` },
        onSaved: onChanged,
        onQueued: () => onChanged({ ...consultation, ...changes }),
        onConflictReload: (current) => onChanged(current as Consultation),
      })
    } finally {
      setBusy(false)
    }
  }

  const statusSelect = (label: string) => (
    <NativeSelect
      aria-label={label}
      value={consultation.status}
      disabled={busy}
      onChange={(e) => patch({ status: e.currentTarget.value as ConsultationStatus }, 'status')}
      data={CONSULTATION_STATUSES.map((status) => ({ value: status, label: BOOKING_STATUS_LABELS[status] }))}
    />
  )

  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(consultation.submittedAt)}</Table.Td>
      <Table.Td>
        <Text size="sm">{consultation.name}</Text>
        {consultation.reference ? (
          <Text size="xs" fw={700}>
            {consultation.reference}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{consultation.phone}</Table.Td>
      <Table.Td maw={280}>
        <Text size="sm" lineClamp={2}>
          {bookedLine(consultation)}
        </Text>
        {consultation.notes ? (
          <Text size="xs" lineClamp={1}>
            Notes: {consultation.notes}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>{statusSelect(`Status of ${consultation.name}`)}</Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconLayoutSidebarRight size={14} aria-hidden />}
          aria-label={`Open booking of ${consultation.name}`}
          onClick={() => setOpened(true)}
        >
          Open
        </Button>
        <BookingDrawer
          consultation={consultation}
          opened={opened}
          onClose={() => setOpened(false)}
          onChanged={onChanged}
          status={statusSelect('Booking status')}
          onEditNotes={() => setEditingNotes(true)}
          onPrintSlip={() => void printSlip(consultation)}
          onDelete={() => setConfirmingDelete(true)}
        />
        <NotesDialog
          opened={editingNotes}
          name={consultation.name}
          notes={consultation.notes}
          onClose={() => setEditingNotes(false)}
          onSave={async (notes) => {
            if (await patch({ notes }, 'notes')) setEditingNotes(false)
          }}
        />
        <ConfirmDelete
          opened={confirmingDelete}
          onClose={() => setConfirmingDelete(false)}
          what={`the consultation from ${consultation.name} and its files`}
          onConfirm={() =>
            save({
              ...deleteConsultation(consultation, `Delete the consultation from ${consultation.name}`),
              successMessage: {
                title: 'Consultation deleted',
                message: `The consultation from ${consultation.name} was deleted.`,
              },
              onSaved: () => onDeleted(consultation.id),
              onQueued: () => onDeleted(consultation.id),
              onConflictReload: (current) => onChanged(current as Consultation),
            })
          }
        />
      </Table.Td>
    </Table.Tr>
  )
}

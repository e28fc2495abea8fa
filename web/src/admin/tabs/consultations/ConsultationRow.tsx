import {
  BOOKING_STATUS_LABELS,
  CONSULTATION_STATUSES,
  type Consultation,
  type ConsultationStatus,
} from '@labsite/shared'
import { ActionIcon, Button, NativeSelect, Stack, Table, Text } from '@mantine/core'
import { IconEdit, IconPrinter, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { deleteConsultation, updateConsultation } from '../../api'
import { ConfirmDelete } from '../../components/ConfirmDelete'
import { useAdminSave } from '../../hooks/use-admin-save'
import { formatDateTime } from '../../lib/format-date'
import { BookingSummary } from './BookingSummary'
import { ConsultationFiles } from './ConsultationFiles'
import { BalanceLine } from './desk/BalanceLine'
import { DeskActions } from './desk/DeskActions'
import { NotesDialog } from './NotesDialog'
import { ReportUpload } from './ReportUpload'
import { usePrintSlip } from './use-print-slip'

interface ConsultationRowProps {
  consultation: Consultation
  onChanged: (consultation: Consultation) => void
  onDeleted: (id: string) => void
}

/** One booking enquiry: its details, files, status and notes (PATCH) and delete (with confirmation). */
export function ConsultationRow({ consultation, onChanged, onDeleted }: ConsultationRowProps) {
  const save = useAdminSave()
  const [busy, setBusy] = useState(false)
  const [editingNotes, setEditingNotes] = useState(false)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const printSlip = usePrintSlip()

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

  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(consultation.submittedAt)}</Table.Td>
      <Table.Td>{consultation.name}</Table.Td>
      <Table.Td>{consultation.email}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{consultation.phone}</Table.Td>
      <Table.Td maw={220}>{consultation.address}</Table.Td>
      <Table.Td maw={320}>
        <BookingSummary consultation={consultation} />
        {consultation.paid !== undefined && consultation.balance !== undefined && (
          <BalanceLine
            paid={consultation.paid}
            balance={consultation.balance}
            total={consultation.total.total}
            currency={consultation.total.currency}
          />
        )}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {consultation.description}
        </Text>
      </Table.Td>
      <Table.Td>
        <ConsultationFiles consultation={consultation} />
        <ReportUpload consultation={consultation} onChanged={onChanged} />
      </Table.Td>
      <Table.Td>
        <NativeSelect
          aria-label={`Status of ${consultation.name}`}
          value={consultation.status}
          disabled={busy}
          onChange={(e) => patch({ status: e.currentTarget.value as ConsultationStatus }, 'status')}
          data={CONSULTATION_STATUSES.map((status) => ({
            value: status,
            label: BOOKING_STATUS_LABELS[status],
          }))}
        />
      </Table.Td>
      <Table.Td maw={240}>
        <Stack gap={4} align="flex-start">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {consultation.notes || '—'}
          </Text>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconEdit size={14} aria-hidden />}
            aria-label={`Edit notes for ${consultation.name}`}
            onClick={() => setEditingNotes(true)}
          >
            Notes
          </Button>
        </Stack>
        <NotesDialog
          opened={editingNotes}
          name={consultation.name}
          notes={consultation.notes}
          onClose={() => setEditingNotes(false)}
          onSave={async (notes) => {
            if (await patch({ notes }, 'notes')) setEditingNotes(false)
          }}
        />
      </Table.Td>
      <Table.Td>
        <DeskActions consultation={consultation} onChanged={onChanged} />
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={`Print booking slip for ${consultation.name}`}
          onClick={() => void printSlip(consultation)}
        >
          <IconPrinter size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={`Delete consultation from ${consultation.name}`}
          onClick={() => setConfirmingDelete(true)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
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

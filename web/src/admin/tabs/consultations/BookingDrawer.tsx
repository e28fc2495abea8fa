import { type Consultation, DELETE_PAID_BOOKING_MESSAGE } from '@labsite/shared'
import { ActionIcon, Anchor, Button, Divider, Drawer, Group, Stack, Text, Title } from '@mantine/core'
import { IconEdit, IconPrinter, IconTrash } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { formatDateTime } from '../../lib/format-date'
import { BookingSummary } from './BookingSummary'
import { ConsultationFiles } from './ConsultationFiles'
import { BalanceLine } from './desk/BalanceLine'
import { DeskActions } from './desk/DeskActions'
import { ReportUpload } from './ReportUpload'

export interface BookingDrawerProps {
  consultation: Consultation
  opened: boolean
  onClose: () => void
  onChanged: (consultation: Consultation) => void
  /** The row's status select, shown here too (one control, so a change is made once). */
  status: ReactNode
  onEditNotes: () => void
  onPrintSlip: () => void
  onDelete: () => void
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

/**
 * One booking in a side panel (issue 27 §7): everything the front desk works from — who, how to reach
 * them, what was booked and when, what is paid, the files and reports, status, notes and the desk's
 * actions — so the list itself stays narrow enough for a laptop screen.
 */
export function BookingDrawer(props: BookingDrawerProps) {
  const { consultation, opened, onClose, onChanged, status, onEditNotes, onPrintSlip, onDelete } = props
  const paidFor = (consultation.paid ?? 0) !== 0
  const { name } = consultation
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={`Booking of ${name}`}
      closeButtonProps={{ 'aria-label': 'Close booking' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text size="sm">Submitted {formatDateTime(consultation.submittedAt)}</Text>
        <Section title="Contact">
          <Text size="sm">{name}</Text>
          <Anchor size="sm" href={`tel:${consultation.phone}`}>
            {consultation.phone}
          </Anchor>
          <Anchor size="sm" href={`mailto:${consultation.email}`}>
            {consultation.email}
          </Anchor>
          {consultation.address ? <Text size="sm">{consultation.address}</Text> : null}
        </Section>
        <Divider />
        <Section title="Booking">
          <BookingSummary consultation={consultation} />
          {consultation.paid !== undefined && consultation.balance !== undefined ? (
            <BalanceLine
              paid={consultation.paid}
              balance={consultation.balance}
              total={consultation.total.total}
              currency={consultation.total.currency}
            />
          ) : null}
          {consultation.description ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {consultation.description}
            </Text>
          ) : null}
        </Section>
        <Divider />
        <Section title="Status and notes">
          {status}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {consultation.notes || 'No notes yet.'}
          </Text>
          <Button
            size="compact-sm"
            variant="default"
            w="fit-content"
            leftSection={<IconEdit size={14} aria-hidden />}
            aria-label={`Edit notes for ${name}`}
            onClick={onEditNotes}
          >
            Notes
          </Button>
        </Section>
        <Divider />
        <Section title="Files and reports">
          <ConsultationFiles consultation={consultation} />
          <ReportUpload consultation={consultation} onChanged={onChanged} />
        </Section>
        <Divider />
        <Section title="Front desk">
          <Group gap="xs">
            <DeskActions consultation={consultation} onChanged={onChanged} />
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={`Print booking slip for ${name}`}
              onClick={onPrintSlip}
            >
              <IconPrinter size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="light"
              color="red"
              size="lg"
              aria-label={`Delete consultation from ${name}`}
              // Money taken stays in the books: the server refuses, so the button says why beforehand.
              disabled={paidFor}
              aria-describedby={paidFor ? `paid-${consultation.id}` : undefined}
              onClick={onDelete}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
          {paidFor && (
            <Text size="xs" c="dimmed" id={`paid-${consultation.id}`}>
              {DELETE_PAID_BOOKING_MESSAGE}.
            </Text>
          )}
        </Section>
      </Stack>
    </Drawer>
  )
}

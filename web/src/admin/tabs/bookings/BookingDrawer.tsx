import { type Booking, DELETE_PAID_BOOKING_MESSAGE } from '@labsite/shared'
import { ActionIcon, Anchor, Button, Divider, Drawer, Group, Stack, Text, Title } from '@mantine/core'
import { IconEdit, IconPrinter, IconTrash } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { formatDateTime } from '../../lib/format-date'
import { BookingFiles } from './BookingFiles'
import { BookingSummary } from './BookingSummary'
import { BalanceLine } from './desk/BalanceLine'
import { DeskActions } from './desk/DeskActions'
import { ReportUpload } from './ReportUpload'

export interface BookingDrawerProps {
  booking: Booking
  opened: boolean
  onClose: () => void
  onChanged: (booking: Booking) => void
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
 * One booking in a side panel: everything the front desk works from — who, how to reach
 * them, what was booked and when, what is paid, the files and reports, status, notes and the desk's
 * actions — so the list itself stays narrow enough for a laptop screen.
 */
export function BookingDrawer(props: BookingDrawerProps) {
  const { booking, opened, onClose, onChanged, status, onEditNotes, onPrintSlip, onDelete } = props
  const paidFor = (booking.paid ?? 0) !== 0
  const { name } = booking
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
        <Text size="sm">Submitted {formatDateTime(booking.submittedAt)}</Text>
        <Section title="Contact">
          <Text size="sm">{name}</Text>
          <Anchor size="sm" href={`tel:${booking.phone}`}>
            {booking.phone}
          </Anchor>
          <Anchor size="sm" href={`mailto:${booking.email}`}>
            {booking.email}
          </Anchor>
          {booking.address ? <Text size="sm">{booking.address}</Text> : null}
          {/* The visitor's own choices (the booking form's box, a STOP reply, a message's or a mail's link). */}
          <Text size="sm" c={booking.phoneMessages ? undefined : 'gray.7'}>
            {booking.phoneMessages ? 'WhatsApp updates: opted in' : 'WhatsApp updates: opted out'}
          </Text>
          <Text size="sm" c={booking.mailUpdates === false ? 'gray.7' : undefined}>
            {booking.mailUpdates === false
              ? 'Update e-mails: opted out (confirmations, changes of time and cancellations still go)'
              : 'Update e-mails: on'}
          </Text>
        </Section>
        <Divider />
        <Section title="Booking">
          <BookingSummary booking={booking} />
          {booking.paid !== undefined && booking.balance !== undefined ? (
            <BalanceLine
              paid={booking.paid}
              balance={booking.balance}
              total={booking.total.total}
              currency={booking.total.currency}
            />
          ) : null}
          {booking.description ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {booking.description}
            </Text>
          ) : null}
        </Section>
        <Divider />
        <Section title="Status and notes">
          {status}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {booking.notes || 'No notes yet.'}
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
          <BookingFiles booking={booking} />
          <ReportUpload booking={booking} onChanged={onChanged} />
        </Section>
        <Divider />
        <Section title="Front desk">
          <Group gap="xs">
            <DeskActions booking={booking} onChanged={onChanged} />
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
              aria-label={`Delete booking from ${name}`}
              // Money taken stays in the books: the server refuses, so the button says why beforehand.
              disabled={paidFor}
              aria-describedby={paidFor ? `paid-${booking.id}` : undefined}
              onClick={onDelete}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
          {paidFor && (
            <Text size="xs" c="dimmed" id={`paid-${booking.id}`}>
              {DELETE_PAID_BOOKING_MESSAGE}.
            </Text>
          )}
        </Section>
      </Stack>
    </Drawer>
  )
}

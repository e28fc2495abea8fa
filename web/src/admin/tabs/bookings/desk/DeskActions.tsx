import type { Booking } from '@labsite/shared'
import { Button, Group } from '@mantine/core'
import { IconCash, IconTags } from '@tabler/icons-react'
import { useState } from 'react'
import { PaymentsDialog } from './PaymentsDialog'
import { PrintLabelsDialog } from './PrintLabelsDialog'

export interface DeskActionsProps {
  booking: Booking
  onChanged: (booking: Booking) => void
}

/** The front desk's buttons on a booking: its payments and its sample labels. */
export function DeskActions({ booking, onChanged }: DeskActionsProps) {
  const [dialog, setDialog] = useState<'payments' | 'labels' | null>(null)
  const close = () => setDialog(null)
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconCash size={14} aria-hidden />}
        aria-label={`Payments of ${booking.name}`}
        onClick={() => setDialog('payments')}
      >
        Payments
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconTags size={14} aria-hidden />}
        aria-label={`Print labels for ${booking.name}`}
        onClick={() => setDialog('labels')}
      >
        Print labels
      </Button>
      <PaymentsDialog
        opened={dialog === 'payments'}
        onClose={close}
        booking={booking}
        onBalance={(paid, balance) => onChanged({ ...booking, paid, balance })}
      />
      <PrintLabelsDialog opened={dialog === 'labels'} onClose={close} booking={booking} />
    </Group>
  )
}

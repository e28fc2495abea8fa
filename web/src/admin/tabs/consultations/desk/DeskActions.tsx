import type { Consultation } from '@labsite/shared'
import { Button, Group } from '@mantine/core'
import { IconCash, IconTags } from '@tabler/icons-react'
import { useState } from 'react'
import { PaymentsDialog } from './PaymentsDialog'
import { PrintLabelsDialog } from './PrintLabelsDialog'

export interface DeskActionsProps {
  consultation: Consultation
  onChanged: (consultation: Consultation) => void
}

/** The front desk's buttons on a booking: its payments and its sample labels. */
export function DeskActions({ consultation, onChanged }: DeskActionsProps) {
  const [dialog, setDialog] = useState<'payments' | 'labels' | null>(null)
  const close = () => setDialog(null)
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconCash size={14} aria-hidden />}
        aria-label={`Payments of ${consultation.name}`}
        onClick={() => setDialog('payments')}
      >
        Payments
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconTags size={14} aria-hidden />}
        aria-label={`Print labels for ${consultation.name}`}
        onClick={() => setDialog('labels')}
      >
        Print labels
      </Button>
      <PaymentsDialog
        opened={dialog === 'payments'}
        onClose={close}
        booking={consultation}
        onBalance={(paid, balance) => onChanged({ ...consultation, paid, balance })}
      />
      <PrintLabelsDialog opened={dialog === 'labels'} onClose={close} booking={consultation} />
    </Group>
  )
}

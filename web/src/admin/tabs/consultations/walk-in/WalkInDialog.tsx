import type { Consultation } from '@labsite/shared'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useMemo, useState } from 'react'
import { registerWalkIn, type WalkInFields } from '../../../api'
import { AdminModal } from '../../../components/AdminModal'
import { useDialogWrite } from '../../../hooks/use-dialog-write'
import { usePrintSlip } from '../use-print-slip'
import { WalkInForm } from './WalkInForm'

export interface WalkInDialogProps {
  opened: boolean
  onClose: () => void
  /** The server registered the walk-in: the new booking, to show at the top of the list. */
  onRegistered: (booking: Consultation) => void
}

type Outcome = { status: 'sent'; booking: Consultation } | { status: 'queued'; name: string }

/** Registers a walk-in; then its reference and the booking slip to print (or, offline, that it waits). */
export function WalkInDialog({ opened, onClose, onRegistered }: WalkInDialogProps) {
  const { send, error, busy } = useDialogWrite()
  const printSlip = usePrintSlip()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  // One key per opened dialog: a retried or replayed registration books the visitor once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key each time the dialog opens
  const idempotencyKey = useMemo(() => crypto.randomUUID(), [opened])

  async function register(fields: WalkInFields) {
    const result = await send(registerWalkIn(fields, idempotencyKey), {
      title: 'Walk-in registered',
      message: `${fields.name} is registered for today.`,
    })
    if (result?.status === 'sent') {
      const booking = result.data as Consultation
      setOutcome({ status: 'sent', booking })
      onRegistered(booking)
    } else if (result) setOutcome({ status: 'queued', name: fields.name })
  }

  function close() {
    setOutcome(null)
    onClose()
  }

  return (
    <AdminModal opened={opened} onClose={close} title="Walk-in registration">
      {outcome ? (
        <Stack gap="md">
          {outcome.status === 'sent' ? (
            <Alert color="teal" title={`${outcome.booking.name} is registered`}>
              <Text>
                Reference <strong>{outcome.booking.reference}</strong>
              </Text>
            </Alert>
          ) : (
            <Alert color="blue" title={`${outcome.name}: saved offline`}>
              Pending: the reference comes when the console is back online and the booking is sent.
            </Alert>
          )}
          <Group justify="flex-end">
            {outcome.status === 'sent' && (
              <Button data-autofocus onClick={() => void printSlip(outcome.booking)}>
                Print slip
              </Button>
            )}
            <Button variant="default" onClick={close}>
              Close
            </Button>
          </Group>
        </Stack>
      ) : (
        <WalkInForm busy={busy} error={error} onSubmit={register} onCancel={close} />
      )}
    </AdminModal>
  )
}

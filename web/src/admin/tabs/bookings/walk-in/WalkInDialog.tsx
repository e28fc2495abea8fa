import { type Booking, localWalkInReference } from '@labsite/shared'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react'
import { registerWalkIn, type WalkInFields } from '../../../api'
import { AdminModal } from '../../../components/AdminModal'
import { useDialogWrite } from '../../../hooks/use-dialog-write'
import { usePlatform } from '../../../platform/PlatformProvider'
import { usePrintSlip } from '../use-print-slip'
import { QueuedWalkInActions } from './QueuedWalkInActions'
import { WalkInForm } from './WalkInForm'
import { type WalkInOutcome, WalkInReference } from './WalkInReference'

export interface WalkInDialogProps {
  opened: boolean
  onClose: () => void
  /** The server registered the walk-in: the new booking, to show at the top of the list. */
  onRegistered: (booking: Booking) => void
}

/** The server's reference of a walk-in saved offline, once the queue has sent it (desktop only). */
function useServerReference(localReference: string | null): string | undefined {
  const { editQueue } = usePlatform()
  const read = useCallback(
    () => (localReference ? editQueue.serverReferenceOf?.(localReference) : undefined),
    [editQueue, localReference],
  )
  return useSyncExternalStore(editQueue.subscribe, read)
}

/**
 * Registers a walk-in; then its reference and the booking slip to print. Offline the desk still takes
 * the payment and prints the slip, under the local reference until the queue has sent the booking.
 */
export function WalkInDialog({ opened, onClose, onRegistered }: WalkInDialogProps) {
  const { send, error, busy } = useDialogWrite()
  const printSlip = usePrintSlip()
  const [outcome, setOutcome] = useState<WalkInOutcome | null>(null)
  const [typed, setTyped] = useState(false)
  const [asking, setAsking] = useState(false)
  const serverReference = useServerReference(outcome?.status === 'queued' ? outcome.localReference : null)
  // One key per opened dialog: a retried or replayed registration books the visitor once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key each time the dialog opens
  const idempotencyKey = useMemo(() => crypto.randomUUID(), [opened])

  async function register(fields: WalkInFields) {
    const result = await send(registerWalkIn(fields, idempotencyKey), {
      title: 'Walk-in registered',
      message: `${fields.name} is registered for today.`,
    })
    if (result?.status === 'sent') {
      const booking = result.data as Booking
      setOutcome({ status: 'sent', booking })
      onRegistered(booking)
    } else if (result)
      setOutcome({
        status: 'queued',
        fields,
        localId: idempotencyKey,
        localReference: localWalkInReference(idempotencyKey),
      })
  }

  function close() {
    setOutcome(null)
    setTyped(false)
    setAsking(false)
    onClose()
  }

  // Escape, the close button and Cancel all come here: what was typed is discarded only when the desk
  // says so. Escape while asking answers "keep editing".
  function requestClose() {
    if (outcome || !typed) close()
    else setAsking((already) => !already)
  }

  return (
    <AdminModal opened={opened} onClose={requestClose} title="Walk-in registration">
      {outcome ? (
        <Stack gap="md">
          <WalkInReference outcome={outcome} serverReference={serverReference} />
          {outcome.status === 'sent' ? (
            <Group justify="flex-end">
              <Button data-autofocus onClick={() => void printSlip(outcome.booking)}>
                Print slip
              </Button>
              <Button variant="default" onClick={close}>
                Close
              </Button>
            </Group>
          ) : (
            <QueuedWalkInActions
              localId={outcome.localId}
              reference={serverReference ?? outcome.localReference}
              pending={!serverReference}
              fields={outcome.fields}
              onClose={close}
            />
          )}
        </Stack>
      ) : (
        <Stack gap="sm">
          {asking && (
            <Alert
              color="orange"
              title="Discard this walk-in?"
              role="alertdialog"
              aria-label="Discard this walk-in?"
            >
              <Text size="sm">What you typed has not been registered.</Text>
              <Group mt="xs">
                <Button autoFocus onClick={() => setAsking(false)}>
                  Keep editing
                </Button>
                <Button variant="default" color="red" onClick={close}>
                  Discard
                </Button>
              </Group>
            </Alert>
          )}
          <WalkInForm
            busy={busy}
            error={error}
            onSubmit={register}
            onCancel={requestClose}
            onTypedChange={setTyped}
          />
        </Stack>
      )}
    </AdminModal>
  )
}

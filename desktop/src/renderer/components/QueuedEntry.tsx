import { Button, Group, Text } from '@mantine/core'
import type { QueueEntry } from '../../shared/ipc-contract'
import { editableFields } from './waiting-edit-rules'

/**
 * An edit waiting to sync, or refused by the server: sent again as it is, corrected first (when it has
 * fields to correct), or discarded — which loses it for good, so it takes a second, explicit click.
 */
export function QueuedEntry({
  entry,
  label,
  others,
  whose,
  busy,
  confirming,
  onRetry,
  onEditAgain,
  onAskDiscard,
  onDiscard,
  onKeep,
}: {
  entry: QueueEntry
  label: string
  others: boolean
  whose: string
  busy: boolean
  /** The discard is waiting for its confirmation. */
  confirming: boolean
  onRetry: () => void
  onEditAgain: () => void
  onAskDiscard: () => void
  onDiscard: () => void
  onKeep: () => void
}) {
  const failed = entry.state === 'failed'
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between">
      <Text size="sm" c={failed ? 'red.9' : undefined}>
        {label}
        {failed ? ` — refused by the server: ${entry.error}` : ' — waiting to sync'}
      </Text>
      <Group gap={4} wrap="nowrap">
        {failed ? (
          <Button
            size="xs"
            variant="default"
            disabled={busy}
            onClick={onRetry}
            aria-label={`Send again: ${label}`}
          >
            Send again
          </Button>
        ) : null}
        {failed && editableFields(entry).length > 0 ? (
          <Button
            size="xs"
            variant="default"
            disabled={busy}
            onClick={onEditAgain}
            aria-label={`Edit again: ${label}`}
          >
            Edit again
          </Button>
        ) : null}
        {confirming ? (
          <Group gap={4} wrap="nowrap">
            <Button
              size="xs"
              color="red"
              disabled={busy}
              onClick={onDiscard}
              aria-label={`Yes, discard: ${label}`}
            >
              {others ? `Yes, discard ${whose} edit (recorded)` : 'Yes, discard'}
            </Button>
            <Button size="xs" variant="default" onClick={onKeep}>
              Keep it
            </Button>
          </Group>
        ) : (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            disabled={busy}
            onClick={onAskDiscard}
            aria-label={`Discard: ${label}`}
          >
            Discard
          </Button>
        )}
      </Group>
    </Group>
  )
}

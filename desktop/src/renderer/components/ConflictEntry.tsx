import { Alert, Button, Group, List, Text } from '@mantine/core'
import type { QueueEntry } from '../../shared/ipc-contract'
import { differences, show } from './waiting-edit-rules'

export type ConflictChoice = 'keep-mine' | 'take-theirs'

/**
 * An edit kept offline that the server's record has moved past: what differs, and the two ways out. A
 * colleague's conflict is decided for them only after a second, explicit click (and main records it).
 */
export function ConflictEntry({
  entry,
  label,
  others,
  busy,
  deciding,
  onChoose,
  onConfirm,
  onCancel,
}: {
  entry: QueueEntry
  label: string
  others: boolean
  busy: boolean
  /** The choice waiting for its confirmation, when it is this entry's. */
  deciding: ConflictChoice | null
  onChoose: (choice: ConflictChoice) => void
  onConfirm: (choice: ConflictChoice) => void
  onCancel: () => void
}) {
  const changed = differences(entry)
  return (
    <Alert color="orange" title={label} variant="light">
      <Text size="sm">
        Someone changed this on the server after {others ? 'it was' : 'you'} edited it offline.
      </Text>
      {changed.length > 0 ? (
        <List size="sm" mt={4}>
          {changed.map(({ field, mine, theirs }) => (
            <List.Item key={field}>
              {field}: theirs {show(theirs)}, yours {show(mine)}
            </List.Item>
          ))}
        </List>
      ) : null}
      <Group gap="xs" mt="xs">
        <Button
          size="xs"
          disabled={busy}
          onClick={() => onChoose('keep-mine')}
          aria-label={`Keep mine: ${label}`}
        >
          {others ? 'Keep their edit' : 'Keep mine'}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={busy}
          onClick={() => onChoose('take-theirs')}
          aria-label={`Take theirs: ${label}`}
        >
          {others ? 'Take the server’s' : 'Take theirs'}
        </Button>
      </Group>
      {deciding ? (
        <Group gap={4} mt={4} wrap="nowrap">
          <Text size="sm">Decide for {entry.owner?.name ?? 'them'}? It is recorded.</Text>
          <Button
            size="xs"
            color="orange"
            disabled={busy}
            onClick={() => onConfirm(deciding)}
            aria-label={`Yes, decide for them: ${label}`}
          >
            Yes, {deciding === 'keep-mine' ? 'keep their edit' : 'take the server’s'}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      ) : null}
    </Alert>
  )
}

import { Badge, Button, Group, Text } from '@mantine/core'
import type { SyncState } from '../../shared/ipc-contract'
import { clockOf, connectionOf, timeOf, waitingCounts } from './sync-status-rules'

/** What the status bar reports: the connection, the edits waiting, the last sync, errors and notices. */
export function SyncSummary({
  state,
  busy,
  onAcknowledge,
}: {
  state: SyncState
  busy: boolean
  /** A notice is kept across restarts until someone has read it. */
  onAcknowledge: (notice: string) => void
}) {
  const connection = connectionOf(state)
  const { waiting, mine, needDecision } = waitingCounts(state)
  return (
    <Group gap="md" wrap="wrap" role="status" aria-label="Sync status">
      {/* Filled dark shades: white text on them keeps AA contrast. */}
      <Badge color={connection.color} variant="filled" size="lg">
        {connection.label}
      </Badge>
      <Text size="sm">
        {waiting === 0 ? 'No edits waiting' : `Edits waiting to sync: ${state.user ? mine : waiting}`}
      </Text>
      {state.waitingFor.map(({ name, count }) => (
        <Text size="sm" key={name}>
          {count} {count === 1 ? 'edit' : 'edits'} waiting for {name} to sign in
        </Text>
      ))}
      {state.offlineDataFrom ? (
        <Text size="sm" fw={600}>
          Server not answering — data from {clockOf(state.offlineDataFrom)}
        </Text>
      ) : null}
      <Text size="sm">Last sync: {state.lastSyncAt ? timeOf(state.lastSyncAt) : 'not yet'}</Text>
      {needDecision > 0 ? (
        <Text size="sm" c="orange.9" fw={600}>
          Need your decision: {needDecision}
        </Text>
      ) : null}
      {state.lastError && !state.needsSignIn ? (
        <Text size="sm" c="red.9">
          Last error: {state.lastError}
          {state.nextTryAt ? ` — next try at ${timeOf(state.nextTryAt)}` : ''}
        </Text>
      ) : null}
      {state.needsSignIn ? (
        <Text size="sm" c="red.9">
          Sign in again to send the waiting edits.
        </Text>
      ) : null}
      {state.notices.map((notice) => (
        <Group gap={4} key={notice} wrap="nowrap">
          <Text size="sm" c="orange.9">
            {notice}
          </Text>
          <Button
            size="compact-xs"
            variant="default"
            disabled={busy}
            onClick={() => onAcknowledge(notice)}
            aria-label={`Understood: ${notice}`}
          >
            Understood
          </Button>
        </Group>
      ))}
    </Group>
  )
}

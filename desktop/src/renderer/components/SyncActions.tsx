import { useAdminSession } from '@labsite/web/admin'
import { Button, Group, Text } from '@mantine/core'
import type { SyncState } from '../../shared/ipc-contract'
import { waitingCounts } from './sync-status-rules'

/** The status bar's buttons: the waiting edits shown or hidden, sign in, sync now, printers, the server. */
export function SyncActions({
  state,
  busy,
  serverUrl,
  expanded,
  onToggleExpanded,
  onSyncNow,
  onOpenPrinters,
  onChangeServer,
}: {
  state: SyncState
  busy: boolean
  serverUrl: string
  expanded: boolean
  onToggleExpanded: () => void
  onSyncNow: () => void
  onOpenPrinters: () => void
  onChangeServer: () => void
}) {
  const { waiting, needDecision } = waitingCounts(state)
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="gray.8">
        Server: {serverUrl}
      </Text>
      {waiting > 0 && needDecision === 0 ? (
        <Button size="xs" variant="default" onClick={onToggleExpanded} aria-expanded={expanded}>
          {expanded ? 'Hide waiting edits' : 'Show waiting edits'}
        </Button>
      ) : null}
      {state.needsSignIn ? (
        <Button
          size="xs"
          color="red.9"
          onClick={() => useAdminSession.getState().signOut('Sign in again to send your waiting edits.')}
        >
          Sign in
        </Button>
      ) : null}
      <Button size="xs" variant="default" loading={state.syncing} disabled={busy} onClick={onSyncNow}>
        Sync now
      </Button>
      <Button size="xs" variant="subtle" onClick={onOpenPrinters}>
        Printers
      </Button>
      <Button size="xs" variant="subtle" onClick={onChangeServer}>
        Change server
      </Button>
    </Group>
  )
}

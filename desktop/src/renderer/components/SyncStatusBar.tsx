import { Collapse, Group, Paper } from '@mantine/core'
import { useState } from 'react'
import { useStore } from 'zustand'
import type { DesktopBridge } from '../../shared/ipc-contract'
import { callMain } from '../bridge'
import type { SyncStateStore } from '../sync-state-store'
import { PrinterSettings } from './PrinterSettings'
import { SyncActions } from './SyncActions'
import { SyncSummary } from './SyncSummary'
import { waitingCounts } from './sync-status-rules'
import { useMainAction } from './useMainAction'
import { WaitingEdits } from './WaitingEdits'

/**
 * The console's status bar: whether the server answers, how many edits wait on this computer, when
 * the last sync finished, and the edits that need a decision (conflicts, refusals).
 */
export function SyncStatusBar({
  bridge,
  store,
  serverUrl,
  onChangeServer,
}: {
  bridge: DesktopBridge
  store: SyncStateStore
  serverUrl: string
  onChangeServer: () => void
}) {
  const state = useStore(store)
  const { busy, run } = useMainAction(store)
  const [expanded, setExpanded] = useState(false)
  const [printersOpen, setPrintersOpen] = useState(false)
  const { waiting, needDecision } = waitingCounts(state)
  // Edits that need a decision are always in view; plain waiting ones on request.
  const listOpen = waiting > 0 && (needDecision > 0 || expanded)

  return (
    <Paper component="header" withBorder radius={0} px="md" py={6} aria-label="Connection and sync">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <SyncSummary
          state={state}
          busy={busy}
          onAcknowledge={(notice) => run(() => callMain(bridge, 'sync:acknowledge-notice', { notice }))}
        />
        <SyncActions
          state={state}
          busy={busy}
          serverUrl={serverUrl}
          expanded={expanded}
          onToggleExpanded={() => setExpanded((open) => !open)}
          onSyncNow={() => run(() => callMain(bridge, 'sync:now', {}))}
          onOpenPrinters={() => setPrintersOpen(true)}
          onChangeServer={onChangeServer}
        />
      </Group>
      <Collapse expanded={listOpen}>
        <WaitingEdits
          entries={state.entries}
          user={state.user}
          busy={busy}
          onResolve={(id, choice, confirmOthers) =>
            run(() => callMain(bridge, 'queue:resolve-conflict', { id, choice, confirmOthers }))
          }
          onDiscard={(id, confirmOthers) =>
            run(() => callMain(bridge, 'queue:discard', { id, confirmOthers }))
          }
          onRetry={(id) => run(() => callMain(bridge, 'queue:retry', { id }))}
          onEditAgain={(id, json) => run(() => callMain(bridge, 'queue:edit-again', { id, json }))}
        />
      </Collapse>
      <PrinterSettings bridge={bridge} opened={printersOpen} onClose={() => setPrintersOpen(false)} />
    </Paper>
  )
}

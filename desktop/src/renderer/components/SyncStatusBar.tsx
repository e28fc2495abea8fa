import { useAdminSession } from '@labsite/web/admin'
import { Badge, Button, Collapse, Group, Paper, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useStore } from 'zustand'
import type { DesktopBridge } from '../../shared/ipc-contract'
import { callMain } from '../bridge'
import type { SyncStateStore } from '../sync-state-store'
import { PrinterSettings } from './PrinterSettings'
import { WaitingEdits } from './WaitingEdits'

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' })

const clockOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })

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
  const [busy, setBusy] = useState(false)
  const [expanded, setExpanded] = useState(false)
  const [printersOpen, setPrintersOpen] = useState(false)
  const waiting = state.entries.length
  const mine = state.entries.filter((entry) => state.user && entry.owner?.id === state.user.id).length
  const needDecision = state.entries.filter((entry) => entry.state !== 'pending').length
  // Edits that need a decision are always in view; plain waiting ones on request.
  const listOpen = waiting > 0 && (needDecision > 0 || expanded)

  async function run(action: () => Promise<typeof state>) {
    setBusy(true)
    try {
      store.replace(await action())
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Error',
        message: error instanceof Error ? error.message : String(error),
      })
    } finally {
      setBusy(false)
    }
  }

  // A server that takes requests and never answers is not "Online", whatever the last check said.
  const connection = state.serverNotAnswering
    ? { label: 'Server not answering', color: 'red.9' }
    : state.online === null
      ? { label: 'Checking the server…', color: 'gray.8' }
      : state.online
        ? { label: 'Online', color: 'teal.9' }
        : { label: 'Offline', color: 'red.9' }

  return (
    <Paper component="header" withBorder radius={0} px="md" py={6} aria-label="Connection and sync">
      <Group justify="space-between" wrap="wrap" gap="xs">
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
              {/* Kept across restarts until someone has read it. */}
              <Button
                size="compact-xs"
                variant="default"
                disabled={busy}
                onClick={() => run(() => callMain(bridge, 'sync:acknowledge-notice', { notice }))}
                aria-label={`Understood: ${notice}`}
              >
                Understood
              </Button>
            </Group>
          ))}
        </Group>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="gray.8">
            Server: {serverUrl}
          </Text>
          {waiting > 0 && needDecision === 0 ? (
            <Button
              size="xs"
              variant="default"
              onClick={() => setExpanded((open) => !open)}
              aria-expanded={expanded}
            >
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
          <Button
            size="xs"
            variant="default"
            loading={state.syncing}
            disabled={busy}
            onClick={() => run(() => callMain(bridge, 'sync:now', {}))}
          >
            Sync now
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setPrintersOpen(true)}>
            Printers
          </Button>
          <Button size="xs" variant="subtle" onClick={onChangeServer}>
            Change server
          </Button>
        </Group>
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

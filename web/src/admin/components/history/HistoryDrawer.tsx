import { isRecord, type RestoreResult, type Revision, type RevisionHistory } from '@labsite/shared'
import { Button, Drawer, Group, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { type HistoryTarget, restoreRevision, revisionHistoryQuery } from '../../api'
import { useAdminResource } from '../../hooks/use-admin-resource'
import { useAdminSave } from '../../hooks/use-admin-save'
import { useCanEdit } from '../../hooks/use-can-edit'
import { AdminModal } from '../AdminModal'
import { LoadState } from '../LoadState'
import { RevisionEntry } from './RevisionEntry'
import { revisionTime } from './revision-text'

/** A restore the admin asked for, waiting for their confirmation. */
export interface RestoreQuestion {
  revision: Revision
  /** Sends the restore (If-Match, toast, refetch, as from the drawer's own confirmation). */
  restore: () => void
  cancel: () => void
  busy: boolean
}

/**
 * Asks in the record's own words before a restore (the Global tab: a version with another currency
 * goes through the currency confirmation); null leaves the drawer's own confirmation to ask.
 */
export type RestoreConfirmation = (question: RestoreQuestion) => ReactNode | null

export interface HistoryDrawerProps {
  target: HistoryTarget
  /** What the record is called in the title and the toast, e.g. 'Full Body Checkup', 'Homepage banner'. */
  name: string
  onClose: () => void
  onRestored?: (record: unknown) => void
  confirmRestore?: RestoreConfirmation
}

/** The version to send as If-Match: the record's own, else the newest kept one (documents carry none). */
function currentVersionOf(history: RevisionHistory): number | undefined {
  const own = isRecord(history.current) ? history.current.version : undefined
  if (typeof own === 'number') return own
  return history.revisions[0]?.version
}

/**
 * A record's versions, newest first, each with what changed; admins restore one (after
 * confirming) as a new write, then the list refetches. Rendered only while open.
 */
export function HistoryDrawer({ target, name, onClose, onRestored, confirmRestore }: HistoryDrawerProps) {
  const canEdit = useCanEdit()
  const save = useAdminSave()
  const queryClient = useQueryClient()
  const history = useAdminResource<RevisionHistory | null>(revisionHistoryQuery(target), null)
  const [confirming, setConfirming] = useState<Revision | null>(null)
  // Whose question is on screen, decided when it is asked: a restore changes what the record's own
  // question depends on (the Global tab's currency), and the other dialog must not flash meanwhile.
  const [asksOwn, setAsksOwn] = useState(false)
  const [busy, setBusy] = useState(false)
  const revisions = history.data?.revisions ?? []

  async function restore(revision: Revision) {
    if (!history.data) return
    const when = revisionTime(revision)
    const mutation = restoreRevision(
      target,
      revision.id,
      currentVersionOf(history.data),
      `Restore ${history.data.label.toLowerCase()} "${name}" to version ${revision.version}`,
    )
    setBusy(true)
    await save<RestoreResult>({
      ...mutation,
      successMessage: {
        title: 'Version restored',
        message: `"${name}" is back to version ${revision.version} of ${when}.`,
      },
      onSaved: (result) => {
        onRestored?.(result.record)
        // The history and the lists on screen show the restored version at once.
        for (const queryKey of mutation.invalidates)
          void queryClient.refetchQueries({ queryKey, type: 'active' })
      },
      onConflictReload: () => void history.reload(),
    })
    setBusy(false)
    setConfirming(null)
  }

  const questionAbout = (revision: Revision): RestoreQuestion => ({
    revision,
    restore: () => void restore(revision),
    cancel: () => setConfirming(null),
    busy,
  })
  const ask = (revision: Revision) => {
    setAsksOwn(confirmRestore?.(questionAbout(revision)) != null)
    setConfirming(revision)
  }
  const ownQuestion = confirming && asksOwn ? confirmRestore?.(questionAbout(confirming)) : null

  return (
    <>
      <Drawer
        opened
        onClose={onClose}
        position="right"
        size="lg"
        title={`History of ${name}`}
        closeButtonProps={{ 'aria-label': 'Close history' }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <LoadState status={history.status} error={history.error} what="history" onRetry={history.reload}>
          {revisions.length === 0 ? <Text>No changes have been made since the history began.</Text> : null}
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Versions">
            {revisions.map((revision, index) => (
              <RevisionEntry
                key={revision.id}
                revision={revision}
                previous={revisions[index + 1]}
                isCurrent={index === 0 && history.data?.current != null}
                onRestore={
                  canEdit && (index > 0 || history.data?.current == null) ? () => ask(revision) : undefined
                }
              />
            ))}
          </Stack>
        </LoadState>
      </Drawer>
      {ownQuestion}
      <AdminModal
        opened={confirming !== null && !asksOwn}
        onClose={() => setConfirming(null)}
        title="Restore this version?"
      >
        {confirming ? (
          <>
            <Text mb="lg">
              "{name}" goes back to version {confirming.version} of {revisionTime(confirming)}. This is saved
              as a new change: the current version stays in the history.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)} disabled={busy}>
                Cancel
              </Button>
              <Button onClick={() => restore(confirming)} loading={busy}>
                Restore
              </Button>
            </Group>
          </>
        ) : null}
      </AdminModal>
    </>
  )
}

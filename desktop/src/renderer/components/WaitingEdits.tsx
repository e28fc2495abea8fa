import { Stack } from '@mantine/core'
import { useState } from 'react'
import type { QueueEntry, QueueOwner } from '../../shared/ipc-contract'
import { type ConflictChoice, ConflictEntry } from './ConflictEntry'
import { EditAgainForm } from './EditAgainForm'
import { QueuedEntry } from './QueuedEntry'
import { entryName } from './waiting-edit-rules'

/** Every edit still waiting: conflicts to decide, refused ones to discard, the rest just queued. */
export function WaitingEdits({
  entries,
  user,
  busy,
  onResolve,
  onDiscard,
  onRetry,
  onEditAgain,
}: {
  entries: QueueEntry[]
  /** Who is signed in: deciding on anyone else's edit takes a confirmation, recorded by main. */
  user: QueueOwner | null
  busy: boolean
  onResolve: (id: string, choice: ConflictChoice, confirmOthers?: boolean) => void
  onDiscard: (id: string, confirmOthers?: boolean) => void
  /** A refused write goes out again as it is (e.g. after the server's problem was fixed). */
  onRetry: (id: string) => void
  /** A refused write with its fields corrected by staff. */
  onEditAgain: (id: string, json: Record<string, unknown>) => void
}) {
  const [editing, setEditing] = useState<string | null>(null)
  // A discard and a decision for a colleague are each confirmed on one entry at a time: asking on another withdraws the first question.
  const [confirming, setConfirming] = useState<string | null>(null)
  const [decidingFor, setDecidingFor] = useState<{ id: string; choice: ConflictChoice } | null>(null)
  return (
    <Stack gap="xs" mt="xs">
      {entries.map((entry) => {
        const { others, whose, label } = entryName(entry, user)
        if (entry.state === 'conflict')
          return (
            <ConflictEntry
              key={entry.id}
              entry={entry}
              label={label}
              others={others}
              busy={busy}
              deciding={decidingFor?.id === entry.id ? decidingFor.choice : null}
              onChoose={(choice) =>
                others ? setDecidingFor({ id: entry.id, choice }) : onResolve(entry.id, choice)
              }
              onConfirm={(choice) => {
                setDecidingFor(null)
                onResolve(entry.id, choice, true)
              }}
              onCancel={() => setDecidingFor(null)}
            />
          )
        if (editing === entry.id)
          return (
            <EditAgainForm
              key={entry.id}
              entry={entry}
              busy={busy}
              onCancel={() => setEditing(null)}
              onSend={(json) => {
                setEditing(null)
                onEditAgain(entry.id, json)
              }}
            />
          )
        return (
          <QueuedEntry
            key={entry.id}
            entry={entry}
            label={label}
            others={others}
            whose={whose}
            busy={busy}
            confirming={confirming === entry.id}
            onRetry={() => onRetry(entry.id)}
            onEditAgain={() => setEditing(entry.id)}
            onAskDiscard={() => setConfirming(entry.id)}
            onDiscard={() => {
              setConfirming(null)
              onDiscard(entry.id, others || undefined)
            }}
            onKeep={() => setConfirming(null)}
          />
        )
      })}
    </Stack>
  )
}

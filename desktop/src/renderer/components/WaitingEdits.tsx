import { isRecord } from '@labsite/shared'
import { Alert, Button, Group, List, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import type { QueueEntry, QueueOwner } from '../../shared/ipc-contract'

const show = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value))

/** The fields where the server's record differs from the edit that was kept offline. */
export function differences(entry: QueueEntry): { field: string; mine: unknown; theirs: unknown }[] {
  const mine = entry.write.json
  if (!entry.theirs || !isRecord(mine)) return []
  return Object.entries(mine)
    .filter(([field, value]) => JSON.stringify(entry.theirs?.[field]) !== JSON.stringify(value))
    .map(([field, value]) => ({ field, mine: value, theirs: entry.theirs?.[field] }))
}

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
  onResolve: (id: string, choice: 'keep-mine' | 'take-theirs', confirmOthers?: boolean) => void
  onDiscard: (id: string, confirmOthers?: boolean) => void
  /** A refused write goes out again as it is (e.g. after the server's problem was fixed). */
  onRetry: (id: string) => void
  /** A refused write with its fields corrected by staff. */
  onEditAgain: (id: string, json: Record<string, unknown>) => void
}) {
  const [editing, setEditing] = useState<string | null>(null)
  // Discarding loses an edit for good, so it takes a second, explicit click.
  const [confirming, setConfirming] = useState<string | null>(null)
  // A colleague's conflict is decided for them only after a second, explicit click (and main records it).
  const [decidingFor, setDecidingFor] = useState<{ id: string; choice: 'keep-mine' | 'take-theirs' } | null>(
    null,
  )
  return (
    <Stack gap="xs" mt="xs">
      {entries.map((entry) => {
        const others = user === null || entry.owner?.id !== user.id
        const whose = entry.owner ? `${entry.owner.name}’s` : 'someone else’s'
        // A walk-in registered offline is known at the desk by its local reference until it syncs.
        const named = entry.localReference
          ? `${entry.write.label} (${entry.localReference}, pending)`
          : entry.write.label
        const label = others ? `${named} (${whose} edit)` : named
        if (entry.state === 'conflict') {
          const changed = differences(entry)
          const resolve = (choice: 'keep-mine' | 'take-theirs') =>
            others ? setDecidingFor({ id: entry.id, choice }) : onResolve(entry.id, choice)
          return (
            <Alert key={entry.id} color="orange" title={label} variant="light">
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
                  onClick={() => resolve('keep-mine')}
                  aria-label={`Keep mine: ${label}`}
                >
                  {others ? 'Keep their edit' : 'Keep mine'}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  disabled={busy}
                  onClick={() => resolve('take-theirs')}
                  aria-label={`Take theirs: ${label}`}
                >
                  {others ? 'Take the server’s' : 'Take theirs'}
                </Button>
              </Group>
              {decidingFor?.id === entry.id ? (
                <Group gap={4} mt={4} wrap="nowrap">
                  <Text size="sm">Decide for {entry.owner?.name ?? 'them'}? It is recorded.</Text>
                  <Button
                    size="xs"
                    color="orange"
                    disabled={busy}
                    onClick={() => {
                      setDecidingFor(null)
                      onResolve(entry.id, decidingFor.choice, true)
                    }}
                    aria-label={`Yes, decide for them: ${label}`}
                  >
                    Yes, {decidingFor.choice === 'keep-mine' ? 'keep their edit' : 'take the server’s'}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setDecidingFor(null)}>
                    Cancel
                  </Button>
                </Group>
              ) : null}
            </Alert>
          )
        }
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
          <Group key={entry.id} gap="sm" wrap="nowrap" justify="space-between">
            <Text size="sm" c={entry.state === 'failed' ? 'red.9' : undefined}>
              {label}
              {entry.state === 'failed' ? ` — refused by the server: ${entry.error}` : ' — waiting to sync'}
            </Text>
            <Group gap={4} wrap="nowrap">
              {entry.state === 'failed' ? (
                <Button
                  size="xs"
                  variant="default"
                  disabled={busy}
                  onClick={() => onRetry(entry.id)}
                  aria-label={`Send again: ${label}`}
                >
                  Send again
                </Button>
              ) : null}
              {confirming === entry.id ? (
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="xs"
                    color="red"
                    disabled={busy}
                    onClick={() => {
                      setConfirming(null)
                      onDiscard(entry.id, others || undefined)
                    }}
                    aria-label={`Yes, discard: ${label}`}
                  >
                    {others ? `Yes, discard ${whose} edit (recorded)` : 'Yes, discard'}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                    Keep it
                  </Button>
                </Group>
              ) : (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  disabled={busy}
                  onClick={() => setConfirming(entry.id)}
                  aria-label={`Discard: ${label}`}
                >
                  Discard
                </Button>
              )}
            </Group>
          </Group>
        )
      })}
    </Stack>
  )
}

/** The write's text and number fields, which staff can correct in place. */
function editableFields(entry: QueueEntry): [string, string | number][] {
  const json = entry.write.json
  if (!isRecord(json)) return []
  return Object.entries(json).filter(
    (pair): pair is [string, string | number] => typeof pair[1] === 'string' || typeof pair[1] === 'number',
  )
}

/** "Edit again": the refused write's fields, corrected and sent once more (the rest of it unchanged). */
function EditAgainForm({
  entry,
  busy,
  onSend,
  onCancel,
}: {
  entry: QueueEntry
  busy: boolean
  onSend: (json: Record<string, unknown>) => void
  onCancel: () => void
}) {
  const fields = editableFields(entry)
  const [values, setValues] = useState(() =>
    Object.fromEntries(fields.map(([name, value]) => [name, String(value)])),
  )
  return (
    <Alert color="red" variant="light" title={`Edit again: ${entry.write.label}`}>
      <Text size="sm">Refused by the server: {entry.error}</Text>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          const json = isRecord(entry.write.json) ? { ...entry.write.json } : {}
          for (const [name, original] of fields)
            json[name] = typeof original === 'number' ? Number(values[name]) : values[name]
          onSend(json)
        }}
      >
        <Stack gap={4} mt="xs">
          {fields.map(([name]) => (
            <TextInput
              key={name}
              size="xs"
              label={name}
              value={values[name]}
              onChange={(event) => {
                const next = event.currentTarget.value
                setValues((current) => ({ ...current, [name]: next }))
              }}
            />
          ))}
          <Group gap="xs">
            <Button size="xs" type="submit" disabled={busy}>
              Send
            </Button>
            <Button size="xs" variant="default" onClick={onCancel}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Alert>
  )
}

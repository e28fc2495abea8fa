import { Alert, Button, Group, List, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import type { QueueEntry } from '../../shared/ipc-contract'

const show = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value))

/** The fields where the server's record differs from the edit that was kept offline. */
export function differences(entry: QueueEntry): { field: string; mine: unknown; theirs: unknown }[] {
  const mine = entry.write.json
  if (!entry.theirs || !mine || typeof mine !== 'object' || Array.isArray(mine)) return []
  return Object.entries(mine as Record<string, unknown>)
    .filter(([field, value]) => JSON.stringify(entry.theirs?.[field]) !== JSON.stringify(value))
    .map(([field, value]) => ({ field, mine: value, theirs: entry.theirs?.[field] }))
}

/** Every edit still waiting: conflicts to decide, refused ones to discard, the rest just queued. */
export function WaitingEdits({
  entries,
  busy,
  onResolve,
  onDiscard,
}: {
  entries: QueueEntry[]
  busy: boolean
  onResolve: (id: string, choice: 'keep-mine' | 'take-theirs') => void
  onDiscard: (id: string) => void
}) {
  // Discarding loses an edit for good, so it takes a second, explicit click.
  const [confirming, setConfirming] = useState<string | null>(null)
  return (
    <Stack gap="xs" mt="xs">
      {entries.map((entry) => {
        const label = entry.write.label
        if (entry.state === 'conflict') {
          const changed = differences(entry)
          return (
            <Alert key={entry.id} color="orange" title={label} variant="light">
              <Text size="sm">Someone changed this on the server after you edited it offline.</Text>
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
                  onClick={() => onResolve(entry.id, 'keep-mine')}
                  aria-label={`Keep mine: ${label}`}
                >
                  Keep mine
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  disabled={busy}
                  onClick={() => onResolve(entry.id, 'take-theirs')}
                  aria-label={`Take theirs: ${label}`}
                >
                  Take theirs
                </Button>
              </Group>
            </Alert>
          )
        }
        return (
          <Group key={entry.id} gap="sm" wrap="nowrap" justify="space-between">
            <Text size="sm" c={entry.state === 'failed' ? 'red.9' : undefined}>
              {label}
              {entry.state === 'failed' ? ` — refused by the server: ${entry.error}` : ' — waiting to sync'}
            </Text>
            {confirming === entry.id ? (
              <Group gap={4} wrap="nowrap">
                <Button
                  size="xs"
                  color="red"
                  disabled={busy}
                  onClick={() => {
                    setConfirming(null)
                    onDiscard(entry.id)
                  }}
                  aria-label={`Yes, discard: ${label}`}
                >
                  Yes, discard
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
        )
      })}
    </Stack>
  )
}

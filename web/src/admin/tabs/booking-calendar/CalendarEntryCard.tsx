import { Group, Paper, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * One entry of a Booking calendar list (a slot, a closed day, a PIN code): what it is, in a line,
 * with its buttons at the end.
 */
export function CalendarEntryCard({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="md" wrap="wrap" style={{ minWidth: 0 }}>
          {children}
        </Group>
        {actions}
      </Group>
    </Paper>
  )
}

/** A field of an entry, e.g. 'Capacity: 5', its name dimmed. */
export function EntryField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">{`${label}: `}</Text>
      {children}
    </Text>
  )
}

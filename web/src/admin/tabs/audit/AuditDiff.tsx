import { Table, Text } from '@mantine/core'
import { fieldChanges } from './audit-diff'

const cell = { whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: 480 } as const

/** The changed fields of one write, before and after side by side. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const changes = fieldChanges(before, after)
  if (changes.length === 0) return <Text size="sm">No field changed.</Text>
  return (
    <Table withTableBorder withColumnBorders fz="sm" aria-label="Changed fields">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Field</Table.Th>
          <Table.Th>Before</Table.Th>
          <Table.Th>After</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.field}>
            <Table.Td>{change.field}</Table.Td>
            <Table.Td style={cell} bg={change.before ? 'red.0' : undefined}>
              {change.before || '—'}
            </Table.Td>
            <Table.Td style={cell} bg={change.after ? 'green.0' : undefined}>
              {change.after || '—'}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

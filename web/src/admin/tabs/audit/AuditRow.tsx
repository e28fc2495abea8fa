import type { AuditEntry } from '@labsite/shared'
import { Badge, Button, Collapse, Table } from '@mantine/core'
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { formatDateTime } from '../../lib/format-date'
import { AuditDiff } from './AuditDiff'

const ACTION_COLORS: Record<string, string> = {
  create: 'teal.9',
  update: 'blue.9',
  delete: 'red.9',
  erase: 'red.9',
  view: 'grape.9',
  list: 'grape.9',
  download: 'grape.9',
  export: 'grape.9',
}
const COLUMN_COUNT = 7

/** One audit entry; its before/after opens below it on demand (records can be long). */
export function AuditRow({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false)
  const diffId = useId()
  return (
    <>
      <Table.Tr>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</Table.Td>
        <Table.Td>{entry.userEmail}</Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{entry.ipAddress || '—'}</Table.Td>
        <Table.Td>
          <Badge variant="outline" color={ACTION_COLORS[entry.action] ?? 'gray.8'}>
            {entry.action}
          </Badge>
        </Table.Td>
        <Table.Td>{entry.entity}</Table.Td>
        <Table.Td
          style={{
            fontFamily: 'var(--mantine-font-family-monospace)',
            fontSize: 'var(--mantine-font-size-xs)',
          }}
        >
          {entry.entityId}
        </Table.Td>
        <Table.Td>
          <Button
            size="compact-sm"
            variant="default"
            aria-expanded={open}
            aria-controls={diffId}
            leftSection={
              open ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />
            }
            onClick={() => setOpen((o) => !o)}
          >
            {open ? 'Hide changes' : 'Show changes'}
          </Button>
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr id={diffId}>
          <Table.Td colSpan={COLUMN_COUNT}>
            <Collapse expanded={open}>
              <AuditDiff before={entry.before} after={entry.after} />
            </Collapse>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  )
}

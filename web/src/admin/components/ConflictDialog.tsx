import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { fieldLabel } from '../lib/field-labels'
import { overwriteBody } from '../lib/overwrite-body'
import { type PendingConflict, useConflictStore } from '../stores/conflict-store'
import { AdminModal } from './AdminModal'

const META_FIELDS = new Set(['_id', 'id', 'version', 'createdAt', 'updatedAt'])

function display(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((v) => display(v)).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** The fields worth comparing: the ones this admin sent, or all of the record's when nothing was sent. */
function comparedFields(theirs: Record<string, unknown>, mine: unknown): string[] {
  const sent = mine && typeof mine === 'object' && !Array.isArray(mine) ? Object.keys(mine) : []
  const names = sent.length > 0 ? sent : Object.keys(theirs)
  return names.filter((name) => !META_FIELDS.has(name))
}

/**
 * Someone else saved the record after this form was opened (412). Shows their version beside
 * this admin's, so the admin chooses knowingly: take theirs, or overwrite with mine.
 */
export function ConflictDialog({ conflict }: { conflict: PendingConflict }) {
  const [busy, setBusy] = useState(false)
  // "Your version" is what "Overwrite with mine" would save: a field this editor never touched keeps
  // theirs (lib/overwrite-body.ts), so it shows no difference.
  const mine = (overwriteBody(conflict.mine, conflict.openedWith, conflict.theirs) ?? {}) as Record<
    string,
    unknown
  >
  const fields = comparedFields(conflict.theirs, conflict.mine)
  async function overwrite() {
    setBusy(true)
    try {
      await conflict.overwriteWithMine()
    } finally {
      setBusy(false)
    }
  }
  return (
    <AdminModal opened onClose={busy ? () => {} : conflict.dismiss} title="Someone else changed this record">
      <Stack>
        <Text>
          {conflict.label}: another person saved a newer version while you were editing. Compare the two and
          choose which to keep.
        </Text>
        <Table.ScrollContainer minWidth={480}>
          <Table striped withTableBorder aria-label="Their version compared with yours">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Field</Table.Th>
                <Table.Th scope="col">Their version</Table.Th>
                <Table.Th scope="col">Your version</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((name) => {
                const theirs = display(conflict.theirs[name])
                const yours = display(mine[name])
                const differs = theirs !== yours
                return (
                  <Table.Tr key={name} data-differs={differs || undefined}>
                    <Table.Th scope="row">
                      {fieldLabel(name)}
                      {differs && (
                        // The darkest shade: orange's light badge reads below 4.5:1 on its tint.
                        <Badge ml="xs" size="xs" color="red.9" variant="light">
                          Differs
                        </Badge>
                      )}
                    </Table.Th>
                    <Table.Td fw={differs ? 700 : undefined}>{theirs}</Table.Td>
                    <Table.Td fw={differs ? 700 : undefined}>{yours}</Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end">
          <Button variant="default" onClick={conflict.reloadTheirs} disabled={busy}>
            Reload theirs
          </Button>
          <Button color="red" onClick={overwrite} loading={busy}>
            Overwrite with mine
          </Button>
        </Group>
      </Stack>
    </AdminModal>
  )
}

/** Mounted once by AdminApp: shows the conflict useAdminSave reported, if any. */
export function ConflictDialogHost() {
  const conflict = useConflictStore((s) => s.conflict)
  return conflict ? <ConflictDialog conflict={conflict} /> : null
}

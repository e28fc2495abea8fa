import type { Revision } from '@labsite/shared'
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconRestore } from '@tabler/icons-react'
import { AuditDiff } from '../../tabs/audit/AuditDiff'
import { actionWords, revisionAuthor, revisionTime } from './revision-text'

export interface RevisionEntryProps {
  revision: Revision
  /** The version before this one (the next older revision); undefined when it is not on the page. */
  previous: Revision | undefined
  isCurrent: boolean
  /** Absent for staff (read-only) and for the current version: no restore button. */
  onRestore?: () => void
}

/** One version in the History drawer: who, when, what was done, and the changed fields before/after. */
export function RevisionEntry({ revision, previous, isCurrent, onRestore }: RevisionEntryProps) {
  const when = revisionTime(revision)
  const showsDiff = revision.action === 'update' || revision.action === 'restore'
  return (
    <Paper component="li" withBorder radius="sm" p="sm" aria-label={`Version ${revision.version}, ${when}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Group gap="xs">
              <Text fw={700}>{actionWords(revision)}</Text>
              {isCurrent ? (
                <Badge variant="light" color="teal.9">
                  Current
                </Badge>
              ) : null}
            </Group>
            <Text size="sm">
              {when} · {revisionAuthor(revision)} · version {revision.version}
            </Text>
          </div>
          {onRestore ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRestore size={14} aria-hidden />}
              onClick={onRestore}
              aria-label={`Restore this version (version ${revision.version}, ${when})`}
            >
              Restore this version
            </Button>
          ) : null}
        </Group>
        {showsDiff && previous ? <AuditDiff before={previous.record} after={revision.record} /> : null}
        {showsDiff && !previous && revision.changedFields.length > 0 ? (
          <Text size="sm">Changed: {revision.changedFields.join(', ')}</Text>
        ) : null}
      </Stack>
    </Paper>
  )
}

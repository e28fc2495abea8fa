import type { MissingTranslation } from '@labsite/shared'
import { Alert, Badge, Center, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { missingTranslationsQuery } from '../../api'
import { ReadOnlyNote } from '../../components/ReadOnlyNote'
import { useAdminResource } from '../../hooks/use-admin-resource'
import { useCanEdit } from '../../hooks/use-can-edit'
import { HindiEntryForm } from './HindiEntryForm'

const NONE: MissingTranslation[] = []

/** The list grouped by kind of record, in the order the server answers (the admin's tab order). */
function groupsOf(entries: MissingTranslation[]): [string, MissingTranslation[]][] {
  const groups = new Map<string, MissingTranslation[]>()
  for (const entry of entries) groups.set(entry.label, [...(groups.get(entry.label) ?? []), entry])
  return [...groups]
}

/**
 * Missing translations: every record and document field with English and no Hindi (the public site
 * shows the English there), grouped by kind; administrators type the Hindi beside the English and save
 * it through the record's own write (If-Match: a change by someone else since opens the conflict dialog).
 */
export default function TranslationsTab() {
  const canEdit = useCanEdit()
  const { data, status, error, reload } = useAdminResource(missingTranslationsQuery, NONE)
  const fieldCount = data.reduce((sum, entry) => sum + entry.missing.length, 0)

  return (
    <Stack maw={960}>
      <Title order={2} size="h3">
        Missing translations
      </Title>
      <Text size="sm">
        Fields with English and no Hindi: a Hindi page shows the English there until the Hindi is saved.
      </Text>
      {!canEdit && <ReadOnlyNote>Read-only: only administrators can add translations.</ReadOnlyNote>}
      {error && <Alert color="red">Error: {error}</Alert>}
      {status === 'loading' && (
        <Center py="xl">
          <Loader aria-label="Loading missing translations" />
        </Center>
      )}
      {status === 'loaded' &&
        (data.length === 0 ? (
          <Alert color="teal">Every English text has its Hindi.</Alert>
        ) : (
          <Text fw={500}>
            {fieldCount === 1 ? '1 field' : `${fieldCount} fields`} in{' '}
            {data.length === 1 ? '1 record' : `${data.length} records`} need Hindi.
          </Text>
        ))}
      {groupsOf(data).map(([label, entries]) => (
        <KindSection key={label} label={label} entries={entries} canEdit={canEdit} onSaved={reload} />
      ))}
    </Stack>
  )
}

function KindSection({
  label,
  entries,
  canEdit,
  onSaved,
}: {
  label: string
  entries: MissingTranslation[]
  canEdit: boolean
  onSaved: () => Promise<unknown>
}) {
  const headingId = useId()
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group gap="xs">
        <Title order={3} size="h4" id={headingId}>
          {label}
        </Title>
        <Badge color="red.9" variant="light">
          {entries.length}
        </Badge>
      </Group>
      {entries.map((entry) => (
        <HindiEntryForm
          key={`${entry.resource}:${entry.id}`}
          entry={entry}
          canEdit={canEdit}
          onSaved={onSaved}
        />
      ))}
    </Stack>
  )
}

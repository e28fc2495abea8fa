import {
  isOneOf,
  keysOf,
  LOCALIZED_FIELDS,
  type LocalizedFieldKinds,
  type LocalizedKind,
  type MissingTranslation,
  stripHtml,
} from '@labsite/shared'
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core'
import { type FormEvent, useId, useState } from 'react'
import { missingTranslationsQuery, saveHindi } from '../../api'
import { englishText, hindiLabelOf, LONG_TEXT } from '../../components/LocalizedFields'
import { ReadOnlyNote } from '../../components/ReadOnlyNote'
import { useAdminResource } from '../../hooks/use-admin-resource'
import { useAdminSave } from '../../hooks/use-admin-save'
import { useCanEdit } from '../../hooks/use-can-edit'

const NONE: MissingTranslation[] = []

/** 'detailedDescription' / 'tests_included' → 'Detailed description' / 'Tests included'. */
const englishLabelOf = (field: string) => {
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function kindOf(entry: MissingTranslation, field: string): LocalizedKind {
  const kinds: LocalizedFieldKinds | undefined = isOneOf(keysOf(LOCALIZED_FIELDS), entry.resource)
    ? LOCALIZED_FIELDS[entry.resource]
    : undefined
  return kinds?.[field] ?? 'text'
}

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
        <MissingEntry
          key={`${entry.resource}:${entry.id}`}
          entry={entry}
          canEdit={canEdit}
          onSaved={onSaved}
        />
      ))}
    </Stack>
  )
}

/** One record: each missing field's English beside a Hindi input, saved together. */
function MissingEntry({
  entry,
  canEdit,
  onSaved,
}: {
  entry: MissingTranslation
  canEdit: boolean
  onSaved: () => Promise<unknown>
}) {
  const save = useAdminSave()
  const [typed, setTyped] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const nameId = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const values = Object.fromEntries(
      entry.missing
        .filter((field) => (typed[field] ?? '').trim() !== '')
        .map((field) => {
          const text = (typed[field] ?? '').trim()
          return [
            field,
            kindOf(entry, field) === 'list'
              ? text
                  .split('\n')
                  .map((line) => line.trim())
                  .filter(Boolean)
              : text,
          ]
        }),
    )
    if (Object.keys(values).length === 0) {
      setProblem('Type the Hindi of at least one field.')
      return
    }
    setProblem(null)
    setBusy(true)
    const saved = await save({
      ...saveHindi(entry, values),
      successMessage: { title: 'Hindi saved', message: `${entry.label} "${entry.name}" now shows in Hindi.` },
    })
    setBusy(false)
    if (saved) {
      setTyped({})
      await onSaved()
    }
  }

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="form"
      onSubmit={submit}
      aria-labelledby={nameId}
      noValidate
    >
      <Stack gap="sm">
        <Text fw={600} id={nameId}>
          {entry.name}
        </Text>
        {entry.missing.map((field) => {
          const kind = kindOf(entry, field)
          const english = englishText(entry.english[field])
          return (
            <SimpleGrid key={field} cols={{ base: 1, sm: 2 }} spacing="sm" data-missing-field={field}>
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {englishLabelOf(field)} (English)
                </Text>
                <Text size="sm" lang="en" style={{ whiteSpace: 'pre-wrap' }}>
                  {kind === 'rich' ? stripHtml(english) : english}
                </Text>
              </Stack>
              <Textarea
                label={hindiLabelOf(field)}
                description={
                  kind === 'list'
                    ? 'One entry per line'
                    : kind === 'rich'
                      ? 'HTML, as the English'
                      : undefined
                }
                lang="hi"
                autosize
                minRows={kind === 'text' && !LONG_TEXT.test(field) ? 1 : 2}
                disabled={!canEdit || busy}
                value={typed[field] ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value
                  setTyped((current) => ({ ...current, [field]: value }))
                }}
              />
            </SimpleGrid>
          )
        })}
        {canEdit && (
          <Group justify="flex-end" gap="sm">
            {problem && (
              <Text size="sm" c="red.9" role="alert">
                {problem}
              </Text>
            )}
            <Button type="submit" loading={busy} aria-label={`Save Hindi of ${entry.name}`}>
              Save Hindi
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  )
}

import {
  isOneOf,
  keysOf,
  LOCALIZED_FIELDS,
  type LocalizedFieldKinds,
  type LocalizedKind,
  type MissingTranslation,
  stripHtml,
} from '@labsite/shared'
import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core'
import type { FormValidateInput } from '@mantine/form'
import { useId } from 'react'
import { saveHindi } from '../../api'
import { englishText, hindiLabelOf, LONG_TEXT } from '../../components/LocalizedFields'
import { useAdminForm } from '../../hooks/use-admin-form'

/** The Hindi typed for each missing field, by field name. */
interface HindiValues {
  hindi: Record<string, string>
}

/** Nothing typed yet: an empty Hindi for each missing field. */
const untypedOf = (entry: MissingTranslation): HindiValues => ({
  hindi: Object.fromEntries(entry.missing.map((field) => [field, ''])),
})
const NOTHING_TYPED: HindiValues = { hindi: {} }

const HINDI_RULES: FormValidateInput<HindiValues> = {
  hindi: (hindi) =>
    Object.values(hindi).some((text) => text.trim() !== '') ? null : 'Type the Hindi of at least one field.',
}

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

/** The typed fields only (an untouched one keeps showing the English), a list's lines as its entries. */
function typedHindiOf(entry: MissingTranslation, hindi: Record<string, string>) {
  return Object.fromEntries(
    entry.missing
      .filter((field) => (hindi[field] ?? '').trim() !== '')
      .map((field) => {
        const text = (hindi[field] ?? '').trim()
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
}

export interface HindiEntryFormProps {
  entry: MissingTranslation
  canEdit: boolean
  /** The Hindi was saved (or kept offline): the list is read again. */
  onSaved: () => Promise<unknown>
}

/**
 * One record of the missing translations: each missing field's English beside a Hindi input, saved
 * together through the record's own PUT with the version the list was read at (If-Match).
 */
export function HindiEntryForm({ entry, canEdit, onSaved }: HindiEntryFormProps) {
  // A list read again brings a new entry: the form starts from nothing typed for it.
  const dialog = useAdminForm(true, entry, untypedOf, NOTHING_TYPED, HINDI_RULES)
  const { form } = dialog
  const nameId = useId()
  const problem = form.errors.hindi

  async function submit({ hindi }: HindiValues) {
    const saved = await dialog.send({
      ...saveHindi(entry, typedHindiOf(entry, hindi)),
      successMessage: { title: 'Hindi saved', message: `${entry.label} "${entry.name}" now shows in Hindi.` },
    })
    if (!saved) return
    dialog.load(untypedOf(entry), entry.version)
    await onSaved()
  }

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="form"
      onSubmit={form.onSubmit(submit)}
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
                disabled={!canEdit || dialog.busy}
                {...form.getInputProps(`hindi.${field}`)}
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
            <Button type="submit" loading={dialog.busy} aria-label={`Save Hindi of ${entry.name}`}>
              Save Hindi
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  )
}

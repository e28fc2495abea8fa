import {
  hasTranslation,
  LOCALIZED_FIELDS,
  type LocalizedFieldKinds,
  type LocalizedResource,
  stripHtml,
  type Translations,
} from '@labsite/shared'
import { Badge, Fieldset, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import type { ReactNode } from 'react'

/** The Hindi values of one record: field → text (or list of texts). */
export type HindiValues = NonNullable<Translations['hi']>

export interface LocalizedFieldsProps {
  /** Which resource's localizable fields (shared LOCALIZED_FIELDS, the one list). */
  resource: LocalizedResource
  /** The form's English values as they are now (shown beside each Hindi input). */
  english: Record<string, unknown>
  /** The record's `i18n`, as the form keeps it. */
  value: Translations | undefined
  onChange: (next: Translations) => void
  /** The English form's label of a field (a field without one is named as written). */
  labels?: Partial<Record<string, string>>
  disabled?: boolean
  /** The editor of a rich-text field (the blog's), or a plain HTML text area without one. */
  richEditor?: (props: { label: string; value: string; onChange: (html: string) => void }) => ReactNode
}

export const englishText = (value: unknown): string =>
  Array.isArray(value) ? value.filter(Boolean).join(' · ') : String(value ?? '')

/** A list is typed one entry per line. */
const asLines = (value: unknown) => (Array.isArray(value) ? value.join('\n') : '')
const fromLines = (text: string) => text.split('\n')

/**
 * English and Hindi side by side (stacked on a narrow screen) for every visitor-facing text of a
 * record, with "Missing Hindi translation" on each field that has English and no Hindi:
 * the public site then shows the English there.
 */
export function LocalizedFields({
  resource,
  english,
  value,
  onChange,
  labels = {},
  disabled,
  richEditor,
}: LocalizedFieldsProps) {
  const hindi: HindiValues = value?.hi ?? {}
  const set = (field: string, next: string | string[]) =>
    onChange({ ...value, hi: { ...hindi, [field]: next } })
  const kinds: LocalizedFieldKinds = LOCALIZED_FIELDS[resource]
  const fields = Object.entries(kinds)

  return (
    <Fieldset legend="Hindi (हिन्दी)" disabled={disabled}>
      <Stack gap="md">
        {fields.map(([field, kind]) => {
          const label = labels[field] ?? field
          const hindiLabel = hindiLabelOf(field)
          const shown = englishText(english[field])
          const missing = shown.trim() !== '' && !hasTranslation(hindi[field])
          const current = hindi[field]
          return (
            <SimpleGrid key={field} cols={{ base: 1, sm: 2 }} spacing="sm" data-localized-field={field}>
              <Stack gap={4}>
                <Group gap="xs" justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={500}>
                    {label} (English)
                  </Text>
                  {missing && (
                    <Badge color="red.9" variant="light" size="sm">
                      Missing Hindi translation
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c={shown ? undefined : 'dimmed'} lang="en" style={{ whiteSpace: 'pre-wrap' }}>
                  {(kind === 'rich' ? stripHtml(shown) : shown) || '—'}
                </Text>
              </Stack>
              {kind === 'list' ? (
                <Textarea
                  label={hindiLabel}
                  description="One entry per line"
                  lang="hi"
                  autosize
                  minRows={2}
                  value={asLines(current)}
                  onChange={(event) => set(field, fromLines(event.currentTarget.value))}
                />
              ) : kind === 'rich' && richEditor ? (
                richEditor({
                  label: hindiLabel,
                  value: typeof current === 'string' ? current : '',
                  onChange: (html) => set(field, html),
                })
              ) : kind === 'rich' || LONG_TEXT.test(field) ? (
                <Textarea
                  label={hindiLabel}
                  lang="hi"
                  autosize
                  minRows={2}
                  value={typeof current === 'string' ? current : ''}
                  onChange={(event) => set(field, event.currentTarget.value)}
                />
              ) : (
                <TextInput
                  label={hindiLabel}
                  lang="hi"
                  value={typeof current === 'string' ? current : ''}
                  onChange={(event) => set(field, event.currentTarget.value)}
                />
              )}
            </SimpleGrid>
          )
        })}
      </Stack>
    </Fieldset>
  )
}

/**
 * Each Hindi input is named in Hindi (the English name is beside it): staff writing Hindi read it, and
 * no English label of the form is repeated (a search for 'Title' finds the English input alone).
 */
const HINDI_NAMES: Record<string, string> = {
  title: 'शीर्षक',
  subtitle: 'उपशीर्षक',
  name: 'नाम',
  description: 'विवरण',
  detailedDescription: 'विस्तृत विवरण',
  excerpt: 'सारांश',
  content: 'सामग्री',
  question: 'प्रश्न',
  answer: 'उत्तर',
  role: 'पद',
  company: 'कंपनी',
  features: 'विशेषताएँ',
  requirements: 'आवश्यकताएँ',
  preparation: 'तैयारी',
  popularity: 'लोकप्रियता',
  sampleType: 'नमूने का प्रकार',
  sample_type: 'नमूने का प्रकार',
  fasting: 'उपवास',
  fasting_required: 'उपवास',
  reportTime: 'रिपोर्ट का समय',
  report_time: 'रिपोर्ट का समय',
  tests_included: 'शामिल जाँचें',
  imageAlt: 'चित्र का वैकल्पिक पाठ',
  image_alt: 'चित्र का वैकल्पिक पाठ',
  alt: 'चित्र का वैकल्पिक पाठ',
  altText: 'चित्र का वैकल्पिक पाठ',
  primaryButtonText: 'मुख्य बटन का पाठ',
  secondaryButtonText: 'दूसरे बटन का पाठ',
  websiteName: 'वेबसाइट का नाम',
  shortName: 'छोटा नाम',
}

/** The label of a field's Hindi input, e.g. 'शीर्षक (हिन्दी)'. */
export const hindiLabelOf = (field: string) => `${HINDI_NAMES[field] ?? field} (हिन्दी)`

/** Fields written as paragraphs get a text area, as their English inputs do. */
export const LONG_TEXT = /description|content|answer|excerpt|preparation|included/i

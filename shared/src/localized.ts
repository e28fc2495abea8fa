import { type Static, Type } from 'typebox'
import type { SiteLanguage } from './locale'
import { isRecord } from './narrowing'

/**
 * Localized content: every visitor-facing text field holds English (the record's own field)
 * and Hindi beside it as `i18n: { hi: { <field>: … } }`. Public reads answer one language with English
 * filling in, per field, whatever Hindi is missing; staff reads and writes carry `i18n` as stored.
 */

/** How a localizable field is written: plain text, sanitized HTML (the blog), or a list of texts. */
export type LocalizedKind = 'text' | 'rich' | 'list'
export type LocalizedFieldKinds = Readonly<Record<string, LocalizedKind>>

/** The languages content is translated into besides English (the record's own fields). */
export const CONTENT_LANGUAGES = ['hi'] as const satisfies readonly Exclude<SiteLanguage, 'en'>[]
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number]

/**
 * THE list of what is translated, per resource (audit entity or document key): the one source of truth
 * for validation, public reads, search and the admin's "missing translation" badges. Categories, paths,
 * prices and names of people stay as typed: they are filters, links and proper nouns.
 */
export const LOCALIZED_FIELDS = {
  service: {
    title: 'text',
    description: 'text',
    detailedDescription: 'text',
    imageAlt: 'text',
    features: 'list',
    requirements: 'list',
    preparation: 'text',
  },
  'blood-test': {
    name: 'text',
    description: 'text',
    sampleType: 'text',
    fasting: 'text',
    reportTime: 'text',
    preparation: 'text',
  },
  'thyroid-package': {
    name: 'text',
    description: 'text',
    tests_included: 'text',
    report_time: 'text',
    sample_type: 'text',
    fasting_required: 'text',
    image_alt: 'text',
    preparation: 'text',
  },
  offer: {
    title: 'text',
    description: 'text',
    popularity: 'text',
    features: 'list',
    imageAlt: 'text',
    preparation: 'text',
  },
  'blog-post': { title: 'text', excerpt: 'text', content: 'rich' },
  faq: { question: 'text', answer: 'text' },
  testimonial: { role: 'text', company: 'text', content: 'text' },
  'menu-item': { title: 'text' },
  slider: { altText: 'text' },
  'background-image': { alt: 'text' },
  banner: {
    title: 'text',
    subtitle: 'text',
    description: 'text',
    primaryButtonText: 'text',
    secondaryButtonText: 'text',
  },
  about: { title: 'text', description: 'text', features: 'list' },
  'site-settings': { websiteName: 'text', shortName: 'text' },
} as const satisfies Record<string, LocalizedFieldKinds>

export type LocalizedResource = keyof typeof LOCALIZED_FIELDS

/** The names of a resource's translatable fields, in the order forms show them. */
export const localizedFieldNames = (resource: LocalizedResource): string[] =>
  Object.keys(LOCALIZED_FIELDS[resource])

/**
 * The `i18n` property of a record, create and update body: per language, field → text (or list of
 * texts). Which fields a resource takes is checked on write (the server names an unknown one), so the
 * schema lists them in its description rather than as properties (unknown properties are dropped silently).
 */
export function Localized(resource: LocalizedResource) {
  return Type.Optional(
    Type.Object(
      {
        // Unknown values: the type coercion of the request schemas would turn a one-entry list into a
        // text (or a text into a list); the server checks each value against its field's kind instead.
        hi: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.Unknown())),
      },
      {
        description: `Hindi beside English: i18n.hi.<field> for ${localizedFieldNames(resource).join(', ')}; an empty or missing value falls back to English`,
      },
    ),
  )
}
/** Translations: per language, field → text or list of texts (as the schema types them: checked on write). */
export type Translations = Partial<Record<ContentLanguage, Record<string, unknown>>>

/** Whether a translated value says something (an empty text or list falls back to English). */
export function hasTranslation(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.some((entry) => typeof entry === 'string' && entry.trim() !== '')
  return false
}

/**
 * The record in `language`: each localizable field's translation where there is one, English where it
 * is missing or empty, and no `i18n` (a visitor gets one language, the same shape as English).
 */
export function localize<T extends { i18n?: unknown }>(
  record: T,
  language: SiteLanguage,
  fields: LocalizedFieldKinds,
): Omit<T, 'i18n'> {
  const { i18n, ...english } = record
  if (language === 'en') return english
  const translated = translationsIn(i18n, language)
  if (!translated) return english
  const shown = Object.keys(fields).filter((field) => hasTranslation(translated[field]))
  return { ...english, ...Object.fromEntries(shown.map((field) => [field, translated[field]])) }
}

/** An `i18n` value read back (parsed JSON, a form's values) as Translations: the languages that hold texts. */
export function translationsOf(i18n: unknown): Translations {
  const translations: Translations = {}
  for (const language of CONTENT_LANGUAGES) {
    const texts = translationsIn(i18n, language)
    if (texts) translations[language] = texts
  }
  return translations
}

/** The texts an `i18n` value (parsed JSON, so checked here) holds in one language, when it holds any. */
function translationsIn(i18n: unknown, language: string): Record<string, unknown> | undefined {
  const translated = isRecord(i18n) ? i18n[language] : undefined
  return isRecord(translated) ? translated : undefined
}

/** The localizable fields that have English but no `language` version: the admin's "missing" badges. */
export function missingTranslations(
  record: Record<string, unknown> & { i18n?: unknown },
  fields: LocalizedFieldKinds,
  language: ContentLanguage = 'hi',
): string[] {
  const translated = translationsIn(record.i18n, language) ?? {}
  return Object.keys(fields).filter(
    (field) => hasTranslation(record[field]) && !hasTranslation(translated[field]),
  )
}

/**
 * One record or document with English and no Hindi in some of its translatable fields: what the
 * admin's "Missing translations" list shows and saves through the record's own PUT (with If-Match).
 */
export const MissingTranslation = Type.Object({
  resource: Type.String({ description: 'the LOCALIZED_FIELDS resource, e.g. service, banner' }),
  label: Type.String({ description: "the kind of record as staff read it, e.g. 'Blood test'" }),
  id: Type.String({ description: "the record's id, or the document's key" }),
  name: Type.String({ description: 'how staff recognise it (its English title or name)' }),
  version: Type.Integer({ description: 'send back as If-Match when saving the Hindi' }),
  writePath: Type.String({ description: "the record's or document's PUT path under /api" }),
  missing: Type.Array(Type.String(), { description: 'the fields with English and no Hindi, in form order' }),
  english: Type.Record(Type.String(), Type.Unknown(), { description: 'the English of each missing field' }),
  i18n: Type.Record(Type.String(), Type.Unknown(), {
    description: 'the stored translations, as staff read them',
  }),
})
export type MissingTranslation = Static<typeof MissingTranslation>

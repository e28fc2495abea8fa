import { httpErrors } from '@fastify/sensible'
import {
  CONTENT_LANGUAGES,
  hasTranslation,
  isRecord,
  type LocalizedFieldKinds,
  requestedSiteLanguage,
  type SiteLanguage,
  type Translations,
} from '@labsite/shared'
import type { FastifyRequest } from 'fastify'
import type { TObject } from 'typebox'
import { sanitizeBlogHtml } from '../rendering/sanitize-html'

/**
 * Localized content on the server (shared/src/localized.ts): what staff send as `i18n` is
 * checked against the resource's localizable fields and cleaned like English; public reads answer the
 * language a request asks for.
 */

const langOfUrl = (url: string): string | null => {
  const query = url.indexOf('?')
  return query === -1 ? null : new URLSearchParams(url.slice(query + 1)).get('lang')
}

/** The language a public read answers in: `?lang=`, else Accept-Language, else English. */
export function contentLanguageOf(request: FastifyRequest): SiteLanguage {
  return requestedSiteLanguage(langOfUrl(request.url), request.headers['accept-language'])
}

/**
 * The memory cache's key of a public API read: its URL, plus the language when Accept-Language (not
 * the URL) picks Hindi, so each language is kept apart (`#` never reaches a server in a URL).
 */
export function apiCacheKey(url: string, acceptLanguage: string | undefined): string {
  // Cheap first: most requests name no Hindi at all.
  if (!acceptLanguage?.toLowerCase().includes('hi') || /[?&]lang=/.test(url)) return url
  return requestedSiteLanguage(null, acceptLanguage) === 'en' ? url : `${url}#hi`
}

/** Limits of a translated value whose English field names none. */
const TEXT_MAX_LENGTH = 200_000
const LIST_MAX_ENTRIES = 100

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string')

/** A numeric limit (maxLength, maxItems) of a field's schema, when it sets one. */
function limitOf(schema: unknown, limit: 'maxLength' | 'maxItems'): number | undefined {
  const value = isRecord(schema) ? schema[limit] : undefined
  return typeof value === 'number' ? value : undefined
}

/** A version ETag per language: the Hindi answer of version 3 is not the English one. */
export const languageEtag = (version: number, language: SiteLanguage) =>
  language === 'en' ? `"${version}"` : `"${version}-${language}"`

/**
 * The translations to store: each language's fields checked (a field that is not localizable, a text
 * where a list belongs or one longer than the English field allows is refused, naming it), rich text
 * sanitized like English, and empty values dropped (an empty translation is a missing one).
 */
export function tidyTranslations(
  sent: unknown,
  fields: LocalizedFieldKinds,
  english: TObject,
  label: string,
): Translations {
  const tidy: Record<string, Record<string, string | string[]>> = {}
  for (const language of CONTENT_LANGUAGES) {
    // The request schema (Localized) has made each language's values an object.
    const values = isRecord(sent) ? sent[language] : undefined
    if (!isRecord(values)) continue
    const kept: Record<string, string | string[]> = {}
    for (const [field, value] of Object.entries(values)) {
      const name = `i18n.${language}.${field}`
      const kind = fields[field]
      if (!kind) {
        throw httpErrors.badRequest(
          `${name} cannot be translated: ${label} translates ${Object.keys(fields).join(', ')}`,
        )
      }
      const list = kind === 'list' && isTextList(value) ? value : null
      const text = kind !== 'list' && typeof value === 'string' ? value : null
      if (list === null && text === null) {
        throw httpErrors.badRequest(`${name} must be ${kind === 'list' ? 'a list of texts' : 'a text'}`)
      }
      const isList = list !== null
      // The English field's limits hold for its translation too.
      const schema = english.properties[field]
      const maxItems = limitOf(schema, 'maxItems')
      const texts = list ?? [text ?? '']
      const max = limitOf(isList && isRecord(schema) ? schema.items : schema, 'maxLength') ?? TEXT_MAX_LENGTH
      if (texts.some((entry) => entry.length > max)) {
        throw httpErrors.badRequest(`${name}${isList ? ' entries' : ''} must be at most ${max} characters`)
      }
      if (isList && texts.length > (maxItems ?? LIST_MAX_ENTRIES)) {
        throw httpErrors.badRequest(`${name} must have at most ${maxItems ?? LIST_MAX_ENTRIES} entries`)
      }
      if (!hasTranslation(value)) continue
      if (list !== null) kept[field] = list.filter((entry) => entry.trim() !== '')
      else if (kind === 'rich') {
        const clean = sanitizeBlogHtml(text ?? '')
        if (clean !== '') kept[field] = clean
      } else if (text !== null) kept[field] = text
    }
    tidy[language] = kept
  }
  return tidy
}

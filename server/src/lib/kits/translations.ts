import { httpErrors } from '@fastify/sensible'
import {
  CONTENT_LANGUAGES,
  hasTranslation,
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
    const values = (sent as Record<string, Record<string, unknown> | undefined>)?.[language]
    if (!values) continue
    const kept: Record<string, string | string[]> = {}
    for (const [field, value] of Object.entries(values)) {
      const name = `i18n.${language}.${field}`
      const kind = fields[field]
      if (!kind) {
        throw httpErrors.badRequest(
          `${name} cannot be translated: ${label} translates ${Object.keys(fields).join(', ')}`,
        )
      }
      const isList = Array.isArray(value) && value.every((entry) => typeof entry === 'string')
      if (kind === 'list' ? !isList : typeof value !== 'string') {
        throw httpErrors.badRequest(`${name} must be ${kind === 'list' ? 'a list of texts' : 'a text'}`)
      }
      // The English field's limits hold for its translation too.
      const schema = english.properties[field] as
        | { maxLength?: number; maxItems?: number; items?: { maxLength?: number } }
        | undefined
      const texts = isList ? (value as string[]) : [value as string]
      const max = (isList ? schema?.items?.maxLength : schema?.maxLength) ?? TEXT_MAX_LENGTH
      if (texts.some((text) => text.length > max)) {
        throw httpErrors.badRequest(`${name}${isList ? ' entries' : ''} must be at most ${max} characters`)
      }
      if (isList && texts.length > (schema?.maxItems ?? LIST_MAX_ENTRIES)) {
        throw httpErrors.badRequest(
          `${name} must have at most ${schema?.maxItems ?? LIST_MAX_ENTRIES} entries`,
        )
      }
      if (!hasTranslation(value)) continue
      if (kind === 'rich') {
        const clean = sanitizeBlogHtml(value as string)
        if (clean !== '') kept[field] = clean
      } else if (kind === 'list') {
        kept[field] = (value as string[]).filter((entry) => entry.trim() !== '')
      } else kept[field] = value as string
    }
    tidy[language] = kept
  }
  return tidy
}

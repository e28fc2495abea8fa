import { SITE_LANGUAGES, type SiteLanguage, siteLanguageOf } from '@labsite/shared'
import type { Knex } from 'knex'

/**
 * The site language a request's Accept-Language asks for (the public site sends the language the visitor
 * reads in), best quality first; null when it names none of ours.
 */
export function acceptedSiteLanguage(header: string | undefined): SiteLanguage | null {
  if (!header) return null
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { base: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q) }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q)
  const found = wanted.find((entry) => (SITE_LANGUAGES as readonly string[]).includes(entry.base))
  return found ? (found.base as SiteLanguage) : null
}

/**
 * The language of an e-mail to a visitor: the one their request asked for, else the site's default
 * (Global tab; codes other than en and hi mean English).
 */
export async function visitorMailLanguage(
  knex: Knex,
  acceptLanguage: string | undefined,
): Promise<SiteLanguage> {
  return acceptedSiteLanguage(acceptLanguage) ?? siteDefaultLanguage(knex)
}

/** The site's default language (Global tab; codes other than en and hi mean English). */
async function siteDefaultLanguage(knex: Knex | Knex.Transaction): Promise<SiteLanguage> {
  const row = await knex('documents').select('value').where({ key: 'global-settings' }).first()
  const value = typeof row?.value === 'string' ? JSON.parse(row.value) : row?.value
  return siteLanguageOf(value?.language?.code)
}

/**
 * The language of an e-mail about a stored booking: the one the visitor booked in, else (a booking
 * made before bookings kept it) the site's default.
 */
export async function bookingMailLanguage(
  knex: Knex | Knex.Transaction,
  bookingId: string,
): Promise<SiteLanguage> {
  const row = await knex('consultations').select('language').where({ id: bookingId }).first()
  return row?.language ? siteLanguageOf(row.language) : siteDefaultLanguage(knex)
}

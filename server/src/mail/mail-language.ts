import { acceptedSiteLanguage, type GlobalSettings, type SiteLanguage, siteLanguageOf } from '@labsite/shared'
import type { Knex } from 'knex'
import { readDocument } from '../lib/kits/documents-repository'
import { bookingLanguage } from '../routes/bookings/bookings-repository'

// Accept-Language is read by the one parser of shared/src/locale.ts (API reads use it too).
export { acceptedSiteLanguage }

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
  const settings = await readDocument<GlobalSettings>(knex, 'global-settings')
  return siteLanguageOf(settings.language?.code)
}

/**
 * The language of an e-mail about a stored booking: the one the visitor booked in, else (a booking
 * made before bookings kept it) the site's default.
 */
export async function bookingMailLanguage(
  knex: Knex | Knex.Transaction,
  bookingId: string,
): Promise<SiteLanguage> {
  const language = await bookingLanguage(knex, bookingId)
  return language ? siteLanguageOf(language) : siteDefaultLanguage(knex)
}

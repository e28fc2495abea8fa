import { CURRENCIES, DEFAULT_CURRENCY_CODE } from './constants'

/** The languages the public site and its e-mails are translated into; every other code of LANGUAGES falls back to English. */
export const SITE_LANGUAGES = ['en', 'hi'] as const
export type SiteLanguage = (typeof SITE_LANGUAGES)[number]
export const FALLBACK_SITE_LANGUAGE: SiteLanguage = 'en'
/** Each site language's own name, as the header's language switch shows it. */
export const SITE_LANGUAGE_NAMES: Record<SiteLanguage, string> = { en: 'English', hi: 'हिन्दी' }

/** Whether a (lower-case, bare) code is one of the site languages. */
export const isSiteLanguage = (code: string): code is SiteLanguage =>
  SITE_LANGUAGES.some((language) => language === code)

/** The site language a stored or requested code is shown in: 'hi' → Hindi, anything else English. */
export function siteLanguageOf(code: string | null | undefined): SiteLanguage {
  const base = String(code ?? '')
    .trim()
    .toLowerCase()
    .split(/[-_]/)[0]
  return isSiteLanguage(base) ? base : FALLBACK_SITE_LANGUAGE
}

/**
 * The site language an Accept-Language header asks for (the public site sends the language the visitor
 * reads in), best quality first; null when it names none of ours.
 */
export function acceptedSiteLanguage(header: string | undefined | null): SiteLanguage | null {
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
  return wanted.map((entry) => entry.base).find(isSiteLanguage) ?? null
}

/**
 * The language a public API read answers in: `?lang=`, else Accept-Language, else English
 * (content is written in English first; every other language falls back to it).
 */
export function requestedSiteLanguage(
  lang: string | null | undefined,
  acceptLanguage: string | undefined | null,
): SiteLanguage {
  if (lang) return siteLanguageOf(lang)
  return acceptedSiteLanguage(acceptLanguage) ?? FALLBACK_SITE_LANGUAGE
}

/** Whether a Global tab language code is really translated (the others are shown in English). */
export const isTranslatedLanguage = (code: string): boolean => isSiteLanguage(code.trim().toLowerCase())

/** The BCP 47 locale numbers, prices and dates are written in for a site language (an Indian lab: Indian grouping). */
export const LOCALE_OF: Record<SiteLanguage, string> = { en: 'en-IN', hi: 'hi-IN' }

/** How prices are written: the Global tab's currency and the visitor's locale. */
export interface PriceFormat {
  currencyCode: string
  locale: string
}

export const DEFAULT_PRICE_FORMAT: PriceFormat = {
  currencyCode: DEFAULT_CURRENCY_CODE,
  locale: LOCALE_OF[FALLBACK_SITE_LANGUAGE],
}

const LEADING_CURRENCY = /^(?:₹|Rs\.?|INR|USD|EUR|GBP|JPY|CAD|AUD|C\$|A\$|\$|€|£|¥)\s*/i

/** A stored price text without its leading currency symbol ('₹999' → '999'). */
export function priceWithoutCurrency(price: string | number | null | undefined): string {
  return String(price ?? '')
    .trim()
    .replace(LEADING_CURRENCY, '')
    .trim()
}

/** The number a price text holds ('1,799', '₹ 2999.50'), or null when it is words ('Call us', '1799 onwards'). */
export function numericPrice(price: string | number | null | undefined): number | null {
  if (typeof price === 'number') return Number.isFinite(price) ? price : null
  const value = priceWithoutCurrency(price).replace(/,/g, '')
  if (!/^\d+(?:\.\d+)?$/.test(value)) return null
  return Number(value)
}

/** The default currency's entry: the first of CURRENCIES, which `satisfies` keeps in step with its code. */
const DEFAULT_CURRENCY = CURRENCIES[0] satisfies { code: typeof DEFAULT_CURRENCY_CODE }

const formatters = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: string, currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
      numberingSystem: 'latn',
    })
    formatters.set(key, formatter)
  }
  return formatter
}

/** The site's own locales (LOCALE_OF): prices written with Indian grouping, Latin digits, symbol first. */
const INDIAN_GROUPING_LOCALES = new Set(['en-IN', 'hi-IN'])

/**
 * A non-negative amount as `Intl.NumberFormat` writes it in en-IN and hi-IN with Latin digits
 * (1,23,456 · 99.50), without constructing one: a page's first NumberFormat loads ICU's number data,
 * 30–100 ms of blocked main thread on a phone, in the middle of the home page's first render.
 * The tests check it against Intl.
 */
function indianGrouping(amount: number, whole: boolean): string {
  const [integer, fraction] = amount.toFixed(whole ? 0 : 2).split('.')
  const lastThree = integer.slice(-3)
  const rest = integer.slice(0, -3)
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree
  return fraction ? `${grouped}.${fraction}` : grouped
}

/**
 * THE price formatter of the site: a numeric price text in the Global tab's currency and the visitor's
 * locale (`Intl.NumberFormat`: grouping, decimals only when there are paise/cents, Latin digits as
 * Indian labs print them), its symbol the one listed for that currency (C$, A$ stay distinct
 * from $); a price typed as words is shown as typed. Empty → ''.
 */
export function formatPrice(
  price: string | number | null | undefined,
  format: PriceFormat = DEFAULT_PRICE_FORMAT,
): string {
  const amount = numericPrice(price)
  if (amount === null) return priceWithoutCurrency(price)
  const currency = CURRENCIES.find((c) => c.code === format.currencyCode) ?? DEFAULT_CURRENCY
  const whole = Number.isInteger(amount)
  if (INDIAN_GROUPING_LOCALES.has(format.locale) && amount >= 0 && amount < 1e15)
    return `${currency.symbol}${indianGrouping(amount, whole)}`
  return numberFormat(format.locale, currency.code, whole)
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? currency.symbol : part.value))
    .join('')
}

/**
 * A service's price as shown: the formatted amount, what a booking of it is charged (no "from" '+');
 * null for price on request (the caller says 'Price on request' in its language).
 */
export function formatServicePrice(
  price: string | number | null | undefined,
  format: PriceFormat = DEFAULT_PRICE_FORMAT,
): string | null {
  return formatPrice(price, format) || null
}

/** A date in the visitor's locale ('23 November 2026' / '23 नवंबर 2026'); the text as given when it is no date. */
export function formatDate(
  value: string | Date,
  locale: string,
  options?: Intl.DateTimeFormatOptions,
): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return String(value)
  return date.toLocaleDateString(locale, options ?? { day: 'numeric', month: 'long', year: 'numeric' })
}

/** A count in the visitor's locale (12,345 / 1,23,456 with Indian grouping). */
export const formatNumber = (value: number, locale: string): string =>
  value.toLocaleString(locale, { numberingSystem: 'latn' })

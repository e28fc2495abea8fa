import { DEFAULT_DESCRIPTION_SUFFIX } from './constants'
import type { SiteLanguage } from './locale'
import { NOT_FOUND_TITLE, PAGE_TITLES, type PageKey } from './paths'

/**
 * Page titles and the default description in each site language: the browser tab (web) and the
 * server-rendered <title>, description and social tags read the same words.
 */
const PAGE_TITLES_HI = {
  home: '',
  offers: 'खास ऑफ़र',
  bulkBooking: 'ग्रुप बुकिंग छूट',
  thyroid: 'थायरॉइड पैकेज',
  bloodTests: 'ब्लड टेस्ट',
  blog: 'हेल्थ ब्लॉग',
  blogPost: 'हेल्थ ब्लॉग',
  service: 'हेल्थ पैकेज',
  allServices: 'सभी हेल्थ पैकेज',
  login: 'लॉग इन',
  forgotPassword: 'पासवर्ड भूल गए',
  resetPassword: 'पासवर्ड रीसेट करें',
  signup: 'साइन अप',
  profile: 'मेरी प्रोफ़ाइल',
  terms: 'नियम और शर्तें',
  bookConsultation: 'कंसल्टेशन बुक करें',
  trackBooking: 'बुकिंग ट्रैक करें',
  basket: 'आपकी बास्केट',
  admin: 'Admin Panel',
} as const satisfies Record<PageKey, string>

const TITLES: Record<SiteLanguage, Record<PageKey, string>> = { en: PAGE_TITLES, hi: PAGE_TITLES_HI }

/** Titles of the not-found answers, per language. */
export const NOT_FOUND_TITLES: Record<SiteLanguage, { page: string; service: string; article: string }> = {
  en: { page: NOT_FOUND_TITLE, service: 'Service Not Found', article: 'Article Not Found' },
  hi: { page: 'पेज नहीं मिला', service: 'सेवा नहीं मिली', article: 'लेख नहीं मिला' },
}

const DESCRIPTION_SUFFIXES: Record<SiteLanguage, string> = {
  en: DEFAULT_DESCRIPTION_SUFFIX,
  hi: 'आपका भरोसेमंद हेल्थ पार्टनर',
}

/** A page's own title in `language` ('' for home, which shows the site name alone). */
export const pageTitleIn = (key: PageKey, language: SiteLanguage): string => TITLES[language][key]

/** The site's default description in `language`: 'Aarogya Diagnostics Your Health Partner'. */
export const siteDescriptionIn = (siteName: string, language: SiteLanguage): string =>
  `${siteName} ${DESCRIPTION_SUFFIXES[language]}`

import {
  FALLBACK_SITE_LANGUAGE,
  LOCALE_OF,
  SITE_LANGUAGES,
  type SiteLanguage,
  siteLanguageOf,
} from '@labsite/shared'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { en } from './locales/en'

/**
 * The language the server wrote this page (and the answers seeded into the query cache) in: its
 * `<html lang>` before the app changes it.
 */
export const SERVED_LANGUAGE: SiteLanguage =
  typeof document === 'undefined' ? FALLBACK_SITE_LANGUAGE : siteLanguageOf(document.documentElement.lang)

/** Where a visitor's own choice of language is remembered (the header's language switch). */
export const LANGUAGE_STORAGE_KEY = 'language'

/**
 * The public site's translations (react-i18next). English is bundled: it is the fallback of every
 * language; Hindi is a chunk fetched only when a visitor reads Hindi, so English visitors never
 * download it. The admin does not translate and stays English.
 */
export const i18n = i18next.createInstance()

const catalogueLoaders: Record<Exclude<SiteLanguage, 'en'>, () => Promise<object>> = {
  hi: () => import('./locales/hi').then((module) => module.hi),
}

/** English texts a page's code added before i18n started (locales/en-account.ts, en-bookings.ts, en-terms.ts). */
const laterEnglish: Record<string, unknown> = {}

/**
 * Adds English texts that only some pages show; their module is imported by the code that shows them,
 * so a first visit elsewhere does not download them. The Hindi catalogue holds them all already.
 */
export function addEnglishTexts(texts: Record<string, unknown>): void {
  if (i18n.isInitialized || i18n.isInitializing)
    i18n.addResourceBundle('en', 'translation', texts, true, false)
  else Object.assign(laterEnglish, texts)
}

/** Fetches a language's catalogue once (English is already there). */
export async function loadCatalogue(language: SiteLanguage): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return
  const catalogue = await catalogueLoaders[language]()
  i18n.addResourceBundle(language, 'translation', catalogue, true, true)
}

/** The visitor's remembered choice, if any (private browsing may refuse storage). */
export function storedLanguage(): SiteLanguage | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY)
    return value ? siteLanguageOf(value) : null
  } catch {
    return null
  }
}

/**
 * The language the first paint uses: `?lang=` (the hreflang links), else the visitor's choice, else
 * the site's default language, which the server writes into `<html lang>` from the Global tab.
 */
export function initialLanguage(): SiteLanguage {
  const requested = new URLSearchParams(window.location.search).get('lang')
  // Following a link to one language (the hreflang alternates) is choosing it.
  if (requested) return remember(siteLanguageOf(requested))
  return storedLanguage() ?? siteLanguageOf(document.documentElement.lang)
}

function applyToDocument(language: string) {
  document.documentElement.lang = siteLanguageOf(language)
}

/** Starts i18n in `language`, its catalogue loaded before the first render (no English flash for Hindi). */
export async function startI18n(language: SiteLanguage = initialLanguage()): Promise<void> {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', applyToDocument)
    await i18n.use(initReactI18next).init({
      resources: { en: { translation: { ...en, ...laterEnglish } } },
      lng: FALLBACK_SITE_LANGUAGE,
      fallbackLng: FALLBACK_SITE_LANGUAGE,
      supportedLngs: [...SITE_LANGUAGES],
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    })
  }
  await changeLanguage(language)
}

/**
 * Shows the site in `language`, fetching its catalogue first. The language already shown is left alone:
 * i18next would announce it again, and every translated component would re-render synchronously (on
 * the home page's start, the site's default language arriving cost a whole-page render).
 */
export async function changeLanguage(language: SiteLanguage): Promise<void> {
  if (i18n.isInitialized && i18n.language === language) return
  await loadCatalogue(language).catch(() => undefined)
  await i18n.changeLanguage(i18n.hasResourceBundle(language, 'translation') ? language : 'en')
}

/** The visitor picked a language in the header: shown now and remembered on this browser. */
export async function chooseLanguage(language: SiteLanguage): Promise<void> {
  await changeLanguage(remember(language))
}

function remember(language: SiteLanguage): SiteLanguage {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Not remembered, still shown.
  }
  return language
}

export const currentLanguage = (): SiteLanguage => siteLanguageOf(i18n.language)
export const currentLocale = (): string => LOCALE_OF[currentLanguage()]

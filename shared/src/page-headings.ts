import {
  BULK_DISCOUNT_MIN_MEMBERS,
  BULK_DISCOUNT_PERCENT,
  REPORT_HOURS,
  REPORT_HOURS_RANGE,
} from './constants'
import type { SiteLanguage } from './locale'
import { PAGE_TEXTS_EN } from './page-texts-en'
import { PAGE_TEXTS_HI } from './page-texts-hi'

/**
 * The fixed texts of the first screen, in each site language: the heading and lead paragraph of each
 * public page that has fixed ones, the site header's links and the home hero's defaults. They are
 * written once per language (page-texts-en.ts, page-texts-hi.ts); the web app's catalogues
 * (web/src/i18n/locales/en.ts and hi.ts) read their language's module, and the first screen the server
 * paints before the app runs (server/src/lib/rendering/home-first-screen.ts, page-first-screens.ts) reads them
 * here, so the server's first paint says what the app then shows, in either language. `{{name}}` is
 * filled as i18next fills it in the app (`fillPlaceholders`; the pages' values are PAGE_HEADING_VALUES).
 */

export type HeadedPage =
  | 'allServices'
  | 'bloodTests'
  | 'blog'
  | 'offers'
  | 'thyroid'
  | 'bulkBooking'
  | 'login'
  | 'signup'
  | 'forgotPassword'
  | 'resetPassword'

export const PAGE_HEADINGS = { en: PAGE_TEXTS_EN.headings, hi: PAGE_TEXTS_HI.headings } as const

/** The site header's fixed links and texts (the catalogues' `header` section). */
export const SITE_HEADER_TEXTS = { en: PAGE_TEXTS_EN.header, hi: PAGE_TEXTS_HI.header } as const

/** The home hero's texts until staff set the banner (the banner document), and its tiles' (the catalogues' `home` section). */
export const HOME_HERO_TEXTS = { en: PAGE_TEXTS_EN.hero, hi: PAGE_TEXTS_HI.hero } as const

/** The values each page's `{{name}}` placeholders stand for. */
export const PAGE_HEADING_VALUES: Partial<Record<HeadedPage, Record<string, string | number>>> = {
  bloodTests: { hours: REPORT_HOURS },
  thyroid: { hours: REPORT_HOURS_RANGE },
  bulkBooking: { members: BULK_DISCOUNT_MIN_MEMBERS, percent: BULK_DISCOUNT_PERCENT },
}

/** A text with its `{{name}}` placeholders filled (a name without a value stays as written). */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole))
}

/** A page's heading and lead paragraph in `language`, with its placeholders filled. */
export function pageHeading(
  page: HeadedPage,
  language: SiteLanguage = 'en',
): { title: string; intro: string } {
  const { title, intro } = PAGE_HEADINGS[language][page]
  return { title, intro: fillPlaceholders(intro, PAGE_HEADING_VALUES[page] ?? {}) }
}

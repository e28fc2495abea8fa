import { PAGE_TEXTS_EN } from './page-texts-en'

/** The banner texts that have a built-in default in the app's own catalogues (page-texts-en/hi.ts). */
export type HeroTextKey = 'heroHeading' | 'bookPackage' | 'viewAllPackages'

/**
 * A banner text as shown: what staff stored, unless it is empty or still the built-in English default,
 * in which case the app's own text in the page's language (`own`) is shown. So a banner nobody
 * translated never puts the English default on a Hindi page while the app has that text in Hindi.
 */
export function heroText(stored: string | undefined, key: HeroTextKey, own: string): string {
  const text = stored?.trim() ?? ''
  return text === '' || text === PAGE_TEXTS_EN.hero[key] ? own : text
}

import type { SiteLanguage } from './locale'
import type { PageSeoEntry } from './schemas/page-seo'

/**
 * A page's SEO overrides in `language`: the Hindi value where staff set one, else the
 * English override (per field, as every localized field falls back), else undefined: the automatic
 * value. The share image is the same in every language.
 */
export function pageSeoIn(entry: PageSeoEntry | undefined, language: SiteLanguage) {
  const local = language === 'en' ? undefined : entry?.i18n?.[language]
  return {
    title: local?.title || entry?.title || undefined,
    description: local?.description || entry?.description || undefined,
    image: entry?.image || undefined,
  }
}

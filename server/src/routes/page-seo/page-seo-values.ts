import { type PageSeo, type PageSeoEntry, SEO_PAGES } from '@labsite/shared'

type Texts = { title?: string; description?: string }

/** Trims every value and leaves out the empty ones, so "empty" always means "the automatic value". */
function compactTexts<T extends Texts & { image?: string }>(texts: T): T {
  const out: Record<string, string> = {}
  for (const field of ['title', 'description', 'image'] as const) {
    const value = texts[field]?.trim()
    if (value) out[field] = value
  }
  return out as T
}

/** The stored shape of a page-seo save: trimmed, without empty fields or pages with nothing set. */
export function compactPageSeo(pages: PageSeo['pages']): PageSeo['pages'] {
  const out: PageSeo['pages'] = {}
  for (const key of SEO_PAGES) {
    const entry = pages[key]
    if (!entry) continue
    const own = compactTexts(entry)
    const hi = entry.i18n?.hi ? compactTexts(entry.i18n.hi) : {}
    const compact: PageSeoEntry = { ...own, ...(Object.keys(hi).length > 0 ? { i18n: { hi } } : {}) }
    if (Object.keys(compact).length > 0) out[key] = compact
  }
  return out
}

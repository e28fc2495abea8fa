import { httpErrors } from '@fastify/sensible'
import { isOneOf, type PageSeo, type PageSeoEntry, SEO_PAGES, type SeoPageKey } from '@labsite/shared'

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

const isSeoPage = (key: string): key is SeoPageKey => isOneOf(SEO_PAGES, key)

/**
 * The stored shape of a page-seo save: trimmed, without empty fields or pages with nothing set.
 * A page key the site does not have is refused by name (400), never dropped.
 */
export function compactPageSeo(pages: Record<string, PageSeoEntry>): PageSeo['pages'] {
  const unknown = Object.keys(pages).filter((key) => !isSeoPage(key))
  if (unknown.length > 0) {
    throw httpErrors.badRequest(
      `pages has no page called ${unknown.map((key) => `"${key}"`).join(', ')}; the pages are ${SEO_PAGES.join(', ')}`,
    )
  }
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

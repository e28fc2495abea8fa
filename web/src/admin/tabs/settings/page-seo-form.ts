import {
  BRAND_NAME,
  PAGE_TITLES,
  PATHS,
  type PageSeo,
  type PageSeoEntry,
  pageTitle,
  pageTitleIn,
  SEO_PAGES,
  type SeoPageKey,
  type SiteLanguage,
  siteDescriptionIn,
} from '@labsite/shared'

/** One page's fields as the form holds them ('' = automatic). */
export interface PageSeoFormEntry {
  title: string
  description: string
  image: string
  hiTitle: string
  hiDescription: string
}
export type PageSeoFormValues = Record<SeoPageKey, PageSeoFormEntry>

export function toFormValues(document: PageSeo): PageSeoFormValues {
  const entry = (stored: PageSeoEntry | undefined): PageSeoFormEntry => ({
    title: stored?.title ?? '',
    description: stored?.description ?? '',
    image: stored?.image ?? '',
    hiTitle: stored?.i18n?.hi.title ?? '',
    hiDescription: stored?.i18n?.hi.description ?? '',
  })
  return Object.fromEntries(SEO_PAGES.map((key) => [key, entry(document.pages?.[key])])) as PageSeoFormValues
}

/** The document to save: only what staff filled in (the server trims and drops the empty ones too). */
export function toDocument(values: PageSeoFormValues): PageSeo {
  const pages: PageSeo['pages'] = {}
  for (const key of SEO_PAGES) {
    const { title, description, image, hiTitle, hiDescription } = values[key]
    const hi = {
      ...(hiTitle.trim() && { title: hiTitle.trim() }),
      ...(hiDescription.trim() && { description: hiDescription.trim() }),
    }
    const entry: PageSeoEntry = {
      ...(title.trim() && { title: title.trim() }),
      ...(description.trim() && { description: description.trim() }),
      ...(image.trim() && { image: image.trim() }),
      ...(Object.keys(hi).length > 0 && { i18n: { hi } }),
    }
    if (Object.keys(entry).length > 0) pages[key] = entry
  }
  return { pages }
}

/** What a page shows when its field is left empty: the server's automatic title and description. */
export function automaticSeo(key: SeoPageKey, websiteName: string | undefined, language: SiteLanguage) {
  const siteName = websiteName?.trim() || BRAND_NAME
  return {
    title: pageTitle(pageTitleIn(key, language), siteName),
    description: siteDescriptionIn(siteName, language),
  }
}

/** 'Special Offers (/offers)'; home reads 'Home page (/)'. */
export const seoPageName = (key: SeoPageKey) => `${PAGE_TITLES[key] || 'Home page'} (${PATHS[key]})`

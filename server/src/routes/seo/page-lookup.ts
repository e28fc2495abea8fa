import {
  BRAND_NAME,
  isOneOf,
  LOCALIZED_FIELDS,
  localize,
  matchPage,
  NOT_FOUND_TITLES,
  type PageKey,
  pageSeoIn,
  pageTitle,
  pageTitleIn,
  SEO_PAGES,
  SITE_LANGUAGES,
  type SiteLanguage,
  siteDescriptionIn,
  siteLanguageOf,
  stripHtml,
  truncate,
} from '@labsite/shared'
import type { PageMetadata } from '../../lib/rendering/page-metadata'
import type { PageRecord, SeoRepository } from './seo-repository'

/** Account, admin and one-time pages: reachable, but of no use in search results. */
export const NOINDEX_PAGES: readonly PageKey[] = [
  'login',
  'forgotPassword',
  'resetPassword',
  'signup',
  'profile',
  'trackBooking',
  'basket',
  'admin',
]
/** The change bus resources a page's metadata is read from (what invalidates a kept page). */
export const PAGE_SOURCES: readonly string[] = [
  'site-settings',
  'business-contact',
  'global-settings',
  'page-seo',
  'service',
  'blog-post',
]

const DESCRIPTION_MAX = 160
const FALLBACK_FAVICON = '/favicon.ico'
const FALLBACK_SHARE_IMAGE = '/logo.webp'

export interface PageAnswer {
  status: 200 | 404
  meta: PageMetadata
}

/** An absolute URL for a stored image: external ones as they are, server-relative ones on this site. */
export function absoluteUrl(publicUrl: string, url: string | undefined): string | undefined {
  const value = url?.trim()
  if (!value) return undefined
  if (/^https?:\/\//i.test(value)) return value
  return `${publicUrl}/${value.replace(/^\/+/, '')}`
}

const canonicalPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)

/** The language a page request is answered in: its `?lang=` (the hreflang links), else the Global tab's. */
export function pageLanguage(
  requested: string | null | undefined,
  siteDefault: string | undefined,
): SiteLanguage {
  return siteLanguageOf(requested || siteDefault)
}

/**
 * The status and metadata of the page at `pathname`: known routes 200, unknown routes and unknown
 * service or article ids 404 (the SPA shows its not-found screens for them), titles and images from
 * site settings and the record shown, words in the requested language (`?lang=`) or the site's default
 * language (Global tab; codes other than en and hi read English), with hreflang links to each language.
 */
export async function lookUpPage(
  repository: SeoRepository,
  publicUrl: string,
  pathname: string,
  requestedLanguage?: string | null,
): Promise<PageAnswer> {
  const [storedSettings, global] = await Promise.all([repository.siteSettings(), repository.globalSettings()])
  const language = pageLanguage(requestedLanguage, global.language?.code)
  // The site's name as this language writes it, English where it is not translated.
  const settings = localize(storedSettings, language, LOCALIZED_FIELDS['site-settings'])
  const siteName = settings.websiteName?.trim() || BRAND_NAME
  const notFoundTitles = NOT_FOUND_TITLES[language]
  const common = {
    siteName,
    language,
    description: siteDescriptionIn(siteName, language),
    faviconUrl: settings.favicon?.trim() || FALLBACK_FAVICON,
    imageUrl: absoluteUrl(publicUrl, settings.logoUrl || FALLBACK_SHARE_IMAGE),
    type: 'website' as const,
  }
  const notFound = (title: string): PageAnswer => ({
    status: 404,
    meta: { ...common, title: pageTitle(title, siteName), noindex: true },
  })

  const page = matchPage(pathname.split('?')[0])
  if (!page) return notFound(notFoundTitles.page)
  const pageUrl = `${publicUrl}${canonicalPath(pathname.split('?')[0])}`
  const inLanguage = (code: string) => `${pageUrl}?lang=${code}`
  const noindex = NOINDEX_PAGES.includes(page.key)
  const meta: PageMetadata = {
    ...common,
    title: pageTitle(pageTitleIn(page.key, language), siteName),
    // Each language version is its own page: the bare address is the site's default language.
    canonicalUrl: requestedLanguage ? inLanguage(language) : pageUrl,
    noindex,
    alternates: noindex
      ? undefined
      : {
          ...Object.fromEntries(SITE_LANGUAGES.map((code) => [code, inLanguage(code)])),
          'x-default': pageUrl,
        },
  }

  const fromRecord = (record: PageRecord): PageAnswer => ({
    status: 200,
    meta: {
      ...meta,
      title: pageTitle(record.title, siteName),
      description: truncate(stripHtml(record.description), DESCRIPTION_MAX) || common.description,
      imageUrl: absoluteUrl(publicUrl, record.image) ?? common.imageUrl,
    },
  })

  if (page.key === 'service') {
    const service = await repository.service(page.params.id, language)
    return service ? fromRecord(service) : notFound(notFoundTitles.service)
  }
  if (page.key === 'blogPost') {
    const post = await repository.blogPost(page.params.id, language)
    if (!post) return notFound(notFoundTitles.article)
    const answer = fromRecord(post)
    return { ...answer, meta: { ...answer.meta, type: 'article' } }
  }
  if (isOneOf(SEO_PAGES, page.key)) {
    // What staff set for this page in Settings → SEO replaces the automatic value.
    const override = pageSeoIn((await repository.pageSeo()).pages?.[page.key], language)
    if (override.title) meta.title = override.title
    if (override.description) meta.description = override.description
    if (override.image) meta.imageUrl = absoluteUrl(publicUrl, override.image)
  }
  if (page.key === 'home') {
    const contact = await repository.businessContact()
    meta.jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'MedicalBusiness',
      name: siteName,
      url: `${publicUrl}/`,
      description: common.description,
      ...(common.imageUrl ? { logo: common.imageUrl, image: common.imageUrl } : {}),
      ...(contact.phone ? { telephone: contact.phone } : {}),
      ...(contact.email ? { email: contact.email } : {}),
      ...(contact.address?.length
        ? { address: { '@type': 'PostalAddress', streetAddress: contact.address.join(', ') } }
        : {}),
    }
  }
  return { status: 200, meta }
}

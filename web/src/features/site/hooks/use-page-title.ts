import {
  BRAND_NAME,
  isOneOf,
  type PageKey,
  pageSeoIn,
  pageTitle,
  pageTitleIn,
  SEO_PAGES,
  siteLanguageOf,
} from '@labsite/shared'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { usePageSeo, useSiteSettings } from '../api/get-site-content'

/**
 * Keeps the browser tab's title in step with navigation and language: 'Title | websiteName' (the server
 * renders the same title into the first HTML, so it does not flicker). `page` names one of the site's
 * pages (its title in the visitor's language); a record's own title (a post) is passed as it is.
 */
export function usePageTitle(page: PageKey | { title: string }): void {
  const { i18n } = useTranslation()
  const { data: settings } = useSiteSettings()
  const { data: seo } = usePageSeo()
  const websiteName = settings?.websiteName?.trim() || BRAND_NAME
  const language = siteLanguageOf(i18n.language)
  const title = typeof page === 'string' ? pageTitleIn(page, language) : page.title
  // The title staff set for this page in Settings → SEO, as the server renders it.
  const override =
    typeof page === 'string' && isOneOf(SEO_PAGES, page)
      ? pageSeoIn(seo?.pages?.[page], language).title
      : undefined
  useEffect(() => {
    document.title = override ?? pageTitle(title, websiteName)
  }, [override, title, websiteName])
}

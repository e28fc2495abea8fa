import { BRAND_NAME, type PageKey, pageTitle, pageTitleIn, siteLanguageOf } from '@labsite/shared'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSiteSettings } from '../api/get-site-content'

/**
 * Keeps the browser tab's title in step with navigation and language: 'Title | websiteName' (the server
 * renders the same title into the first HTML, so it does not flicker). `page` names one of the site's
 * pages (its title in the visitor's language); a record's own title (a post) is passed as it is.
 */
export function usePageTitle(page: PageKey | { title: string }): void {
  const { i18n } = useTranslation()
  const { data: settings } = useSiteSettings()
  const websiteName = settings?.websiteName?.trim() || BRAND_NAME
  const title = typeof page === 'string' ? pageTitleIn(page, siteLanguageOf(i18n.language)) : page.title
  useEffect(() => {
    document.title = pageTitle(title, websiteName)
  }, [title, websiteName])
}

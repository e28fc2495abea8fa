import { BRAND_NAME, pageTitle } from '@labsite/shared'
import { useEffect } from 'react'
import { useSiteSettings } from '../api/get-site-content'

/**
 * Keeps the browser tab's title in step with navigation: 'Title | websiteName' (the server renders the
 * same title into the first HTML, so it does not flicker). An empty title shows the site name alone.
 */
export function usePageTitle(title: string): void {
  const { data: settings } = useSiteSettings()
  const websiteName = settings?.websiteName?.trim() || BRAND_NAME
  useEffect(() => {
    document.title = pageTitle(title, websiteName)
  }, [title, websiteName])
}

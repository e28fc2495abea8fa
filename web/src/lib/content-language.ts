import { type SiteLanguage, siteLanguageOf } from '@labsite/shared'
import type { QueryClient } from '@tanstack/react-query'
import { i18n, SERVED_LANGUAGE } from '../i18n'

/**
 * Catalogue, blog, offers, banner, about, FAQs, testimonials and menu come from the API in the language
 * the visitor reads (the client sends it as Accept-Language). When that language is not the
 * one the cached answers were read in (a switch in the header, or a remembered choice that differs
 * from the page the server sent), every answer is read again.
 */
export function refetchContentOnLanguageChange(client: QueryClient): void {
  let shown: SiteLanguage = SERVED_LANGUAGE
  const follow = (language: string) => {
    const next = siteLanguageOf(language)
    if (next === shown) return
    shown = next
    void client.invalidateQueries()
  }
  // The start may already have changed the language before this module ran.
  if (i18n.isInitialized) follow(i18n.language)
  i18n.on('languageChanged', follow)
}

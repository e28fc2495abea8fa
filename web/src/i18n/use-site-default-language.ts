import { siteLanguageOf } from '@labsite/shared'
import { useEffect } from 'react'
import { changeLanguage, storedLanguage } from '.'
import { useGlobalSettings } from './get-global-settings'

/**
 * A visitor who has not picked a language (nor followed a ?lang= link) reads the site in the Global
 * tab's default language, and follows it when staff change it; codes other than en and hi show English.
 */
export function useSiteDefaultLanguage(): void {
  const { data: settings } = useGlobalSettings()
  const code = settings?.language.code
  useEffect(() => {
    if (!code || storedLanguage() || new URLSearchParams(window.location.search).has('lang')) return
    void changeLanguage(siteLanguageOf(code))
  }, [code])
}

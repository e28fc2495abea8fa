import {
  formatPrice,
  formatServicePrice,
  LOCALE_OF,
  type PriceFormat,
  type SiteLanguage,
  siteLanguageOf,
} from '@labsite/shared'
import { useTranslation } from 'react-i18next'
import { useGlobalSettings } from './get-global-settings'

/** The language and BCP 47 locale the visitor reads the site in. */
export function useLocale(): { language: SiteLanguage; locale: string } {
  const { i18n } = useTranslation()
  const language = siteLanguageOf(i18n.language)
  return { language, locale: LOCALE_OF[language] }
}

/** How prices are written: the currency chosen in the Global tab, in the visitor's locale. */
export function usePriceFormat(): PriceFormat | null {
  const { locale } = useLocale()
  const { data: settings } = useGlobalSettings()
  return settings ? { currencyCode: settings.currency.code, locale } : null
}

/**
 * Price texts in the Global tab's currency and the visitor's locale, through the one shared formatter.
 * Until the settings have arrived prices are blank rather than shown in a currency that may be wrong.
 */
export function usePrices() {
  const { t } = useTranslation()
  const format = usePriceFormat()
  return {
    price: (value: string | number | null | undefined): string => (format ? formatPrice(value, format) : ''),
    servicePrice: (value: string | number | null | undefined): string =>
      format ? (formatServicePrice(value, format) ?? t('common.priceOnRequest')) : '',
  }
}

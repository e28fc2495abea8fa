import { DEFAULT_PRICE_FORMAT, LOCALE_OF, type PriceFormat } from '@labsite/shared'
import { globalSettingsQuery } from '../api'
import { useDocument } from './use-admin-resource'

/** The admin (English) shows prices as the public site does: in the Global tab's currency. */
export function usePriceFormat(): PriceFormat {
  const { stored } = useDocument(globalSettingsQuery)
  return stored ? { currencyCode: stored.currency.code, locale: LOCALE_OF.en } : DEFAULT_PRICE_FORMAT
}

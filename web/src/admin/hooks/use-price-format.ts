import { CURRENCIES, DEFAULT_PRICE_FORMAT, LOCALE_OF, type PriceFormat } from '@labsite/shared'
import { globalSettingsQuery } from '../api'
import { useDocument } from './use-admin-resource'

/** The admin (English) shows prices as the public site does: in the Global tab's currency. */
export function usePriceFormat(): PriceFormat {
  const { stored } = useDocument(globalSettingsQuery)
  return stored ? { currencyCode: stored.currency.code, locale: LOCALE_OF.en } : DEFAULT_PRICE_FORMAT
}

/** The Global tab's currency symbol, for price fields' labels ('Price (€)'): staff type amounts in it. */
export function useCurrencySymbol(): string {
  const { currencyCode } = usePriceFormat()
  return CURRENCIES.find((currency) => currency.code === currencyCode)?.symbol ?? currencyCode
}

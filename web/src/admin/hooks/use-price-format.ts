import { CURRENCIES, DEFAULT_PRICE_FORMAT, formatPrice, LOCALE_OF, type PriceFormat } from '@labsite/shared'
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

/**
 * Money at the desk in the site's number style: `₹1,530`, a refund as `−₹300`. `currency` is the
 * booking's own (a ledger names it); without one, the Global tab's.
 */
export function useMoneyFormat(): (amount: number, currency?: string) => string {
  const format = usePriceFormat()
  return (amount, currency) => {
    const text = formatPrice(Math.abs(amount), { ...format, currencyCode: currency ?? format.currencyCode })
    return amount < 0 ? `−${text}` : text
  }
}

import { formatPrice } from '@labsite/shared'

/** Amounts in paise (or cents) while summing, so 0.1 + 0.2 is never 0.30000000000000004. */
export const toMinor = (amount: string | number) => Math.round(Number(amount) * 100)

/** Money as the desk reads it in a message: ₹1,530 or ₹249.50. */
export const moneyText = (minor: number, currency: string) =>
  formatPrice(minor / 100, { currencyCode: currency, locale: 'en-IN' })

import { DEFAULT_PRICE_FORMAT, formatPrice, type PriceFormat, priceWithoutCurrency } from './locale'

/** The most a catalogue item may cost, in the site's currency: anything above is a typing slip. */
export const PRICE_MAX = 1_000_000

/**
 * The amount a price text holds as staff once typed it ("₹1,799", "Rs. 500", "1799+", "₹500/-"),
 * undefined when it holds none a lab could charge ("on request", "-5", "1e12", "₹1,799.999"), and
 * null for an empty text (price on request). Used where old price texts become amounts.
 */
export function amountOfPriceText(text: string | null | undefined): number | null | undefined {
  const trimmed = String(text ?? '').trim()
  if (trimmed === '') return null
  const value = priceWithoutCurrency(trimmed)
    .replace(/\s*(?:\+|\/-|onwards)$/i, '')
    .replace(/[,\s]/g, '')
  if (!/^\d+(?:\.\d{1,2})?$/.test(value)) return undefined
  const amount = Number(value)
  return amount <= PRICE_MAX ? amount : undefined
}

/**
 * A catalogue amount as display text, through the site's one price formatter; '' for price on request
 * (each caller says "Price on request" in its own language).
 */
export const amountText = (
  amount: number | null | undefined,
  format: PriceFormat = DEFAULT_PRICE_FORMAT,
): string => (amount === null || amount === undefined ? '' : formatPrice(amount, format))

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDate, formatPrice, formatServicePrice, numericPrice, siteLanguageOf } from './locale'

const inr = { currencyCode: 'INR', locale: 'en-IN' }

describe('formatPrice', () => {
  it('writes a numeric price text in the chosen currency, whatever symbol it was typed with', () => {
    expect(formatPrice('₹1799', inr)).toBe('₹1,799')
    expect(formatPrice('Rs 2999', inr)).toBe('₹2,999')
    expect(formatPrice('$25', { currencyCode: 'EUR', locale: 'en-IN' })).toBe('€25')
    expect(formatPrice(1799, { currencyCode: 'USD', locale: 'en-IN' })).toBe('$1,799')
    expect(formatPrice('1,23,456', inr)).toBe('₹1,23,456')
    expect(formatPrice('99.5', inr)).toBe('₹99.50')
  })
  it('uses the listed symbol for the currency', () => {
    expect(formatPrice(1799, { currencyCode: 'CAD', locale: 'en-IN' })).toBe('C$1,799')
    expect(formatPrice(1799, { currencyCode: 'AUD', locale: 'hi-IN' })).toBe('A$1,799')
    expect(formatPrice(5, { currencyCode: 'JPY', locale: 'en-IN' })).toBe('¥5')
  })
  it('keeps Latin digits in Hindi, as Indian labs print them', () => {
    expect(formatPrice(1799, { currencyCode: 'INR', locale: 'hi-IN' })).toBe('₹1,799')
  })
  it('shows a price typed as words as typed', () => {
    expect(formatPrice('Call for price', inr)).toBe('Call for price')
    expect(formatPrice('₹1799 onwards', inr)).toBe('1799 onwards')
    expect(formatPrice('', inr)).toBe('')
  })
  it('writes every amount as Intl.NumberFormat does in the site locales (it skips constructing one)', () => {
    const intl = (amount: number, locale: string) =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
        maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
        numberingSystem: 'latn',
      } as Intl.NumberFormatOptions).format(amount)
    const amounts = fc.oneof(
      fc.integer({ min: 0, max: 999_999_999_999 }),
      fc.integer({ min: 0, max: 99_999_999 }).map((cents) => cents / 100),
    )
    fc.assert(
      fc.property(amounts, fc.constantFrom('en-IN', 'hi-IN'), (amount, locale) => {
        expect(formatPrice(amount, { currencyCode: 'INR', locale })).toBe(`₹${intl(amount, locale)}`)
      }),
    )
  })
  it('falls back to the default currency for a code it does not offer', () => {
    expect(formatPrice(5, { currencyCode: 'XXX', locale: 'en-IN' })).toBe('$5')
  })
})

describe('formatServicePrice', () => {
  it('shows what a booking is charged (no "from" +), and gives null for an empty price', () => {
    expect(formatServicePrice(1799, inr)).toBe('₹1,799')
    expect(formatServicePrice('₹1799', inr)).toBe('₹1,799')
    expect(formatServicePrice('', inr)).toBeNull()
    expect(formatServicePrice(undefined, inr)).toBeNull()
  })
})

describe('numericPrice', () => {
  it('reads numbers and refuses words', () => {
    expect(numericPrice('₹ 1,799')).toBe(1799)
    expect(numericPrice('free')).toBeNull()
  })
})

describe('siteLanguageOf', () => {
  it('shows Hindi for hi and English for every other code', () => {
    expect(siteLanguageOf('hi')).toBe('hi')
    expect(siteLanguageOf('hi-IN')).toBe('hi')
    expect(siteLanguageOf('fr')).toBe('en')
    expect(siteLanguageOf(undefined)).toBe('en')
  })
})

describe('formatDate', () => {
  it('writes dates in the locale', () => {
    expect(formatDate('2026-03-05T12:00:00Z', 'en-IN')).toBe('5 March 2026')
    expect(formatDate('2026-03-05T12:00:00Z', 'hi-IN')).toBe('5 मार्च 2026')
    expect(formatDate('not a date', 'en-IN')).toBe('not a date')
  })
})

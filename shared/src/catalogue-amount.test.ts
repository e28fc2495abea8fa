import { describe, expect, it } from 'vitest'
import { amountOfPriceText, amountText } from './catalogue-amount'

const inr = { currencyCode: 'INR', locale: 'en-IN' }

describe('amountOfPriceText', () => {
  it('reads the amounts staff typed as price texts', () => {
    expect(amountOfPriceText('₹1,799')).toBe(1799)
    expect(amountOfPriceText('Rs. 500')).toBe(500)
    expect(amountOfPriceText('1799+')).toBe(1799)
    expect(amountOfPriceText(' ₹ 2,999.50 ')).toBe(2999.5)
    expect(amountOfPriceText('₹500/-')).toBe(500)
  })
  it('gives null (price on request) for an empty text', () => {
    expect(amountOfPriceText('')).toBeNull()
    expect(amountOfPriceText('   ')).toBeNull()
  })
  it('gives undefined for texts holding no chargeable amount', () => {
    for (const text of ['on request', '-5', '₹-5', '1e12', '₹1,799.999', '2000000', 'Call us']) {
      expect(amountOfPriceText(text), text).toBeUndefined()
    }
  })
})

describe('amountText', () => {
  it('writes an amount through the one price formatter, and nothing for on request', () => {
    expect(amountText(1799, inr)).toBe('₹1,799')
    expect(amountText(99.5, inr)).toBe('₹99.50')
    expect(amountText(null)).toBe('')
  })
})

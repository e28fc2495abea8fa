import { describe, expect, it } from 'vitest'
import { dateOnly } from './records'

describe('dateOnly', () => {
  it('writes every year with four digits, as the date schema reads it back', () => {
    expect(dateOnly(new Date(2026, 4, 1))).toBe('2026-05-01')
    const yearTwoHundredTwo = new Date(2026, 4, 1)
    yearTwoHundredTwo.setFullYear(202)
    expect(dateOnly(yearTwoHundredTwo)).toBe('0202-05-01')
    expect(dateOnly('2031-08-31')).toBe('2031-08-31')
    expect(dateOnly(null)).toBe('')
  })
})

import { describe, expect, it } from 'vitest'
import { newReferralCode } from './referral-code'

describe('newReferralCode', () => {
  it('reads like AAR-7KQ2MX and never uses letters that look like digits', () => {
    for (let i = 0; i < 2000; i++) {
      const code = newReferralCode()
      expect(code).toMatch(/^AAR-[A-Z2-9]{6}$/)
      expect(code.slice(4)).not.toMatch(/[01OIL]/)
    }
  })

  it('differs from one referral to the next', () => {
    const codes = new Set(Array.from({ length: 1000 }, newReferralCode))
    expect(codes.size).toBe(1000)
  })
})

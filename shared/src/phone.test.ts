import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatPhone, isIndianMobile, normalizePhone, phoneSearchDigits } from './phone'

describe('normalizePhone', () => {
  it('reads every way people type an Indian mobile as one E.164 number', () => {
    for (const typed of [
      '9845012345',
      '98450 12345',
      '98450-12345',
      '098450 12345',
      '919845012345',
      '91 98450 12345',
      '+91 98450 12345',
      '+91-98450-12345',
      '(+91) 98450.12345',
      '0091 98450 12345',
      ' 9845012345 ',
    ]) {
      expect(normalizePhone(typed), typed).toBe('+919845012345')
    }
  })

  it('keeps numbers from other countries written with their country code', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958')
    expect(normalizePhone('001 415 555 2671')).toBe('+14155552671')
  })

  it('refuses what no one can call or message', () => {
    for (const typed of [
      '',
      '123',
      '98450 12',
      '5845012345',
      '+91 5845012345',
      '+91 98450 123456',
      '98450123456',
      '+0 1234 5678',
      '+1234567',
      '+1234567890123456',
      'call 9845012345',
      '98450١2345',
    ]) {
      expect(normalizePhone(typed), typed).toBeNull()
    }
  })

  it('gives the same answer for a number and its normal form (idempotent)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[6-9]\d{9}$/),
        fc.constantFrom('', '0', '91', '+91', '+91 '),
        (national, prefix) => {
          const once = normalizePhone(`${prefix}${national}`)
          expect(once).toBe(`+91${national}`)
          expect(normalizePhone(once as string)).toBe(once)
        },
      ),
    )
  })
})

describe('phoneSearchDigits', () => {
  it('matches a whole number in any typed form, and a part of one by its digits', () => {
    expect(phoneSearchDigits('098450-12345')).toBe('919845012345')
    expect(phoneSearchDigits('98450 12')).toBe('9845012')
    expect('+919845012345'.includes(phoneSearchDigits('98450 12') as string)).toBe(true)
    expect(phoneSearchDigits('Asha')).toBeNull()
    expect(phoneSearchDigits('12')).toBeNull()
  })
})

describe('formatPhone and isIndianMobile', () => {
  it('groups an Indian mobile for reading and leaves other numbers as stored', () => {
    expect(formatPhone('+919845012345')).toBe('+91 98450 12345')
    expect(formatPhone('+442079460958')).toBe('+442079460958')
    expect(isIndianMobile('+919845012345')).toBe(true)
    expect(isIndianMobile('+442079460958')).toBe(false)
  })
})

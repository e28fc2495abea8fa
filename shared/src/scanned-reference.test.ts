import { describe, expect, it } from 'vitest'
import { bookingReferencesIn } from './scanned-reference'

describe('bookingReferencesIn', () => {
  it('reads a reference as typed, in any case', () => {
    expect(bookingReferencesIn(' aar-2611-0002-gqya ')).toEqual(['AAR-2611-0002-GQYA'])
    expect(bookingReferencesIn('AAR-2611-0042')).toEqual(['AAR-2611-0042'])
  })

  it("reads a scanned tube label as its booking's reference", () => {
    expect(bookingReferencesIn('AAR-2611-0002-GQYA-1')).toEqual(['AAR-2611-0002-GQYA'])
    expect(bookingReferencesIn('AAR-2611-0002-GQYA-12')).toEqual(['AAR-2611-0002-GQYA'])
    expect(bookingReferencesIn('AAR-2611-0042-3')).toEqual(['AAR-2611-0042'])
  })

  it('reads up to three digits after a reference as a tube, four characters as its guard', () => {
    expect(bookingReferencesIn('AAR-2611-0042-234')).toEqual(['AAR-2611-0042'])
    expect(bookingReferencesIn('AAR-2611-0042-2345')).toEqual(['AAR-2611-0042-2345'])
    expect(bookingReferencesIn('AAR-2611-0042-23')).toEqual(['AAR-2611-0042'])
  })

  it('names no reference for a name, a phone or part of a reference', () => {
    expect(bookingReferencesIn('Asha Rao')).toEqual([])
    expect(bookingReferencesIn('98450 12345')).toEqual([])
    expect(bookingReferencesIn('AAR-2611')).toEqual([])
    expect(bookingReferencesIn('AAR-2611-0002-GQYA-1-2')).toEqual([])
  })
})

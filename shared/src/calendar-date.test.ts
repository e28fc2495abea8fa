import { describe, expect, it } from 'vitest'
import { formatCalendarDate } from './calendar-date'

describe('formatCalendarDate', () => {
  it('writes the day as readers of the locale do, the same in every time zone', () => {
    expect(formatCalendarDate('2027-01-05', 'en-IN')).toBe('5 Jan 2027')
    expect(formatCalendarDate('2027-01-05', 'en-IN', 'long')).toBe('5 January 2027')
    // ICU versions differ on the comma before the year.
    expect(formatCalendarDate('2026-12-01', 'en-IN', 'weekday')).toMatch(/^Tue, 1 Dec,? 2026$/)
    expect(formatCalendarDate('2027-01-05T23:30:00.000Z', 'en-IN')).toBe('5 Jan 2027')
    expect(formatCalendarDate('2027-01-05', 'hi-IN', 'long')).toBe('5 जनवरी 2027')
  })

  it('gives back what is not a date', () => {
    expect(formatCalendarDate('', 'en-IN')).toBe('')
    expect(formatCalendarDate('soon', 'en-IN')).toBe('soon')
  })
})

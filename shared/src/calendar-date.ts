/** How much of a calendar date to write: '5 Jan 2027', '5 January 2027', 'Tue, 5 Jan 2027'. */
export type CalendarDateStyle = 'short' | 'long' | 'weekday'

const OPTIONS: Record<CalendarDateStyle, Intl.DateTimeFormatOptions> = {
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  weekday: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
}

/**
 * A calendar date (YYYY-MM-DD, or the date part of an ISO time) as readers of `locale` write it, the
 * same day in every time zone; anything that is not such a date comes back as it is.
 */
export function formatCalendarDate(date: string, locale: string, style: CalendarDateStyle = 'short'): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`)
  if (!/^\d{4}-\d{2}-\d{2}/.test(date) || Number.isNaN(day.getTime())) return date
  return day.toLocaleDateString(locale, { ...OPTIONS[style], timeZone: 'UTC' })
}

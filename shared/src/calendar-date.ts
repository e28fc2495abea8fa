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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * A calendar date as the lab's printed documents (invoices, receipts) write it: '28 Nov 2026', '5 Sep
 * 2026'. Fixed English month names rather than the runtime's locale data, whose Indian English spells
 * September 'Sept' in some versions and not others: a filed document reads the same from any server.
 */
export function documentDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date)
  if (!match) return date
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}`
}

import { BOOKING_DAYS_AHEAD, LAB_TIME_ZONE } from './constants'

const DAY_MS = 86_400_000
const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** Today's date and clock time where the lab is (bookings are counted in the lab's days, not UTC's). */
export function labNow(now = new Date()): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: LAB_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  )
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` }
}

/** A real calendar date (2026-02-30 is not). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false
  const parsed = new Date(`${date}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date
}

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()

/** The dates a visitor may book: today … today + BOOKING_DAYS_AHEAD in the lab's time zone. */
export function bookingWindow(now = new Date()) {
  const today = labNow(now).date
  return { first: today, last: addDays(today, BOOKING_DAYS_AHEAD) }
}

/** "Tue 24 Nov", for messages and e-mails. */
export function readableDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`)
  return `${WEEKDAY_NAMES[parsed.getUTCDay()]} ${parsed.getUTCDate()} ${MONTH_NAMES[parsed.getUTCMonth()]}`
}

export const slotLabel = (slot: { startTime: string; endTime: string }) => `${slot.startTime}–${slot.endTime}`

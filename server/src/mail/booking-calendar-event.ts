import { type Booking, BRAND_NAME, PATHS } from '@labsite/shared'

/** India keeps one offset all year: a lab time is UTC + 5:30. */
const LAB_UTC_OFFSET_MINUTES = 330

/** '2026-12-01' at '07:00' lab time as an iCalendar UTC time: 20261201T013000Z. */
function utcStamp(date: string, time: string): string {
  const [hours, minutes] = time.split(':').map(Number)
  const at = new Date(`${date}T00:00:00Z`)
  at.setUTCMinutes(hours * 60 + minutes - LAB_UTC_OFFSET_MINUTES)
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, line breaks as \n. */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** RFC 5545 §3.1: lines longer than 75 octets folded, each continuation starting with a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let current = ''
  for (const char of line) {
    if (Buffer.byteLength(current + char, 'utf8') > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ''
    }
    current += char
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/**
 * The booking's slot as a calendar event, attached to its confirmation and reminder mails
 * so the visitor's phone reminds them too. Null for a booking without a day and slot. The UID is the
 * reference, so a later mail for the same booking updates the event rather than adding one.
 */
export function bookingCalendarEvent(
  booking: Booking,
  publicUrl: string,
  description: string,
  now = new Date(),
  sequence = booking.calendarSequence ?? 0,
): string | null {
  const times = /^(\d{2}:\d{2})\D+(\d{2}:\d{2})$/.exec(booking.slotLabel)
  if (!booking.preferredDate || !times) return null
  const where = booking.collectionType === 'home' ? `Home collection, PIN ${booking.pincode}` : BRAND_NAME
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${BRAND_NAME}//Bookings//EN`,
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${booking.reference}@${new URL(publicUrl).hostname}`,
    `DTSTAMP:${now
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')}`,
    // A moved booking's event keeps its UID with a higher SEQUENCE: calendars update it in place.
    `SEQUENCE:${sequence}`,
    `DTSTART:${utcStamp(booking.preferredDate, times[1])}`,
    `DTEND:${utcStamp(booking.preferredDate, times[2])}`,
    `SUMMARY:${escapeText(`${BRAND_NAME}: ${booking.collectionType === 'home' ? 'sample collection' : 'lab visit'} ${booking.reference}`)}`,
    `LOCATION:${escapeText(where)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${publicUrl}${PATHS.trackBooking}?reference=${encodeURIComponent(booking.reference)}`,
    'BEGIN:VALARM',
    'TRIGGER:-PT2H',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(`${BRAND_NAME} ${booking.reference}`)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}

import type { StaffEvent, StaffEventNotice } from '@labsite/shared'
import type { Knex } from 'knex'
import type { Change } from '../../plugins/change-bus'

const WHAT_MAX = 60

/** "Priya Sharma" → "Priya S.": enough for the front desk to recognise, less on a lock screen. */
export function shortName(full: string): string {
  const words = full.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return 'Someone'
  const first = words[0] as string
  const last = words.length > 1 ? (words[words.length - 1] as string) : ''
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first
}

/** The first line of what was asked for, cut at a word near WHAT_MAX characters. */
export function shortWhat(text: string): string {
  const line = (text.split(/\r?\n/).find((candidate) => candidate.trim()) ?? '').trim().replace(/\s+/g, ' ')
  if (line.length <= WHAT_MAX) return line
  const cut = line.slice(0, WHAT_MAX)
  const space = cut.lastIndexOf(' ')
  return `${(space > WHAT_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** How the notice of each enquiry kind is read: its table and the columns for who and what. */
const NOTICE_SOURCES: Record<string, { table: string; who: string; what: string }> = {
  booking: { table: 'bookings', who: 'name', what: 'description' },
  'contact-message': { table: 'contact_messages', who: 'name', what: 'subject' },
}

/**
 * The event a change becomes on the stream: the change itself, plus for a new booking or message the
 * short notice a desktop alert shows. Read from the database, so it works for a change made by any
 * server process; a record already gone (deleted straight away) simply has no notice.
 */
export async function toStaffEvent(knex: Knex, change: Change): Promise<StaffEvent> {
  const event: StaffEvent = { resource: change.resource, id: change.id, kind: change.kind }
  const source = NOTICE_SOURCES[change.resource]
  if (change.kind !== 'created' || !source || !change.id) return event
  const row = await knex(source.table).select(source.who, source.what).where({ id: change.id }).first()
  if (!row) return event
  const notice: StaffEventNotice = { who: shortName(row[source.who]), what: shortWhat(row[source.what]) }
  return { ...event, notice }
}

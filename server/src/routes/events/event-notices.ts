import type { StaffEvent, StaffEventNotice } from '@labsite/shared'
import type { Change } from '../../plugins/change-bus'
import type { BookingsRepository } from '../bookings/bookings-repository'
import type { ContactMessagesRepository } from '../contact-messages/contact-messages-repository'

const WHAT_MAX = 60

/** "Priya Sharma" → "Priya S.": enough for the front desk to recognise, less on a lock screen. */
export function shortName(full: string): string {
  const words = full.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return 'Someone'
  const first = words[0]
  const last = words.length > 1 ? words[words.length - 1] : ''
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

/** Where the notice of each enquiry kind is read: who sent it and what it is about. */
export type NoticeSources = Record<string, (id: string) => Promise<{ who: string; what: string } | null>>

/** The notice sources of the two enquiries staff are alerted to, each read through its repository. */
export function noticeSources(repositories: {
  bookings: Pick<BookingsRepository, 'findRow'>
  contactMessages: Pick<ContactMessagesRepository, 'findById'>
}): NoticeSources {
  return {
    booking: async (id) => {
      const row = await repositories.bookings.findRow({ id })
      return row && { who: row.name, what: row.description }
    },
    'contact-message': async (id) => {
      const message = await repositories.contactMessages.findById(id)
      return message && { who: message.name, what: message.subject }
    },
  }
}

/**
 * The event a change becomes on the stream: the change itself, plus for a new booking or message the
 * short notice a desktop alert shows. Read from the database, so it works for a change made by any
 * server process; a record already gone (deleted straight away) simply has no notice.
 */
export async function toStaffEvent(sources: NoticeSources, change: Change): Promise<StaffEvent> {
  const event: StaffEvent = { resource: change.resource, id: change.id, kind: change.kind }
  const source = sources[change.resource]
  if (change.kind !== 'created' || !source || !change.id) return event
  const found = await source(change.id)
  if (!found) return event
  const notice: StaffEventNotice = { who: shortName(found.who), what: shortWhat(found.what) }
  return { ...event, notice }
}

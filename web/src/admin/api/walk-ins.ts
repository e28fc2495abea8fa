import type { Booking, FamilyMemberRequest, SlotsAnswer } from '@labsite/shared'
import { bookingsList } from './enquiries'
import { adminKeys } from './query-keys'
import { type AdminMutation, type AdminRead, readOf } from './requests'

/** What the desk types for a walk-in; the server makes it a lab visit today (`source: "walk-in"`). */
export interface WalkInFields {
  name: string
  phone: string
  /** Left out when the patient has none: nothing is made up to fill it. */
  email?: string
  /** Left out for the usual walk-in at the lab. */
  address?: string
  /** The desk's notes, left out when there are none. */
  description?: string
  /** The patient with age and sex (for the sample labels) and the tests they take. */
  members: [FamilyMemberRequest]
  /** Absent: a walk-in without a slot, seen now. */
  slotId?: string
}

/**
 * POST /consult/consultation with `source: "walk-in"` and the staff token: the same booking POST as
 * the public form. One idempotency key per opened form, so a replay by the desktop queue books once.
 */
export const registerWalkIn = (fields: WalkInFields, idempotencyKey: string): AdminMutation => ({
  write: {
    method: 'POST',
    path: 'consult/consultation',
    json: { ...fields, source: 'walk-in' },
    idempotencyKey,
    label: `Register the walk-in ${fields.name}`,
  },
  invalidates: [adminKeys.bookings],
})

/** GET /slots?date=: the day's lab slots and the places left in each (the public calendar's read). */
export const slotsOfDayQuery = (date: string): AdminRead<SlotsAnswer> =>
  readOf<SlotsAnswer>([...adminKeys.slotsOfDay, date], `slots?date=${date}`)

/**
 * The first bookings matching what the desk types for a walk-in (a phone, a name, a reference), cached
 * under the bookings' key: a booking stored meanwhile is found on the next keystroke.
 */
export const pastBookingsQuery = (q: string): AdminRead<Booking[]> => ({
  key: [...adminKeys.bookings, 'past-patients', q],
  load: async (client) => ({
    data: (await bookingsList.fetchPage(client, { limit: 10, offset: 0, q })).items,
    version: undefined,
  }),
})

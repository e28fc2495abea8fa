import { httpErrors } from '@fastify/sensible'
import type { BookingFields } from '@labsite/shared'
import type { Knex } from 'knex'
import type { CalendarRepository } from './calendar-repository'
import { bookingWindow, isCalendarDate, readableDate, slotLabel, weekdayOf } from './lab-calendar'

export interface WhenAndWhere {
  collectionType: 'home' | 'lab' | null
  preferredDate: string | null
  slotId: string | null
  slotLabel: string
  pincode: string | null
}

/** The part of a booking's fields these rules read. */
export type WhenAndWhereFields = Pick<
  BookingFields,
  'collectionType' | 'preferredDate' | 'slotId' | 'pincode'
>

const NONE: WhenAndWhere = {
  collectionType: null,
  preferredDate: null,
  slotId: null,
  slotLabel: '',
  pincode: null,
}

/**
 * Checks what can be checked before the transaction: a date in today … +14 days that the lab has not
 * closed, and for home collection a serviceable PIN code. Older clients send none of it.
 */
export async function checkWhenAndWhere(
  calendar: CalendarRepository,
  fields: WhenAndWhereFields,
  trx?: Knex.Transaction,
) {
  const { collectionType, preferredDate, slotId, pincode } = fields
  if (!collectionType && !preferredDate && !slotId) {
    if (pincode) throw httpErrors.badRequest('collectionType is required with a pincode')
    return
  }
  if (!collectionType) throw httpErrors.badRequest('collectionType is required: home or lab')
  if (!preferredDate) throw httpErrors.badRequest('preferredDate is required (YYYY-MM-DD)')
  if (!slotId) throw httpErrors.badRequest('slotId is required: choose a time slot')
  if (!isCalendarDate(preferredDate))
    throw httpErrors.badRequest(`preferredDate ${preferredDate} is not a date`)
  const { first, last } = bookingWindow()
  if (preferredDate < first || preferredDate > last) {
    throw httpErrors.badRequest(`preferredDate must be between ${first} and ${last}`)
  }
  const closed = await calendar.closedReason(preferredDate, trx)
  if (closed !== null) {
    throw httpErrors.badRequest(
      `The lab is closed on ${readableDate(preferredDate)} (${closed}); please choose another day`,
    )
  }
  if (collectionType === 'home') {
    if (!pincode) throw httpErrors.badRequest('pincode is required for home collection')
    if (!(await calendar.findPincode(pincode, trx))) {
      throw httpErrors.badRequest(`Not yet at ${pincode} — visit a lab or call us`)
    }
  }
}

/**
 * Takes a place in the chosen slot inside the booking's transaction. The slot row is locked first, so
 * bookings racing for the last place queue: the first gets it, the others a 409 naming free slots.
 */
export async function takeSlot(
  trx: Knex.Transaction,
  calendar: CalendarRepository,
  fields: WhenAndWhereFields,
): Promise<WhenAndWhere> {
  const { collectionType, preferredDate, slotId } = fields
  if (!collectionType || !preferredDate || !slotId) return NONE
  const slot = await calendar.lockSlot(slotId, trx)
  if (!slot || slot.weekday !== weekdayOf(preferredDate)) {
    throw httpErrors.badRequest(
      `There is no such time slot on ${readableDate(preferredDate)}; please choose again`,
    )
  }
  const taken = await calendar.placesTaken(slot.id, preferredDate, trx)
  if (taken >= slot.capacity) {
    const next = await calendar.nextFreeSlots(preferredDate, 3, trx)
    const offer =
      next.length > 0
        ? `Next free slots: ${next.map(({ date, slot: free }) => `${readableDate(date)} ${free.label}`).join(', ')}`
        : 'There are no free slots in the next two weeks; please call us'
    throw httpErrors.conflict(
      `The ${slotLabel(slot)} slot on ${readableDate(preferredDate)} has just been fully booked. ${offer}.`,
    )
  }
  return {
    collectionType,
    preferredDate,
    slotId: slot.id,
    slotLabel: slotLabel(slot),
    // A lab visit is not collected anywhere: a PIN code typed before switching to it is not kept.
    pincode: collectionType === 'home' ? (fields.pincode ?? null) : null,
  }
}

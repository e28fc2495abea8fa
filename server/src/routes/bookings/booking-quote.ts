import {
  type BookedMember,
  type BookingItem,
  type BookingItemRef,
  type BookingTotal,
  bookingTotal,
  type CollectionFeeRule,
  type CollectionType,
  collectionFeeFor,
  type FamilyMemberRequest,
  itemsAfterDiscount,
  type PriceFormat,
  peopleBooked,
} from '@labsite/shared'
import type { Knex } from 'knex'
import { bookingPricing } from './booking-items'
import { pricedBooking } from './booking-members'

/** What a booking is for, priced from the catalogue as it is now, and the rules it is totalled by. */
export interface PricedLines {
  items: BookingItem[]
  members: BookedMember[]
  /** How many people: the named members, else the count sent (at least one). */
  familyMembers: number
  format: PriceFormat
  feeRule: CollectionFeeRule
}

export type BookingSent = {
  items?: readonly BookingItemRef[]
  members?: readonly FamilyMemberRequest[]
  familyMembers?: number
}

/** Reads each sent item's price from the catalogue (refusing unknown or unpublished ones by name). */
export async function priceLines(knex: Knex, sent: BookingSent): Promise<PricedLines> {
  const { format, feeRule } = await bookingPricing(knex)
  const { items, members } = await pricedBooking(knex, sent, format)
  const familyMembers = peopleBooked({ items, members, familyMembers: sent.familyMembers ?? 1 })
  return { items, members, familyMembers, format, feeRule }
}

/**
 * THE price of a booking: the quote answers it, and a booking stores its fee and checks the visitor's
 * expected total with it. The total itself is the shared rule (bookingTotal), which a stored booking
 * is read back with as well.
 */
export function totalOf(
  lines: PricedLines,
  collectionType: CollectionType | null,
): { collectionFee: number; total: BookingTotal } {
  const collectionFee = collectionFeeFor(lines.feeRule, collectionType, itemsAfterDiscount(lines))
  return {
    collectionFee,
    total: bookingTotal({ ...lines, collectionFee, currency: lines.format.currencyCode }),
  }
}

/** A quote: what booking these items for these people with this collection would cost now. */
export async function quoteBooking(
  knex: Knex,
  sent: BookingSent & { collectionType?: CollectionType },
): Promise<BookingTotal> {
  return totalOf(await priceLines(knex, sent), sent.collectionType ?? null).total
}

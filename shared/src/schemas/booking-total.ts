import { type Static, Type } from 'typebox'
import { BULK_DISCOUNT_PERCENT } from '../constants'

/**
 * The lab's home-collection fee: `amount` for a home collection, waived when what is booked
 * comes to `freeAbove` or more after the family discount (0: never waived). Lab visits cost nothing.
 */
export const CollectionFeeRule = Type.Object({
  amount: Type.Number({ minimum: 0, maximum: 100_000 }),
  freeAbove: Type.Number({ minimum: 0, maximum: 10_000_000 }),
})
export type CollectionFeeRule = Static<typeof CollectionFeeRule>

/** A booking's total with its parts, in the site currency at the time of booking. */
export const BookingTotal = Type.Object({
  items: Type.Number({ description: 'the booked items for every family member, before the discount' }),
  familyDiscount: Type.Number({
    description: `${BULK_DISCOUNT_PERCENT}% of items from 3 members on, else 0`,
  }),
  collectionFee: Type.Number(),
  total: Type.Number(),
  currency: Type.String({ description: 'ISO 4217 code, e.g. INR' }),
  priceOnRequest: Type.Boolean({ description: 'an item has no numeric price: staff confirm the total' }),
})
export type BookingTotal = Static<typeof BookingTotal>

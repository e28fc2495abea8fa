import { BULK_DISCOUNT_PERCENT } from './constants'
import { familyDiscountApplies } from './rules'
import type { BookingTotal, CollectionFeeRule } from './schemas/booking-total'

export * from './schemas/booking-total'

export const DEFAULT_COLLECTION_FEE_RULE: CollectionFeeRule = { amount: 0, freeAbove: 0 }

/** Money in the currency's minor unit, so 15 % of ₹1,799 is ₹269.85 and not a float's 269.84999. */
export const roundMoney = (value: number) => Math.round(value * 100) / 100
const money = roundMoney

type Priced = { amount?: number | null }

/**
 * Who takes what: each named family member their own items; a booking without named
 * members (a client or a booking from before them) has `familyMembers` people each taking every item.
 */
export type BookingLines = {
  items: readonly Priced[]
  familyMembers: number
  members?: readonly { items: readonly Priced[] }[]
}

/** How many people a booking is for: its named members, else its count (at least one). */
export const peopleBooked = (lines: BookingLines): number =>
  lines.members && lines.members.length > 0 ? lines.members.length : Math.max(1, lines.familyMembers)

/** Every item charged: each member's own items, or every item once per family member. */
function chargedItems(lines: BookingLines): Priced[] {
  if (lines.members && lines.members.length > 0) return lines.members.flatMap((member) => member.items)
  return Array.from({ length: peopleBooked(lines) }, () => lines.items).flat()
}

/** On the gross: BULK_DISCOUNT_PERCENT of the items from BULK_DISCOUNT_MIN_MEMBERS people on. */
function grossAndDiscount(lines: BookingLines): [gross: number, discount: number] {
  const gross = money(chargedItems(lines).reduce((sum, item) => sum + (item.amount ?? 0), 0))
  const discount = familyDiscountApplies(peopleBooked(lines))
    ? money((gross * BULK_DISCOUNT_PERCENT) / 100)
    : 0
  return [gross, discount]
}

/** What is booked after the family discount: the amount the fee rule looks at. */
export function itemsAfterDiscount(lines: BookingLines): number {
  const [gross, discount] = grossAndDiscount(lines)
  return money(gross - discount)
}

/** The fee a booking pays for its collection under `rule`. */
export function collectionFeeFor(
  rule: CollectionFeeRule,
  collectionType: 'home' | 'lab' | null,
  netItems: number,
): number {
  if (collectionType !== 'home') return 0
  return rule.freeAbove > 0 && netItems >= rule.freeAbove ? 0 : money(rule.amount)
}

/**
 * The booking's total in one place: each member's items (or, without named members, every item for
 * each of `familyMembers`); from BULK_DISCOUNT_MIN_MEMBERS people BULK_DISCOUNT_PERCENT comes off the
 * items; then the collection fee.
 */
export function bookingTotal(
  input: BookingLines & { collectionFee: number; currency: string },
): BookingTotal {
  const [gross, discount] = grossAndDiscount(input)
  const priced = input.members && input.members.length > 0 ? chargedItems(input) : input.items
  return {
    items: gross,
    familyDiscount: discount,
    collectionFee: input.collectionFee,
    total: money(gross - discount + input.collectionFee),
    currency: input.currency,
    priceOnRequest: priced.some((item) => item.amount === null || item.amount === undefined),
  }
}

import { ageAndSex } from './rules'
import type { BookedMember, BookingItem } from './schemas/booking-choices'

type Booked = { items: readonly BookingItem[]; members?: readonly BookedMember[] }

/** A booked family member as staff, mails and invoices name them: "Asha Rao (34Y/F)". */
export const memberTitle = (member: BookedMember) => `${member.name} (${ageAndSex(member)})`

/**
 * What a booking lists as booked (mails, the admin, the board): one line per item, or with named
 * family members one line per member with the items they take, e.g.
 * "Asha Rao (34Y/F): Lipid Profile (₹600), TSH (₹300)".
 */
export function bookedItemLines(booking: Booked, withPrices = true): string[] {
  const item = (entry: BookingItem) => (withPrices ? `${entry.name} (${entry.price})` : entry.name)
  if (!booking.members || booking.members.length === 0) return booking.items.map(item)
  return booking.members.map((member) => `${memberTitle(member)}: ${member.items.map(item).join(', ')}`)
}

/**
 * An invoice's rows: each item for each person who takes it. With named members one row per member and
 * item (one person); a booking made with a count, one row per item for `familyMembers` persons.
 */
export function invoiceRows(
  booking: Booked & { familyMembers: number },
): { name: string; persons: number; price: string; amount: number | null }[] {
  if (!booking.members || booking.members.length === 0) {
    return booking.items.map((entry) => ({
      name: entry.name,
      persons: booking.familyMembers,
      price: entry.price,
      amount: entry.amount ?? null,
    }))
  }
  return booking.members.flatMap((member) =>
    member.items.map((entry) => ({
      name: `${entry.name} — ${memberTitle(member)}`,
      persons: 1,
      price: entry.price,
      amount: entry.amount ?? null,
    })),
  )
}

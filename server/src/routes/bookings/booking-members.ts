import { httpErrors } from '@fastify/sensible'
import type {
  BookedMember,
  BookingItem,
  BookingItemRef,
  FamilyMemberRequest,
  PriceFormat,
} from '@labsite/shared'
import type { Knex } from 'knex'
import { snapshotItems } from './booking-items'

const keyOf = (item: Pick<BookingItemRef, 'type' | 'id'>) => `${item.type} ${item.id.toLowerCase()}`

/**
 * What a booking is for, priced as booked: without named members, its `items` (each of
 * `familyMembers` takes every one, the older way); with them, each member's own items, and the
 * booking's `items` are everything someone takes. An item sent in `items` that no member takes would
 * be booked for nobody: it is refused by name.
 */
export async function pricedBooking(
  knex: Knex,
  sent: { items?: readonly BookingItemRef[]; members?: readonly FamilyMemberRequest[] },
  format: PriceFormat,
): Promise<{ items: BookingItem[]; members: BookedMember[] }> {
  if (!sent.members) return { items: await snapshotItems(knex, sent.items ?? [], format), members: [] }
  const members = await Promise.all(
    sent.members.map(async (member, index) => ({
      name: member.name.trim(),
      age: member.age,
      sex: member.sex,
      items: await snapshotItems(knex, member.items, format, `members/${index}/items`),
    })),
  )
  members.forEach((member, index) => {
    if (!member.name) throw httpErrors.badRequest(`members/${index}/name: a member needs a name`)
  })
  const taken = new Map<string, BookingItem>()
  for (const item of members.flatMap((member) => member.items)) {
    if (!taken.has(keyOf(item))) taken.set(keyOf(item), item)
  }
  const untaken = (sent.items ?? []).findIndex((ref) => !taken.has(keyOf(ref)))
  if (untaken >= 0) {
    throw httpErrors.badRequest(
      `items/${untaken}: no member takes it; add it to a member's items or leave it out`,
    )
  }
  return { items: [...taken.values()], members }
}

import type { BookingListQuery } from '@labsite/shared'
import { bookingReferencesIn } from '@labsite/shared'
import type { Knex } from 'knex'
import { type ListFilters, phoneColumn } from '../../lib/kits/list-filters'

/** The front desk's filters of the staff list and its CSV export (besides `q` and `status`). */
type BookingFilters = Pick<BookingListQuery, 'preferredDate' | 'slotId' | 'collectionType'>

/** The staff list's filters (`?preferredDate&slotId&collectionType&sort` besides the common ones). */
export type BookingListFilters = ListFilters & BookingFilters & Pick<BookingListQuery, 'sort'>

/** The references a search names (see byReference), matched exactly instead of `q`'s "contains". */
export type ReferenceFilter = { references?: string[] }

/**
 * A search for what the patient hands over — the reference on the slip or receipt, or the code a
 * scanner reads off a tube label (`<reference>-<tube>`) — finds that booking exactly, in any case:
 * "contains" would also list AAR-2611-00021 for AAR-2611-0002. Any other text searches as before.
 */
export function byReference<F extends BookingListFilters>(filters: F): F & ReferenceFilter {
  const references = filters.q ? bookingReferencesIn(filters.q) : []
  return references.length === 0 ? filters : { ...filters, q: undefined, references }
}

/** Narrows `query` to the front desk's filters (the list and the CSV export alike; `q`, `status` come after). */
export function narrowToBookings(
  query: Knex.QueryBuilder,
  filters: BookingFilters & ReferenceFilter,
): Knex.QueryBuilder {
  // References are stored upper-case (booking-reference.ts), as bookingReferencesIn answers them.
  if (filters.references) query.whereIn('reference', filters.references)
  if (filters.preferredDate) query.where('preferred_date', filters.preferredDate)
  if (filters.slotId) query.where('slot_id', filters.slotId)
  if (filters.collectionType) query.where('collection_type', filters.collectionType)
  return query
}

/** The front desk's day: by preferred date, then slot start (a booking without a slot, '', comes first). */
export const SLOT_ORDER = [
  { column: 'preferred_date', order: 'asc' as const },
  { column: 'slot_label', order: 'asc' as const },
  { column: 'created_at', order: 'asc' as const },
  { column: 'id', order: 'asc' as const },
]

export const SEARCH_COLUMNS = ['name', 'email', phoneColumn('phone'), 'description']

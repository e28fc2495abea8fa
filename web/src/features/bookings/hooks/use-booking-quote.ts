import {
  type BookingItem,
  type CollectionType,
  PINCODE_PATTERN,
  type Quote,
  type QuoteRequest,
} from '@labsite/shared'
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query'
import { getBookingQuote } from '../api/booking-quote'
import { type BasketMember, membersToSend } from '../stores/booking-basket'

const PINCODE = new RegExp(PINCODE_PATTERN)

export type QuoteInput = {
  items: readonly BookingItem[]
  members: readonly BasketMember[]
  /** Known once a day is chosen (a booking without one has no collection yet, so no fee). */
  collectionType?: CollectionType | null
  pincode?: string
}

/**
 * What the quote is asked for: the basket's items, or its members with what each takes. A member still
 * being filled in is priced all the same (the quote needs no name); one who takes nothing yet is left
 * out, as their booking would be refused until they do.
 */
export function quoteRequestOf({ items, members, collectionType, pincode }: QuoteInput): QuoteRequest | null {
  if (items.length === 0) return null
  const taking = membersToSend(items, members)
    .map((member, index) => ({ ...member, name: member.name || String(index + 1) }))
    .filter((member) => member.items.length > 0)
  const code = (pincode ?? '').trim()
  return {
    ...(taking.length > 0 ? { members: taking } : { items: items.map(({ type, id }) => ({ type, id })) }),
    ...(collectionType ? { collectionType } : {}),
    ...(collectionType === 'home' && PINCODE.test(code) ? { pincode: code } : {}),
  }
}

const quoteKey = (request: QuoteRequest | null) => ['booking-quote', request] as const

/** The server's quote of the basket, asked again whenever the basket, its members or the collection change. */
export function useBookingQuote(input: QuoteInput) {
  const request = quoteRequestOf(input)
  return useQuery<Quote>({
    queryKey: quoteKey(request),
    queryFn: () => getBookingQuote(request as QuoteRequest),
    enabled: request !== null,
    // The last total stays on screen while the next is asked for, rather than a blank.
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

/** A booking refused because its total moved: the review shows the server's new total at once. */
export function showMovedTotal(client: QueryClient, input: QuoteInput, quote: Quote) {
  client.setQueryData(quoteKey(quoteRequestOf(input)), quote)
}

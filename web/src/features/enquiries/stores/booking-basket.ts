import type { BookingItem } from '@labsite/shared'
import { MAX_BOOKING_ITEMS } from '@labsite/shared'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'

/** A booking made in this browser: its reference and the secret that claims it for an account later. */
export type BookingClaim = { reference: string; claimToken: string }

type BasketState = {
  items: BookingItem[]
  familyMembers: number
  /** Bookings made here while signed out, until they are claimed by an account. */
  claims: BookingClaim[]
  add: (item: BookingItem) => void
  remove: (item: Pick<BookingItem, 'type' | 'id'>) => void
  setFamilyMembers: (members: number) => void
  /** After a booking is stored: the basket empties, and a guest booking is remembered for claiming. */
  booked: (claim: BookingClaim | null) => void
  forgetClaims: (references: readonly string[]) => void
}

const same = (a: Pick<BookingItem, 'type' | 'id'>, b: Pick<BookingItem, 'type' | 'id'>) =>
  a.type === b.type && a.id === b.id

/**
 * The booking basket (issue 13): what the visitor chose with "Book Now", kept in the browser's local
 * storage until the booking is sent, so several packages can be booked together across pages.
 */
export const useBookingBasket = create<BasketState>()(
  persist(
    (set) => ({
      items: [],
      familyMembers: 1,
      claims: [],
      add: (item) =>
        set((state) =>
          state.items.some((held) => same(held, item)) || state.items.length >= MAX_BOOKING_ITEMS
            ? state
            : { items: [...state.items, item] },
        ),
      remove: (item) => set((state) => ({ items: state.items.filter((held) => !same(held, item)) })),
      setFamilyMembers: (familyMembers) => set({ familyMembers }),
      booked: (claim) =>
        set((state) => ({
          items: [],
          familyMembers: 1,
          claims: claim ? [...state.claims, claim].slice(-20) : state.claims,
        })),
      forgetClaims: (references) =>
        set((state) => ({ claims: state.claims.filter((claim) => !references.includes(claim.reference)) })),
    }),
    { name: 'booking-basket', version: 1 },
  ),
)

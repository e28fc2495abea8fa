import type { BookingItem, PatientSex } from '@labsite/shared'
import { MAX_BOOKING_ITEMS, MAX_FAMILY_MEMBERS } from '@labsite/shared'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'

/** A booking made in this browser: its reference and the secret that claims it for an account later. */
export type BookingClaim = { reference: string; claimToken: string }

/** An item of the basket as a member's choice names it. */
export const itemKey = (item: Pick<BookingItem, 'type' | 'id'>) => `${item.type}:${item.id}`

/**
 * A family member being filled in: name, age, sex and which of the basket's items they
 * take (by itemKey). Age and sex stay empty until typed.
 */
export type BasketMember = { name: string; age: number | null; sex: PatientSex | null; items: string[] }

type BasketState = {
  items: BookingItem[]
  /** Who the booking is for when it is for a family; empty: for the person booking, every item. */
  members: BasketMember[]
  /** Bookings made here while signed out, until they are claimed by an account. */
  claims: BookingClaim[]
  add: (item: BookingItem) => void
  remove: (item: Pick<BookingItem, 'type' | 'id'>) => void
  /** A new member takes every item of the basket until told otherwise. */
  addMember: () => void
  updateMember: (index: number, change: Partial<BasketMember>) => void
  removeMember: (index: number) => void
  /** After a booking is stored: the basket empties, and a guest booking is remembered for claiming. */
  booked: (claim: BookingClaim | null) => void
  forgetClaims: (references: readonly string[]) => void
}

const same = (a: Pick<BookingItem, 'type' | 'id'>, b: Pick<BookingItem, 'type' | 'id'>) =>
  a.type === b.type && a.id === b.id

/**
 * The booking basket: what the visitor chose with "Book Now", kept in the browser's local
 * storage until the booking is sent, so several packages can be booked together across pages.
 */
export const useBookingBasket = create<BasketState>()(
  persist(
    (set) => ({
      items: [],
      members: [],
      claims: [],
      add: (item) =>
        set((state) =>
          state.items.some((held) => same(held, item)) || state.items.length >= MAX_BOOKING_ITEMS
            ? state
            : { items: [...state.items, item] },
        ),
      remove: (item) =>
        set((state) => ({
          items: state.items.filter((held) => !same(held, item)),
          members: state.members.map((member) => ({
            ...member,
            items: member.items.filter((key) => key !== itemKey(item)),
          })),
        })),
      addMember: () =>
        set((state) =>
          state.members.length >= MAX_FAMILY_MEMBERS
            ? state
            : {
                members: [
                  ...state.members,
                  { name: '', age: null, sex: null, items: state.items.map(itemKey) },
                ],
              },
        ),
      updateMember: (index, change) =>
        set((state) => ({
          members: state.members.map((member, at) => (at === index ? { ...member, ...change } : member)),
        })),
      removeMember: (index) => set((state) => ({ members: state.members.filter((_, at) => at !== index) })),
      booked: (claim) =>
        set((state) => ({
          items: [],
          members: [],
          claims: claim ? [...state.claims, claim].slice(-20) : state.claims,
        })),
      forgetClaims: (references) =>
        set((state) => ({ claims: state.claims.filter((claim) => !references.includes(claim.reference)) })),
    }),
    {
      name: 'booking-basket',
      version: 2,
      // Version 1 held a count of family members: the visitor names them now, so the count goes.
      migrate: (stored) => {
        const { familyMembers: _count, ...rest } = (stored ?? {}) as Record<string, unknown>
        return { members: [], ...rest } as unknown as BasketState
      },
    },
  ),
)

/** The members as the booking sends them, each with the basket items they take. */
export function membersToSend(items: readonly BookingItem[], members: readonly BasketMember[]) {
  return members.map((member) => ({
    name: member.name.trim(),
    age: member.age ?? 0,
    sex: member.sex ?? 'other',
    items: items.filter((item) => member.items.includes(itemKey(item))).map(({ type, id }) => ({ type, id })),
  }))
}

/** What stops the members from being booked, as i18n keys with the member's number; [] when none. */
export function memberProblems(members: readonly BasketMember[]): { member: number; problem: string }[] {
  return members.flatMap((member, index) => {
    const problems: string[] = []
    if (!member.name.trim()) problems.push('basket.memberNameRequired')
    if (member.age === null) problems.push('basket.memberAgeRequired')
    if (!member.sex) problems.push('basket.memberSexRequired')
    if (member.items.length === 0) problems.push('basket.memberItemsRequired')
    return problems.map((problem) => ({ member: index + 1, problem }))
  })
}

import { describe, expect, it } from 'vitest'
import { bookingTotal, collectionFeeFor, itemsAfterDiscount } from './booking-total'

const items = [{ amount: 1799 }, { amount: 499 }]

describe('bookingTotal', () => {
  it('adds the items for one person, with no discount and the fee as given', () => {
    expect(bookingTotal({ items, familyMembers: 1, collectionFee: 100, currency: 'INR' })).toEqual({
      items: 2298,
      familyDiscount: 0,
      collectionFee: 100,
      total: 2398,
      currency: 'INR',
      priceOnRequest: false,
    })
  })

  it('takes 15 % off from three family members, to the paisa', () => {
    const total = bookingTotal({
      items: [{ amount: 1799 }],
      familyMembers: 3,
      collectionFee: 0,
      currency: 'INR',
    })
    expect(total).toMatchObject({ items: 5397, familyDiscount: 809.55, total: 4587.45 })
    expect(
      bookingTotal({ items: [{ amount: 1799 }], familyMembers: 2, collectionFee: 0, currency: 'INR' })
        .familyDiscount,
    ).toBe(0)
  })

  it('adds what each named member takes, and applies the discount from three members by count of people', () => {
    const members = [
      { items: [{ amount: 1799 }, { amount: 499 }] },
      { items: [{ amount: 499 }] },
      { items: [{ amount: 1000 }] },
    ]
    expect(
      bookingTotal({ items, familyMembers: 1, members, collectionFee: 150, currency: 'INR' }),
    ).toMatchObject({ items: 3797, familyDiscount: 569.55, collectionFee: 150, total: 3377.45 })
    const two = bookingTotal({
      items,
      familyMembers: 5,
      members: members.slice(0, 2),
      collectionFee: 0,
      currency: 'INR',
    })
    // Named members win over an older count sent alongside: two people, no discount.
    expect(two).toMatchObject({ items: 2797, familyDiscount: 0, total: 2797 })
  })

  it('says when an item has no numeric price', () => {
    expect(
      bookingTotal({ items: [{ amount: null }], familyMembers: 1, collectionFee: 0, currency: 'INR' })
        .priceOnRequest,
    ).toBe(true)
  })
})

describe('collectionFeeFor', () => {
  const rule = { amount: 150, freeAbove: 2000 }
  it('charges a home collection under the threshold, waives it from the threshold on, never a lab visit', () => {
    expect(collectionFeeFor(rule, 'home', 1999)).toBe(150)
    expect(collectionFeeFor(rule, 'home', 2000)).toBe(0)
    expect(collectionFeeFor(rule, 'lab', 10)).toBe(0)
    expect(collectionFeeFor({ amount: 150, freeAbove: 0 }, 'home', 1_000_000)).toBe(150)
  })
  it('looks at the items after the family discount', () => {
    expect(itemsAfterDiscount({ items: [{ amount: 800 }], familyMembers: 3 })).toBe(2040)
    expect(
      itemsAfterDiscount({
        items: [],
        familyMembers: 1,
        members: [{ items: [{ amount: 800 }] }, { items: [{ amount: 800 }] }, { items: [] }],
      }),
    ).toBe(1360)
  })
})

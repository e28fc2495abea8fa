import { describe, expect, it } from 'vitest'
import { orderDue } from './order-rule'

const total = {
  items: 500,
  familyDiscount: 0,
  collectionFee: 0,
  total: 500,
  currency: 'INR',
  priceOnRequest: false,
}
const booking = { reference: 'LAB-7', status: 'confirmed' as const, total }

describe('an online order for a booking', () => {
  it("is for the booking's balance due, in minor units", () => {
    expect(orderDue(booking, { balance: 249.5 })).toEqual({ due: 24950 })
  })

  it('is refused when nothing is due', () => {
    expect(orderDue(booking, { balance: 0 })).toEqual({ conflict: 'Booking LAB-7 is paid: nothing is due' })
    expect(orderDue(booking, { balance: -10 })).toEqual({ conflict: 'Booking LAB-7 is paid: nothing is due' })
  })

  it('is refused for a cancelled booking', () => {
    expect(orderDue({ ...booking, status: 'cancelled' }, { balance: 500 })).toEqual({
      conflict: 'Booking LAB-7 is cancelled: there is nothing to pay',
    })
  })

  it('waits for the lab to confirm a total with an item priced on request', () => {
    const onRequest = { ...booking, total: { ...total, priceOnRequest: true } }
    expect(orderDue(onRequest, { balance: 500 })).toEqual({
      conflict: 'Booking LAB-7 has an item priced on request: the lab confirms the total before you pay',
    })
  })
})

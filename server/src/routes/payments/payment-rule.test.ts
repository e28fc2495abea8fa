import type { PaymentEntry, PaymentLedger } from '@labsite/shared'
import { describe, expect, it } from 'vitest'
import { paymentRefusal } from './payment-rule'

const total = {
  items: 500,
  familyDiscount: 0,
  collectionFee: 0,
  total: 500,
  currency: 'INR',
  priceOnRequest: false,
}
const booking = { reference: 'LAB-7', status: 'confirmed' as const, total }

const paid = (id: string, method: PaymentEntry['method'], amount: number): PaymentEntry => ({
  id,
  bookingId: '00000000-0000-4000-8000-000000000001',
  kind: 'payment',
  method,
  amount,
  currency: 'INR',
  reference: '',
  reverses: null,
  reason: '',
  refunded: 0,
  createdBy: { id: null, name: 'Priya' },
  createdAt: '2026-11-28T09:00:00.000Z',
  balanceAfter: 500 - amount,
})
const ledgerWith = (...entries: PaymentEntry[]): PaymentLedger => {
  const sum = entries.reduce((all, entry) => all + entry.amount, 0)
  return { entries, paid: sum, balance: 500 - sum, total: 500, currency: 'INR' }
}

describe('a payment recorded at the desk', () => {
  it('is taken up to the balance due, in minor units', () => {
    expect(paymentRefusal(booking, ledgerWith(), { method: 'cash', amount: 249.5 }, 'staff')).toEqual({
      minor: 24950,
    })
  })

  it('is refused above the balance due, naming both amounts', () => {
    const answer = paymentRefusal(
      booking,
      ledgerWith(paid('p1', 'cash', 400)),
      { method: 'cash', amount: 150 },
      'staff',
    )
    expect(answer).toEqual({
      refused: { statusCode: 400, message: expect.stringMatching(/more than the balance due/) },
    })
  })

  it('may exceed the total when an item is priced on request', () => {
    const onRequest = { ...booking, total: { ...total, priceOnRequest: true } }
    expect(paymentRefusal(onRequest, ledgerWith(), { method: 'cash', amount: 900 }, 'staff')).toEqual({
      minor: 90000,
    })
  })

  it('is refused with more than two decimals, or less than a paisa', () => {
    expect(paymentRefusal(booking, ledgerWith(), { method: 'cash', amount: 1.234 }, 'staff')).toEqual({
      refused: { statusCode: 400, message: 'amount must have at most two decimals (e.g. 249.50)' },
    })
    expect(paymentRefusal(booking, ledgerWith(), { method: 'cash', amount: 0.000000001 }, 'staff')).toEqual({
      refused: { statusCode: 400, message: 'amount must be at least 0.01' },
    })
  })

  it("is refused in another currency than the booking's", () => {
    const answer = paymentRefusal(
      booking,
      ledgerWith(),
      { method: 'cash', amount: 10, currency: 'usd' },
      'staff',
    )
    expect(answer).toEqual({
      refused: { statusCode: 400, message: "currency usd is not this booking's: it is paid in INR" },
    })
  })

  it('by UPI needs its transaction id', () => {
    const answer = paymentRefusal(
      booking,
      ledgerWith(),
      { method: 'upi', amount: 10, reference: '  ' },
      'staff',
    )
    expect(answer).toEqual({
      refused: { statusCode: 400, message: 'reference is required for UPI: the transaction id' },
    })
  })

  it('is refused on a cancelled booking, while a refund there is not', () => {
    const cancelled = { ...booking, status: 'cancelled' as const }
    const ledger = ledgerWith(paid('p1', 'cash', 100))
    expect(paymentRefusal(cancelled, ledger, { method: 'cash', amount: 10 }, 'admin')).toEqual({
      refused: { statusCode: 409, message: 'Booking LAB-7 is cancelled: only refunds can be recorded' },
    })
    const refund = { method: 'cash' as const, amount: 10, reverses: 'p1', reason: 'test dropped' }
    expect(paymentRefusal(cancelled, ledger, refund, 'admin')).toEqual({ minor: -1000 })
  })

  it('as a refund of money paid online is sent to the gateway', () => {
    const refund = { method: 'cash' as const, amount: 10, reverses: 'p1', reason: 'test dropped' }
    const answer = paymentRefusal(booking, ledgerWith(paid('p1', 'online', 100)), refund, 'admin')
    expect(answer).toEqual({
      refused: { statusCode: 409, message: expect.stringMatching(/refund it through the payment gateway/) },
    })
  })

  it('as a refund follows the refund rule: staff may not give money back', () => {
    const refund = { method: 'cash' as const, amount: 10, reverses: 'p1', reason: 'test dropped' }
    const answer = paymentRefusal(booking, ledgerWith(paid('p1', 'cash', 100)), refund, 'staff')
    expect(answer).toMatchObject({ refused: { statusCode: 403 } })
  })
})

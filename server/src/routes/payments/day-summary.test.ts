import { addDays, labNow } from '@labsite/shared'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { clearBookings, stopBookingApp } from '../bookings/bookings-test-kit'
import { bookTest, postPayment, startDeskApp } from './payments-test-kit'

describe('the day-end summary: per staff member and method, for a lab day', () => {
  let app: App
  let priya: { authorization: string }
  let priyaUser: { id: string; email: string; password: string }
  let ravi: { authorization: string }
  let priyaId: string
  let raviId: string
  let testId: string
  const today = () => labNow().date

  const summary = (date: string, headers: Record<string, string> = priya, csv = false) =>
    app.inject({
      method: 'GET',
      url: `/api/admin/payments/summary${csv ? '.csv' : ''}?date=${encodeURIComponent(date)}`,
      headers,
    })

  /**
   * Priya (staff) takes ₹250 cash and ₹350 UPI; Ravi (an admin: refunds are theirs) takes ₹600 by card
   * and gives ₹100 back in cash.
   */
  async function aDayAtTheDesk() {
    const first = await bookTest(app, testId)
    const second = await bookTest(app, testId, { email: 'second@example.com' })
    expect((await postPayment(app, first.id, { method: 'cash', amount: 250 }, priya)).statusCode).toBe(201)
    const upi = { method: 'upi', amount: 350, reference: 'UPI 77' }
    expect((await postPayment(app, first.id, upi, priya)).statusCode).toBe(201)
    const card = await postPayment(app, second.id, { method: 'card', amount: 600, reference: 'slip 8' }, ravi)
    const back = { method: 'cash', amount: 100, reverses: card.json().id, reason: 'one test dropped' }
    expect((await postPayment(app, second.id, back, ravi)).statusCode).toBe(201)
    return { first, second }
  }

  beforeAll(async () => {
    ;({ app, staff: priya, staffUser: priyaUser, testId } = await startDeskApp())
    priyaId = priyaUser.id
    const second = await createUserWithToken(app, 'admin', { name: 'Ravi Kumar' })
    ravi = second.headers
    raviId = second.user.id
  })
  afterAll(() => stopBookingApp(app))
  beforeEach(() => clearBookings(app))
  afterEach(() => vi.useRealTimers())

  it("totals today's entries per staff member and method, per person, per method and for the day", async () => {
    const { first, second } = await aDayAtTheDesk()
    const res = await summary(today())
    expect(res.statusCode).toBe(200)
    const inr = { currency: 'INR' }
    const line = (staff: string, method: string, received: number, refunded: number, entries: number) => ({
      staff,
      method,
      received,
      refunded,
      net: received - refunded,
      entries,
      ...inr,
    })
    const receipt = (number: string, staffName: string, method: string, amount: number, reference = '') => ({
      number,
      paymentId: expect.any(String),
      bookingId: number.startsWith(first.reference) ? first.id : second.id,
      kind: amount < 0 ? 'refund' : 'payment',
      time: expect.stringMatching(/^\d{2}:\d{2}$/),
      staffName,
      method,
      amount,
      reference,
      ...inr,
    })
    expect(res.json()).toEqual({
      date: today(),
      rows: [
        {
          staffId: priyaId,
          staffName: 'Priya Desk',
          method: 'cash',
          received: 250,
          refunded: 0,
          net: 250,
          entries: 1,
          ...inr,
        },
        {
          staffId: priyaId,
          staffName: 'Priya Desk',
          method: 'upi',
          received: 350,
          refunded: 0,
          net: 350,
          entries: 1,
          ...inr,
        },
        {
          staffId: raviId,
          staffName: 'Ravi Kumar',
          method: 'card',
          received: 600,
          refunded: 0,
          net: 600,
          entries: 1,
          ...inr,
        },
        {
          staffId: raviId,
          staffName: 'Ravi Kumar',
          method: 'cash',
          received: 0,
          refunded: 100,
          net: -100,
          entries: 1,
          ...inr,
        },
      ],
      byStaff: [
        {
          staffId: priyaId,
          staffName: 'Priya Desk',
          received: 600,
          refunded: 0,
          net: 600,
          entries: 2,
          ...inr,
        },
        {
          staffId: raviId,
          staffName: 'Ravi Kumar',
          received: 600,
          refunded: 100,
          net: 500,
          entries: 2,
          ...inr,
        },
      ],
      byMethod: [
        { method: 'cash', received: 250, refunded: 100, net: 150, entries: 2, ...inr },
        { method: 'upi', received: 350, refunded: 0, net: 350, entries: 1, ...inr },
        { method: 'card', received: 600, refunded: 0, net: 600, entries: 1, ...inr },
      ],
      totals: [{ received: 1200, refunded: 100, net: 1100, entries: 4, ...inr }],
      // The sheet line for line as the CSV writes it (one function makes both).
      lines: [
        line('Priya Desk', 'cash', 250, 0, 1),
        line('Priya Desk', 'upi', 350, 0, 1),
        line('Priya Desk', 'all methods', 600, 0, 2),
        line('Ravi Kumar', 'card', 600, 0, 1),
        line('Ravi Kumar', 'cash', 0, 100, 1),
        line('Ravi Kumar', 'all methods', 600, 100, 2),
        line('All staff', 'cash', 250, 100, 2),
        line('All staff', 'upi', 350, 0, 1),
        line('All staff', 'card', 600, 0, 1),
        line('All staff', 'all methods', 1200, 100, 4),
      ],
      receipts: [
        receipt(`${first.reference}/1`, 'Priya Desk', 'cash', 250),
        receipt(`${first.reference}/2`, 'Priya Desk', 'upi', 350, 'UPI 77'),
        receipt(`${second.reference}/1`, 'Ravi Kumar', 'card', 600, 'slip 8'),
        receipt(`${second.reference}/2`, 'Ravi Kumar', 'cash', -100),
      ],
    })
  })

  it("keeps the day-end sheet as it was when a paid booking's person is erased: the ledger outlives it", async () => {
    await aDayAtTheDesk()
    const before = (await summary(today())).json()
    const [paidBooking] = await app.knex('bookings').where({ email: 'second@example.com' })
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/consult/consultation/${paidBooking.id}`,
      headers: { ...priya, 'if-match': `"${paidBooking.version}"` },
    })
    expect(deleted.statusCode).toBe(409)
    const erased = await app.inject({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      payload: { email: 'second@example.com', phone: paidBooking.phone },
      headers: ravi,
    })
    expect(erased.statusCode).toBe(200)
    expect(await app.knex('bookings').where({ id: paidBooking.id })).toHaveLength(0)
    const after = (await summary(today())).json()
    // The totals stand; the receipts keep their numbers and amounts, no longer linked to who paid.
    const { receipts, ...totals } = after
    const { receipts: receiptsBefore, ...totalsBefore } = before
    expect(totals).toEqual(totalsBefore)
    const figures = (list: { number: string; amount: number }[]) => list.map((r) => [r.number, r.amount])
    expect(figures(receipts)).toEqual(figures(receiptsBefore))
    expect(receipts.map((r: { bookingId: string | null }) => r.bookingId)).not.toContain(paidBooking.id)
    const kept = await app
      .knex('payments')
      .where({ booking_reference: paidBooking.reference })
      .orderBy('position')
    expect(kept.map((row) => [Number(row.amount), row.booking_id])).toEqual([
      [600, null],
      [-100, null],
    ])
  })

  it('counts an entry on the lab day it was taken, not on another', async () => {
    await aDayAtTheDesk()
    const yesterday = addDays(today(), -1)
    const [first] = await app.knex('payments').orderBy('created_at').limit(1).pluck('id')
    await app.knex('payments').where({ id: first }).update({ lab_day: yesterday })
    expect((await summary(yesterday)).json().totals).toEqual([
      { received: 250, refunded: 0, net: 250, entries: 1, currency: 'INR' },
    ])
    expect((await summary(today())).json().totals[0]).toMatchObject({ received: 950, entries: 3 })
    expect((await summary(addDays(today(), -2))).json()).toEqual({
      date: addDays(today(), -2),
      rows: [],
      byStaff: [],
      byMethod: [],
      totals: [],
      lines: [],
      receipts: [],
    })
  })

  it('counts a payment taken at 19:00 UTC on the next day, as it is in India', async () => {
    const booking = await bookTest(app, testId)
    const utcDay = new Date().toISOString().slice(0, 10)
    // 19:00 UTC is 00:30 the next morning in Asia/Kolkata.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${utcDay}T19:00:00Z`) })
    // Priya signs in at that time: a token from the real now could be over its 12 hours by then.
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: priyaUser.email, password: priyaUser.password },
    })
    expect(login.statusCode).toBe(200)
    const atThatTime = { authorization: `Bearer ${login.json().token}` }
    expect((await postPayment(app, booking.id, { method: 'cash', amount: 99 }, atThatTime)).statusCode).toBe(
      201,
    )
    vi.useRealTimers()
    const nextDay = addDays(utcDay, 1)
    expect((await summary(nextDay)).json().totals).toEqual([
      { received: 99, refunded: 0, net: 99, entries: 1, currency: 'INR' },
    ])
    expect((await summary(utcDay)).json().totals).toEqual([])
  })

  it('gives the sheet as a CSV named for the day: each person by method, their total, each method, the day', async () => {
    await aDayAtTheDesk()
    const res = await summary(today(), priya, true)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toContain(`payments-${today()}.csv`)
    const d = today()
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Date,Staff,Method,Currency,Entries,Received,Refunded,Net',
      `${d},Priya Desk,cash,INR,1,250,0,250`,
      `${d},Priya Desk,upi,INR,1,350,0,350`,
      `${d},Priya Desk,all methods,INR,2,600,0,600`,
      `${d},Ravi Kumar,card,INR,1,600,0,600`,
      `${d},Ravi Kumar,cash,INR,1,0,100,-100`,
      `${d},Ravi Kumar,all methods,INR,2,600,100,500`,
      `${d},All staff,cash,INR,2,250,100,150`,
      `${d},All staff,upi,INR,1,350,0,350`,
      `${d},All staff,card,INR,1,600,0,600`,
      `${d},All staff,all methods,INR,4,1200,100,1100`,
      '',
    ])
  })

  it('refuses a date that is not a day with a message naming it, and is for staff only', async () => {
    for (const date of ['2026-02-30', 'tomorrow', '26-11-2026']) {
      for (const csv of [false, true]) {
        const res = await summary(date, priya, csv)
        expect(res.statusCode).toBe(400)
        expect(res.json().message).toBe(`date ${date} is not a day: use YYYY-MM-DD`)
      }
    }
    const missing = await app.inject({ method: 'GET', url: '/api/admin/payments/summary', headers: priya })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('querystring date is required')
    const visitor = await createUserWithToken(app, 'visitor')
    expect((await summary(today(), visitor.headers)).statusCode).toBe(403)
    expect((await summary(today(), {})).statusCode).toBe(401)
    const admin = await createUserWithToken(app, 'admin')
    expect((await summary(today(), admin.headers, true)).statusCode).toBe(200)
  })
})

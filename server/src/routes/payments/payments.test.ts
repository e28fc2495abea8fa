import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { clearBookings, guest, stopBookingApp } from '../bookings/bookings-test-kit'
import { bookTest, postPayment, startDeskApp } from './payments-test-kit'

describe('payments at the desk: an append-only ledger per booking', () => {
  let app: App
  let staff: { authorization: string }
  let admin: { authorization: string }
  let staffId: string
  let testId: string

  const book = (email = guest.email) => bookTest(app, testId, { email })
  const pay = (id: string, payload: object, headers: Record<string, string> = staff) =>
    postPayment(app, id, payload, headers)
  const ledger = async (id: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/consult/consultation/${id}/payments`,
      headers: staff,
    })
    expect(res.statusCode).toBe(200)
    return res.json()
  }
  const storedRows = (id: string) => app.knex('payments').where({ booking_id: id }).orderBy('position')

  beforeAll(async () => {
    let staffUser: { id: string }
    ;({ app, staff, admin, staffUser, testId } = await startDeskApp())
    staffId = staffUser.id
  })
  afterAll(() => stopBookingApp(app))
  beforeEach(async () => {
    await clearBookings(app)
    await app.knex('audit_log').delete()
  })

  it('takes partial payments, and the balance shows on the ledger, the booking and the staff list', async () => {
    const booking = await book()
    const first = await pay(booking.id, {
      method: 'cash',
      amount: 250.5,
      reference: 'slip 14',
      currency: 'INR',
    })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({
      kind: 'payment',
      method: 'cash',
      amount: 250.5,
      currency: 'INR',
      reference: 'slip 14',
      reverses: null,
      refunded: 0,
      createdBy: { id: staffId, name: 'Priya Desk' },
      balanceAfter: 349.5,
    })
    const second = await pay(booking.id, { method: 'upi', amount: 349.5, reference: 'UPI 4411' })
    expect(second.json().balanceAfter).toBe(0)

    expect(await ledger(booking.id)).toMatchObject({ paid: 600, balance: 0, total: 600, currency: 'INR' })
    const rows = await storedRows(booking.id)
    expect(rows.map((row) => [row.position, row.method, Number(row.amount), row.created_by])).toEqual([
      [1, 'cash', 250.5, staffId],
      [2, 'upi', 349.5, staffId],
    ])
    const detail = await app.inject({
      method: 'GET',
      url: `/api/consult/consultation/${booking.id}`,
      headers: staff,
    })
    expect(detail.json()).toMatchObject({ paid: 600, balance: 0 })
    const other = await book('other@example.com')
    const list = await app.inject({ method: 'GET', url: '/api/content/consultations', headers: staff })
    const balances = Object.fromEntries(
      list.json().map((b: { id: string; paid: number; balance: number }) => [b.id, [b.paid, b.balance]]),
    )
    expect(balances).toEqual({ [booking.id]: [600, 0], [other.id]: [0, 600] })
    const audited = await app.knex('audit_log').where({ entity: 'payment', action: 'create' })
    expect(audited.map((row) => row.user_id)).toEqual([staffId, staffId])
    expect(audited.map((row) => row.entity_id).sort()).toEqual([first.json().id, second.json().id].sort())
    expect(audited.find((row) => row.entity_id === first.json().id)?.after).toEqual({
      bookingId: booking.id,
      reference: booking.reference,
      method: 'cash',
      amount: 250.5,
      currency: 'INR',
      reverses: null,
    })
  })

  it('refunds by a new entry that reverses a payment, never more than is left of it', async () => {
    const booking = await book()
    const upi = (await pay(booking.id, { method: 'upi', amount: 600, reference: 'UPI 1' })).json()
    const refund = await pay(
      booking.id,
      { method: 'cash', amount: 100, reference: 'slip 3', reverses: upi.id, reason: 'test dropped' },
      admin,
    )
    expect(refund.statusCode).toBe(201)
    expect(refund.json()).toMatchObject({
      kind: 'refund',
      amount: -100,
      reverses: upi.id,
      reason: 'test dropped',
      balanceAfter: 100,
    })
    const refundOf = (payload: object) =>
      pay(booking.id, { method: 'cash', reason: 'changed plans', ...payload }, admin)

    const tooMuch = await refundOf({ amount: 500.01, reverses: upi.id })
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.json().message).toBe(
      'amount ₹500.01 is more than what is left to refund of that payment: at most ₹500',
    )
    const ofARefund = await refundOf({ amount: 10, reverses: refund.json().id })
    expect(ofARefund.statusCode).toBe(400)
    expect(ofARefund.json().message).toBe(
      `reverses: ${refund.json().id} is itself a refund; a refund reverses the payment it gives money back from`,
    )
    const unknown = '00000000-0000-4000-8000-000000000000'
    const nowhere = await refundOf({ amount: 10, reverses: unknown })
    expect(nowhere.statusCode).toBe(400)
    expect(nowhere.json().message).toBe(`reverses: booking ${booking.reference} has no payment ${unknown}`)
    // A payment of another booking is not this booking's to refund.
    const other = await book('other@example.com')
    const elsewhere = (await pay(other.id, { method: 'card', amount: 600, reference: 'slip 9' })).json()
    const crossed = await refundOf({ amount: 10, reverses: elsewhere.id })
    expect(crossed.statusCode).toBe(400)

    const rest = await refundOf({ method: 'upi', amount: 500, reference: 'UPI 2', reverses: upi.id })
    expect(rest.statusCode).toBe(201)
    const after = await ledger(booking.id)
    expect(after).toMatchObject({ paid: 0, balance: 600 })
    expect(
      after.entries.map((entry: { amount: number; refunded: number }) => [entry.amount, entry.refunded]),
    ).toEqual([
      [600, 600],
      [-100, 0],
      [-500, 0],
    ])
    expect(await storedRows(booking.id)).toHaveLength(3)
  })

  it('refuses a bad amount or method with a message naming it, and stores nothing', async () => {
    const booking = await book()
    const refusals: [object, string][] = [
      [{ method: 'cash', amount: 0 }, 'amount must be > 0'],
      [{ method: 'cash', amount: -5 }, 'amount must be > 0'],
      [{ method: 'cheque', amount: 5 }, 'method must be one of cash, upi or card'],
      [{ method: 'cash', amount: 10.005 }, 'amount must have at most two decimals (e.g. 249.50)'],
      [{ method: 'cash', amount: 1e-9 }, 'amount must be at least 0.01'],
      [
        { method: 'card', amount: 600.5, reference: 'slip 1' },
        'amount ₹600.50 is more than the balance due, ₹600',
      ],
      [{ method: 'card' }, 'amount is required'],
      [{ method: 'cash', amount: '10' }, 'amount must be a JSON number such as 249.5, not "10"'],
      [{ method: 'cash', amount: true }, 'amount must be a JSON number such as 249.5, not true'],
      [
        { method: 'cash', amount: 10, currency: 'USD' },
        "currency USD is not this booking's: it is paid in INR",
      ],
      [{ method: 'upi', amount: 10 }, 'reference is required for UPI: the transaction id'],
      [
        { method: 'card', amount: 10, reference: '   ' },
        'reference is required for card: the card slip number',
      ],
    ]
    for (const [payload, message] of refusals) {
      const res = await pay(booking.id, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().message).toBe(message)
    }
    // A body that is no object at all reaches the amount check before the schema: still a 400, never a 500.
    for (const raw of ['[10]', '"10"', 'null']) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/consult/consultation/${booking.id}/payments`,
        headers: { ...staff, 'content-type': 'application/json' },
        payload: raw,
      })
      expect(res.statusCode, raw).toBe(400)
      expect(res.json().message, raw).toBe('body must be object')
    }
    const missing = await pay('00000000-0000-4000-8000-000000000000', { method: 'cash', amount: 5 })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('Booking not found')
    expect(await app.knex('payments')).toHaveLength(0)
    expect(await app.knex('audit_log').where({ entity: 'payment' })).toHaveLength(0)
  })

  it('replays a write sent again with its Idempotency-Key (the offline queue): one entry, one audit row', async () => {
    const booking = await book()
    const headers = { ...staff, 'idempotency-key': 'desk-pay-1' }
    const first = await pay(booking.id, { method: 'cash', amount: 200 }, headers)
    const again = await pay(booking.id, { method: 'cash', amount: 200 }, headers)
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json().id).toBe(first.json().id)
    const changed = await pay(booking.id, { method: 'cash', amount: 300 }, headers)
    expect(changed.statusCode).toBe(422)
    expect(await storedRows(booking.id)).toHaveLength(1)
    expect(await app.knex('audit_log').where({ entity: 'payment' })).toHaveLength(1)
    expect((await ledger(booking.id)).balance).toBe(400)
  })

  it('queues payments raced at one booking: ten of sixty fill a ₹600 bill, the other two are refused', async () => {
    const booking = await book()
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        pay(booking.id, { method: 'cash', amount: 60, reference: `r${n}` }),
      ),
    )
    const codes = answers.map((res) => res.statusCode).sort()
    expect(codes).toEqual([...Array(10).fill(201), 400, 400])
    const rows = await storedRows(booking.id)
    expect(rows.map((row) => row.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect((await ledger(booking.id)).balance).toBe(0)
  })

  it('takes only refunds for a cancelled booking', async () => {
    const booking = await book()
    const paid = (await pay(booking.id, { method: 'card', amount: 600, reference: 'slip 5' })).json()
    const cancelled = await app.inject({
      method: 'POST',
      url: '/api/bookings/cancel',
      payload: { reference: booking.reference, contact: guest.email },
    })
    expect(cancelled.statusCode).toBe(200)
    const more = await pay(booking.id, { method: 'cash', amount: 1 })
    expect(more.statusCode).toBe(409)
    expect(more.json().message).toBe(
      `Booking ${booking.reference} is cancelled: only refunds can be recorded`,
    )
    const back = await pay(
      booking.id,
      { method: 'card', amount: 600, reference: 'slip 6', reverses: paid.id, reason: 'cancelled' },
      admin,
    )
    expect(back.statusCode).toBe(201)
    // Cancelling kept the ledger: the payment and its refund are both there.
    expect((await ledger(booking.id)).paid).toBe(0)
    expect(await storedRows(booking.id)).toHaveLength(2)
  })

  it('lets only an admin refund, always with a reason, and stores nothing it refuses', async () => {
    const booking = await book()
    const paid = (await pay(booking.id, { method: 'cash', amount: 600 })).json()
    const asStaff = await pay(booking.id, { method: 'cash', amount: 50, reverses: paid.id, reason: 'x' })
    expect(asStaff.statusCode).toBe(403)
    expect(asStaff.json().message).toBe('Only an administrator can record a refund')
    for (const reason of [undefined, '', '   ']) {
      const res = await pay(booking.id, { method: 'cash', amount: 50, reverses: paid.id, reason }, admin)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('reason is required for a refund: say why the money goes back')
    }
    const whole = await pay(
      booking.id,
      { method: 'cash', amount: 600.01, reverses: paid.id, reason: 'r' },
      admin,
    )
    expect(whole.statusCode).toBe(400)
    expect(whole.json().message).toContain('at most ₹600')
    expect(await storedRows(booking.id)).toHaveLength(1)
    expect(await app.knex('audit_log').where({ entity: 'payment' })).toHaveLength(1)
    const allowed = await pay(
      booking.id,
      { method: 'cash', amount: 600, reverses: paid.id, reason: 'r' },
      admin,
    )
    expect(allowed.statusCode).toBe(201)
    const audited = await app.knex('audit_log').where({ entity: 'payment', entity_id: allowed.json().id })
    expect(audited[0].after).toEqual({
      bookingId: booking.id,
      reference: booking.reference,
      method: 'cash',
      amount: -600,
      currency: 'INR',
      reverses: paid.id,
      reason: 'r',
    })
  })

  it('keeps a booking with any payment from being deleted, by staff or an admin', async () => {
    const booking = await book()
    const paid = (await pay(booking.id, { method: 'cash', amount: 600 })).json()
    const refund = { method: 'cash', amount: 600, reverses: paid.id, reason: 'r' }
    expect((await pay(booking.id, refund, admin)).statusCode).toBe(201)
    for (const headers of [staff, admin]) {
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/consult/consultation/${booking.id}`,
        headers,
      })
      expect(deleted.statusCode).toBe(409)
      expect(deleted.json().message).toBe('This booking has payments: cancel it and refund instead')
    }
    expect(await app.knex('bookings').where({ id: booking.id })).toHaveLength(1)
    expect(await storedRows(booking.id)).toHaveLength(2)
    expect(await app.knex('audit_log').where({ entity: 'booking', action: 'delete' })).toHaveLength(0)
    // A booking nobody paid for still goes.
    const unpaid = await book('unpaid@example.com')
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/consult/consultation/${unpaid.id}`,
      headers: staff,
    })
    expect(gone.statusCode).toBe(204)
  })

  it('is for staff only, and has no way to edit or delete an entry', async () => {
    const booking = await book()
    const entry = (await pay(booking.id, { method: 'cash', amount: 100 })).json()
    const visitor = await createUserWithToken(app, 'visitor')
    expect((await pay(booking.id, { method: 'cash', amount: 1 }, {})).statusCode).toBe(401)
    expect((await pay(booking.id, { method: 'cash', amount: 1 }, visitor.headers)).statusCode).toBe(403)
    const url = `/api/consult/consultation/${booking.id}/payments`
    expect((await app.inject({ method: 'GET', url, headers: visitor.headers })).statusCode).toBe(403)
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await app.inject({
        method,
        url: `${url}/${entry.id}`,
        headers: staff,
        payload: { amount: 1 },
      })
      expect(res.statusCode, method).toBeGreaterThanOrEqual(404)
    }
    const [row] = await storedRows(booking.id)
    expect(Number(row.amount)).toBe(100)
  })
})

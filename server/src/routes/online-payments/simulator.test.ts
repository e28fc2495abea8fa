import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { SIMULATED_REFUND_DELAY_MS } from '../../lib/infrastructure/payment-providers/simulator'
import { createUserWithToken } from '../../testing/auth-helpers'
import { clearBookings, guest, stopBookingApp } from '../bookings/bookings-test-kit'
import { bookTest, startDeskApp } from '../payments/payments-test-kit'

describe('the payment simulator: a checkout page whose buttons send the server signed webhooks', () => {
  let app: App
  let staff: { authorization: string }
  let testId: string

  const proof = (booking: { reference: string }) => ({ reference: booking.reference, contact: guest.email })
  const press = (orderId: string, outcome: string) =>
    app.inject({
      method: 'POST',
      url: `/pay/simulator/${orderId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=${outcome}`,
    })
  async function bookedWithOrder() {
    const booking = await bookTest(app, testId)
    const res = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/online-payment`,
      payload: proof(booking),
    })
    expect(res.statusCode).toBe(201)
    return { booking, order: res.json() }
  }

  beforeAll(async () => {
    ;({ app, staff, testId } = await startDeskApp({
      payments: { provider: 'simulator' },
      rateLimitAuth: 10_000,
    }))
  })
  afterAll(() => stopBookingApp(app))
  beforeEach(async () => {
    await app.knex('online_refunds').delete()
    await app.knex('online_payment_orders').delete()
    await clearBookings(app)
  })

  it('says it is on in /api/config, and its page shows the booking and the amount due', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({
      onlinePayment: 'simulator',
    })
    const { booking, order } = await bookedWithOrder()
    expect(order).toMatchObject({ provider: 'simulator', amount: 600, keyId: 'simulator' })
    expect(order.checkoutUrl).toBe(`/pay/simulator/${order.orderId}`)
    const page = await app.inject({ method: 'GET', url: order.checkoutUrl })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(booking.reference)
    expect(page.body).toContain('₹600')
    expect(page.body).toMatch(/<button[^>]*>Pay<\/button>/)
    expect(page.body).toMatch(/<button[^>]*>Fail<\/button>/)
    expect((await app.inject({ method: 'GET', url: '/pay/simulator/order_sim00' })).statusCode).toBe(404)
  })

  it('"Pay" records the capture through the webhook and comes back with a signature that verifies', async () => {
    const { booking, order } = await bookedWithOrder()
    const res = await press(order.orderId, 'pay')
    expect(res.statusCode).toBe(303)
    const back = new URL(res.headers.location as string, 'http://site')
    expect(back.pathname).toBe('/track-booking')
    expect(back.searchParams.get('reference')).toBe(booking.reference)
    expect(back.hash).toMatch(/^#key=/)
    const stored = await app.knex('payments').where({ booking_id: booking.id })
    expect(stored.map((row) => [row.method, Number(row.amount), row.reference])).toEqual([
      ['online', 600, back.searchParams.get('razorpay_payment_id')],
    ])
    const audited = await app.knex('audit_log').where({ entity: 'payment', entity_id: stored[0].id })
    expect(audited).toHaveLength(1)
    // The browser's way back: the link key proves the booking, Checkout's answer verifies.
    const verify = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/online-payment/verify`,
      payload: {
        reference: booking.reference,
        contact: back.hash.slice('#key='.length),
        razorpay_order_id: back.searchParams.get('razorpay_order_id'),
        razorpay_payment_id: back.searchParams.get('razorpay_payment_id'),
        razorpay_signature: back.searchParams.get('razorpay_signature'),
      },
    })
    expect(verify.statusCode).toBe(200)
    expect(verify.json()).toMatchObject({ state: 'paid', paid: 600, balance: 0, paymentId: stored[0].id })
    const receipt = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/online-payment/receipt`,
      payload: { ...proof(booking), paymentId: stored[0].id },
    })
    expect(receipt.statusCode).toBe(200)
    expect(receipt.headers['content-type']).toBe('application/pdf')
    expect((await press(order.orderId, 'pay')).statusCode).toBe(409)
  })

  it('"Fail" keeps the booking, stores nothing, and a new order can be paid', async () => {
    const { booking, order } = await bookedWithOrder()
    const res = await press(order.orderId, 'fail')
    expect(res.statusCode).toBe(303)
    expect(new URL(res.headers.location as string, 'http://site').searchParams.get('payment_failed')).toBe(
      '1',
    )
    const status = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/online-payment/status`,
      payload: proof(booking),
    })
    expect(status.json()).toMatchObject({ state: 'failed', paid: 0, balance: 600 })
    expect(await app.knex('bookings').where({ id: booking.id }).first()).toMatchObject({
      status: 'new',
    })
    const again = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/online-payment`,
      payload: proof(booking),
    })
    expect(again.statusCode).toBe(201)
    expect((await press(again.json().orderId, 'pay')).statusCode).toBe(303)
    const paid = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/online-payment/status`,
      payload: proof(booking),
    })
    expect(paid.json()).toMatchObject({ state: 'paid', balance: 0 })
  })

  it('refunds through the simulator, which confirms it by its own signed webhook a moment later', async () => {
    const { booking, order } = await bookedWithOrder()
    await press(order.orderId, 'pay')
    const [payment] = await app.knex('payments').where({ booking_id: booking.id })
    const admin = (await createUserWithToken(app, 'admin')).headers
    const res = await app.inject({
      method: 'POST',
      url: `/api/consult/consultation/${booking.id}/payments/${payment.id}/online-refund`,
      headers: admin,
      payload: { amount: 600, reason: 'Booking cancelled by the visitor' },
    })
    expect(res.statusCode).toBe(202)
    const ledger = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/consult/consultation/${booking.id}/payments`,
          headers: staff,
        })
      ).json()
    expect(await ledger()).toMatchObject({ paid: 600 })
    await new Promise((resolve) => setTimeout(resolve, SIMULATED_REFUND_DELAY_MS * 4))
    await expect.poll(async () => (await ledger()).paid, { timeout: 5_000 }).toBe(0)
  })
})

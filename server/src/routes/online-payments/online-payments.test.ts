import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { hmacHex } from '../../lib/infrastructure/payment-providers/provider'
import type { Change } from '../../plugins/change-bus'
import { createUserWithToken } from '../../testing/auth-helpers'
import { FAKE_KEYS, signedEvent, startFakeRazorpay } from '../../testing/fake-razorpay'
import { clearBookings, guest, stopBookingApp } from '../bookings/bookings-test-kit'
import { bookTest, startDeskApp } from '../payments/payments-test-kit'

describe('paying online through Razorpay: orders, signed webhooks into the ledger, refunds', () => {
  let app: App
  let fake: Awaited<ReturnType<typeof startFakeRazorpay>>
  let staff: { authorization: string }
  let admin: { authorization: string }
  let testId: string

  const proof = (booking: { reference: string }) => ({ reference: booking.reference, contact: guest.email })
  const startPayment = (booking: { id: string; reference: string }, body: object = proof(booking)) =>
    app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/online-payment`, payload: body })
  const webhook = (raw: string, signature: string) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/webhook/razorpay',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      payload: raw,
    })
  const captured = (orderId: string, paymentId: string, amount: number) =>
    signedEvent('payment.captured', {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount,
          currency: 'INR',
          status: 'captured',
          order_id: orderId,
          method: 'upi',
          captured: true,
        },
      },
    })
  const ledger = async (id: string) =>
    (
      await app.inject({ method: 'GET', url: `/api/consult/consultation/${id}/payments`, headers: staff })
    ).json()
  const rows = (id: string) => app.knex('payments').where({ booking_id: id }).orderBy('position')
  /** A booking of the ₹600 test with an order for it, as a guest starts paying. */
  async function bookedWithOrder() {
    const booking = await bookTest(app, testId)
    const order = await startPayment(booking)
    expect(order.statusCode).toBe(201)
    return { booking, orderId: order.json().orderId as string }
  }

  beforeAll(async () => {
    fake = await startFakeRazorpay()
    ;({ app, staff, testId } = await startDeskApp({
      payments: { provider: 'razorpay', ...FAKE_KEYS, apiUrl: fake.url },
      rateLimitAuth: 10_000,
    }))
    admin = (await createUserWithToken(app, 'admin', { name: 'Meera Admin' })).headers
  })
  afterAll(async () => {
    await stopBookingApp(app)
    await fake.close()
  })
  beforeEach(async () => {
    await app.knex('online_refunds').delete()
    await app.knex('online_payment_orders').delete()
    await clearBookings(app)
    fake.calls.length = 0
  })

  it("makes the order for the booking's balance due in paise, receipt = reference, and sends no secret", async () => {
    const booking = await bookTest(app, testId)
    const res = await startPayment(booking)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({
      orderId: 'order_fake1',
      provider: 'razorpay',
      amount: 600,
      currency: 'INR',
      keyId: FAKE_KEYS.keyId,
      bookingReference: booking.reference,
    })
    expect(res.body).not.toContain(FAKE_KEYS.keySecret)
    expect(res.body).not.toContain(FAKE_KEYS.webhookSecret)
    expect(fake.calls).toEqual([
      {
        method: 'POST',
        path: '/v1/orders',
        authorized: true,
        body: {
          amount: 60000,
          currency: 'INR',
          receipt: booking.reference,
          notes: { booking: booking.reference },
        },
      },
    ])
    // Part paid at the desk: the next order is for what is left.
    await app.knex('payments').insert({
      booking_id: booking.id,
      booking_reference: booking.reference,
      position: 1,
      method: 'cash',
      amount: 250.5,
      currency: 'INR',
      created_by_name: 'Desk',
      lab_day: '2026-11-27',
    })
    const second = await startPayment(booking)
    expect(second.json().amount).toBe(349.5)
    expect(fake.calls[1].body.amount).toBe(34950)
  })

  it('refuses a guest without proof, with the wrong contact, or for another booking; the owner needs nothing else', async () => {
    const booking = await bookTest(app, testId)
    const other = await bookTest(app, testId, { email: 'other@example.com' })
    expect((await startPayment(booking, {})).statusCode).toBe(401)
    const wrong = await startPayment(booking, { reference: booking.reference, contact: 'nobody@example.com' })
    expect(wrong.statusCode).toBe(404)
    expect((await startPayment(other, proof(booking))).statusCode).toBe(404)
    const { headers, user } = await createUserWithToken(app, 'visitor')
    await app.knex('bookings').where({ id: booking.id }).update({ user_id: user.id })
    const owner = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/online-payment`,
      headers,
      payload: {},
    })
    expect(owner.statusCode).toBe(201)
    const notOwner = await app.inject({
      method: 'POST',
      url: `/api/bookings/${other.id}/online-payment`,
      headers,
      payload: {},
    })
    expect(notOwner.statusCode).toBe(404)
    expect(fake.calls.filter((call) => call.path === '/v1/orders')).toHaveLength(1)
  })

  it('records payment.captured once as an online entry; a replay answers 200 and stores nothing', async () => {
    const { booking, orderId } = await bookedWithOrder()
    const event = captured(orderId, 'pay_Fake001', 60000)
    const first = await webhook(event.raw, event.signature)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ received: true, outcome: 'recorded' })
    const replay = await webhook(event.raw, event.signature)
    expect(replay.statusCode).toBe(200)
    expect(replay.json().outcome).toBe('replay')

    const stored = await rows(booking.id)
    expect(stored.map((row) => [row.method, Number(row.amount), row.reference, row.flag])).toEqual([
      ['online', 600, 'pay_Fake001', null],
    ])
    expect(await ledger(booking.id)).toMatchObject({ paid: 600, balance: 0 })
    const status = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/online-payment/status`,
      payload: { ...proof(booking), orderId },
    })
    expect(status.json()).toMatchObject({
      state: 'paid',
      orderId,
      paid: 600,
      balance: 0,
      paymentId: stored[0].id,
    })
    // Nothing left to pay: no second order.
    expect((await startPayment(booking)).statusCode).toBe(409)
  })

  it('refuses a forged or missing signature with 400 and stores nothing', async () => {
    const { booking, orderId } = await bookedWithOrder()
    const event = captured(orderId, 'pay_Forged', 60000)
    const forged = await webhook(event.raw, hmacHex('not-the-webhook-secret', event.raw))
    expect(forged.statusCode).toBe(400)
    expect(forged.json().message).toMatch(/X-Razorpay-Signature/)
    // The right signature of other bytes: one changed amount.
    const tampered = await webhook(event.raw.replace('60000', '1'), event.signature)
    expect(tampered.statusCode).toBe(400)
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook/razorpay',
      headers: { 'content-type': 'application/json' },
      payload: event.raw,
    })
    expect(unsigned.statusCode).toBe(400)
    expect(await rows(booking.id)).toEqual([])
    const status = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/online-payment/status`,
      payload: proof(booking),
    })
    expect(status.json()).toMatchObject({ state: 'pending', paid: 0, balance: 600 })
  })

  it('ignores a capture of an order this server never made (200, nothing stored)', async () => {
    const booking = await bookTest(app, testId)
    const event = captured('order_NotOurs', 'pay_Elsewhere', 60000)
    const res = await webhook(event.raw, event.signature)
    expect(res.statusCode).toBe(200)
    expect(res.json().outcome).toBe('unknown')
    expect(await rows(booking.id)).toEqual([])
    expect(Number((await app.knex('payments').count('* as n').first())?.n)).toBe(0)
  })

  it('records a capture that differs from its order as captured, flagged to staff', async () => {
    const { booking, orderId } = await bookedWithOrder()
    const event = captured(orderId, 'pay_Short', 50000)
    expect((await webhook(event.raw, event.signature)).statusCode).toBe(200)
    const books = await ledger(booking.id)
    expect(books).toMatchObject({ paid: 500, balance: 100 })
    expect(books.entries[0]).toMatchObject({
      method: 'online',
      amount: 500,
      reference: 'pay_Short',
      flag: 'Captured ₹500 for an order of ₹600: check with the gateway',
    })
  })

  it("verifies Checkout's signature (order_id|payment_id with the key secret): 200 and the capture asked of Razorpay, else 400", async () => {
    const { booking, orderId } = await bookedWithOrder()
    const verify = (payload: object) =>
      app.inject({
        method: 'POST',
        url: `/api/bookings/${booking.id}/online-payment/verify`,
        payload: { ...proof(booking), ...payload },
      })
    const wrong = await verify({
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_Fake002',
      razorpay_signature: hmacHex('a guess', `${orderId}|pay_Fake002`),
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toMatch(/razorpay_signature/)
    expect(await rows(booking.id)).toEqual([])

    // Genuine, but Razorpay says the payment is only authorised: pending, never paid.
    fake.setPayment({
      id: 'pay_Fake002',
      entity: 'payment',
      amount: 60000,
      currency: 'INR',
      status: 'authorized',
      order_id: orderId,
    })
    const signature = hmacHex(FAKE_KEYS.keySecret, `${orderId}|pay_Fake002`)
    const pending = await verify({
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_Fake002',
      razorpay_signature: signature,
    })
    expect(pending.statusCode).toBe(200)
    expect(pending.json()).toMatchObject({ state: 'pending', paid: 0, balance: 600 })

    fake.setPayment({
      id: 'pay_Fake002',
      entity: 'payment',
      amount: 60000,
      currency: 'INR',
      status: 'captured',
      order_id: orderId,
    })
    const paid = await verify({
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_Fake002',
      razorpay_signature: signature,
    })
    expect(paid.json()).toMatchObject({ state: 'paid', paid: 600, balance: 0 })
    // The webhook arriving afterwards finds it recorded.
    const event = captured(orderId, 'pay_Fake002', 60000)
    expect((await webhook(event.raw, event.signature)).json().outcome).toBe('replay')
    expect(await rows(booking.id)).toHaveLength(1)
  })

  it('refunds an online payment through Razorpay (admin, with a reason), pending until refund.processed', async () => {
    const { booking, orderId } = await bookedWithOrder()
    const event = captured(orderId, 'pay_ToRefund', 60000)
    await webhook(event.raw, event.signature)
    const [payment] = await rows(booking.id)
    const refund = (payload: object, headers = admin) =>
      app.inject({
        method: 'POST',
        url: `/api/consult/consultation/${booking.id}/payments/${payment.id}/online-refund`,
        headers,
        payload,
      })
    expect((await refund({ amount: 100, reason: 'Test not done' }, staff)).statusCode).toBe(403)
    expect((await refund({ amount: 100 })).statusCode).toBe(400)
    // Not as a desk refund: online money goes back through the gateway, and nothing is recorded.
    const atDesk = await app.inject({
      method: 'POST',
      url: `/api/consult/consultation/${booking.id}/payments`,
      headers: admin,
      payload: { method: 'cash', amount: 100, reverses: payment.id, reason: 'Test not done' },
    })
    expect(atDesk.statusCode, atDesk.body).toBe(409)
    expect(atDesk.json().message).toContain('payment gateway')
    expect(await rows(booking.id)).toHaveLength(1)
    const over = await refund({ amount: 600.01, reason: 'Too much' })
    expect(over.statusCode).toBe(400)
    expect(over.json().message).toContain('₹600')

    const asked = await refund({ amount: 250, reason: 'Lipid profile not done' })
    expect(asked.statusCode).toBe(202)
    expect(asked.json()).toMatchObject({ amount: 250, state: 'pending', reason: 'Lipid profile not done' })
    const refundCall = fake.calls.find((call) => call.path === '/v1/payments/pay_ToRefund/refund')
    expect(refundCall?.body).toMatchObject({ amount: 25000 })
    // Pending: the ledger does not show it yet, and the pending part cannot be refunded twice.
    expect(await ledger(booking.id)).toMatchObject({ paid: 600, balance: 0 })
    const twice = await refund({ amount: 400, reason: 'Again' })
    expect(twice.statusCode).toBe(400)
    expect(twice.json().message).toContain('₹350')

    const processed = signedEvent('refund.processed', {
      refund: {
        entity: {
          id: asked.json().providerRefundId,
          entity: 'refund',
          amount: 25000,
          currency: 'INR',
          payment_id: 'pay_ToRefund',
          status: 'processed',
        },
      },
    })
    expect((await webhook(processed.raw, processed.signature)).json().outcome).toBe('recorded')
    expect((await webhook(processed.raw, processed.signature)).json().outcome).toBe('replay')
    const books = await ledger(booking.id)
    expect(books).toMatchObject({ paid: 350, balance: 250 })
    expect(books.entries[1]).toMatchObject({
      kind: 'refund',
      method: 'online',
      amount: -250,
      reverses: payment.id,
      reference: asked.json().providerRefundId,
      createdBy: { name: 'Meera Admin' },
    })
    const refunds = await app.inject({
      method: 'GET',
      url: `/api/consult/consultation/${booking.id}/online-refunds`,
      headers: staff,
    })
    expect(refunds.json()).toMatchObject([{ state: 'processed', amount: 250 }])
    const audited = await app
      .knex('audit_log')
      .where({ entity: 'payment', action: 'create' })
      .whereRaw("after->>'bookingId' = ?", [booking.id])
      .orderBy('id')
    expect(audited.map((row) => row.after)).toEqual([
      {
        bookingId: booking.id,
        reference: booking.reference,
        method: 'online',
        amount: 600,
        currency: 'INR',
        gatewayPayment: 'pay_ToRefund',
        order: orderId,
      },
      {
        bookingId: booking.id,
        reference: booking.reference,
        method: 'online',
        amount: -250,
        currency: 'INR',
        reverses: payment.id,
        gatewayRefund: asked.json().providerRefundId,
        reason: 'Lipid profile not done',
      },
    ])
  })

  it('stores, audits and announces a refund asked of the gateway together, or none of it', async () => {
    const { booking, orderId } = await bookedWithOrder()
    const event = captured(orderId, 'pay_Rollback', 60000)
    await webhook(event.raw, event.signature)
    const [payment] = await rows(booking.id)
    const refund = () =>
      app.inject({
        method: 'POST',
        url: `/api/consult/consultation/${booking.id}/payments/${payment.id}/online-refund`,
        headers: admin,
        payload: { amount: 100, reason: 'Test not done' },
      })
    const announced: Change[] = []
    const stopListening = app.changes.subscribe((change) => announced.push(change))
    const refundAudits = () =>
      app
        .knex('audit_log')
        .where({ entity: 'online-refund' })
        .whereRaw("after->>'bookingId' = ?", [booking.id])
    // The refund's transaction fails only as it commits, after its change event was published in it:
    // the announcement must wait for the commit, not merely for the audit entry.
    await app.knex.raw(`create function refuse_refund_audit() returns trigger language plpgsql as $$
      begin if new.entity = 'online-refund' then raise exception 'audit log unavailable'; end if; return new; end $$`)
    await app.knex.raw(`create constraint trigger refuse_refund_audit after insert on audit_log
      deferrable initially deferred for each row execute function refuse_refund_audit()`)
    try {
      expect((await refund()).statusCode).toBe(500)
    } finally {
      await app.knex.raw('drop trigger refuse_refund_audit on audit_log')
      await app.knex.raw('drop function refuse_refund_audit')
    }
    expect(await app.knex('online_refunds').where({ booking_id: booking.id })).toEqual([])
    expect(await refundAudits()).toEqual([])
    expect(announced).toEqual([])
    // Held before the gateway is asked: a request that could not be held is never sent.
    expect(fake.calls.some((call) => call.path.endsWith('/refund'))).toBe(false)

    const asked = await refund()
    stopListening()
    expect(asked.statusCode).toBe(202)
    // Announced when held, and again when the gateway took it (its state changed on the booking).
    expect(announced).toEqual([
      { resource: 'booking', id: booking.id, kind: 'updated' },
      { resource: 'booking', id: booking.id, kind: 'updated' },
    ])
    const [held, taken] = await refundAudits().orderBy('id')
    expect(held).toMatchObject({ action: 'create', entity_id: asked.json().id, before: null })
    expect(held.after).toEqual({
      bookingId: booking.id,
      reference: booking.reference,
      reverses: payment.id,
      amount: 100,
      reason: 'Test not done',
      state: 'requested',
    })
    expect(taken).toMatchObject({
      action: 'update',
      entity_id: asked.json().id,
      before: { state: 'requested' },
      after: { state: 'pending', gatewayRefund: asked.json().providerRefundId },
    })
  })

  describe('two refunds, a refusal, a webhook that comes first', () => {
    /** A booking of ₹600 paid online, and a way to ask refunds of that payment. */
    async function paidOnline(paymentId: string) {
      const { booking, orderId } = await bookedWithOrder()
      const event = captured(orderId, paymentId, 60000)
      await webhook(event.raw, event.signature)
      const [payment] = await rows(booking.id)
      const refund = (amount: number, reason = 'Test not done') =>
        app.inject({
          method: 'POST',
          url: `/api/consult/consultation/${booking.id}/payments/${payment.id}/online-refund`,
          headers: admin,
          payload: { amount, reason },
        })
      const listed = async () =>
        (
          await app.inject({
            method: 'GET',
            url: `/api/consult/consultation/${booking.id}/online-refunds`,
            headers: staff,
          })
        ).json()
      return { booking, payment, refund, listed }
    }
    const refundCalls = () => fake.calls.filter((call) => call.path.endsWith('/refund'))
    const processed = (id: string, paymentId: string, amount: number, notes?: object) =>
      signedEvent('refund.processed', {
        refund: {
          entity: {
            id,
            entity: 'refund',
            amount,
            currency: 'INR',
            payment_id: paymentId,
            notes,
            status: 'processed',
          },
        },
      })

    afterEach(() => {
      fake.refuseRefunds(null)
      fake.beforeRefundAnswer(null)
    })

    it('sends one of two refunds of 60% asked at once; the other is told what is left', async () => {
      const { refund, listed } = await paidOnline('pay_Twice')
      const answers = await Promise.all([refund(360, 'First console'), refund(360, 'Second console')])
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 400])
      const refused = answers.find((answer) => answer.statusCode === 400)
      expect(refused?.json().message).toBe(
        'amount ₹360 is more than what is left to refund of that payment, ₹240',
      )
      expect(refundCalls()).toHaveLength(1)
      expect(refundCalls()[0].body).toMatchObject({ amount: 36000 })
      expect(await listed()).toMatchObject([{ amount: 360, state: 'pending' }])
    })

    it('frees the amount again when the gateway refuses a refund (502), keeping the refusal in the list', async () => {
      const { booking, refund, listed } = await paidOnline('pay_Refused')
      fake.refuseRefunds('The payment has been fully refunded already')
      const refusedAnswer = await refund(600, 'Refused by the bank')
      expect(refusedAnswer.statusCode).toBe(502)
      fake.refuseRefunds(null)
      const again = await refund(600, 'Asked again')
      expect(again.statusCode, again.body).toBe(202)
      expect(await listed()).toMatchObject([
        { amount: 600, state: 'failed', reason: 'Refused by the bank', providerRefundId: '' },
        { amount: 600, state: 'pending', reason: 'Asked again' },
      ])
      const [failed] = await listed()
      const audited = await app
        .knex('audit_log')
        .where({ entity: 'online-refund', entity_id: failed.id })
        .orderBy('id')
      expect(audited.map((row) => [row.action, row.after.state])).toEqual([
        ['create', 'requested'],
        ['update', 'failed'],
      ])
      expect(await ledger(booking.id)).toMatchObject({ paid: 600, balance: 0 })
    })

    it("records a refund whose webhook comes before the gateway's answer as this site's, once", async () => {
      const { booking, payment, refund, listed } = await paidOnline('pay_Early')
      // The gateway's webhook is delivered while it has not answered the refund request yet.
      const delivered: { raw: string; signature: string }[] = []
      fake.beforeRefundAnswer(async (taken) => {
        const early = processed(String(taken.id), 'pay_Early', 25000, taken.notes as object)
        delivered.push(early)
        expect((await webhook(early.raw, early.signature)).json().outcome).toBe('recorded')
      })
      const asked = await refund(250, 'Lipid profile not done')
      expect(asked.statusCode, asked.body).toBe(202)
      expect(asked.json()).toMatchObject({ amount: 250, state: 'processed' })
      expect(asked.json().providerRefundId).toMatch(/^rfnd_/)
      // A second delivery of the same event stores nothing.
      const [early] = delivered
      expect((await webhook(early.raw, early.signature)).json().outcome).toBe('replay')
      const books = await ledger(booking.id)
      expect(books).toMatchObject({ paid: 350, balance: 250 })
      expect(books.entries).toHaveLength(2)
      expect(books.entries[1]).toMatchObject({
        kind: 'refund',
        amount: -250,
        reverses: payment.id,
        reason: 'Lipid profile not done',
        createdBy: { name: 'Meera Admin' },
      })
      expect(books.entries[1].flag).toBeUndefined()
      expect(await listed()).toMatchObject([
        { state: 'processed', amount: 250, providerRefundId: asked.json().providerRefundId },
      ])
    })

    it("keeps a refund the gateway took but this site failed to store as held, then records its webhook as this site's", async () => {
      const { booking, refund, listed } = await paidOnline('pay_Unstored')
      // Storing the gateway's answer fails (its audit entry is refused): the request stays held.
      await app.knex.raw(`create function refuse_taken_refund() returns trigger language plpgsql as $$
        begin if new.entity = 'online-refund' and new.action = 'update' then raise exception 'audit log unavailable'; end if; return new; end $$`)
      await app.knex.raw(`create trigger refuse_taken_refund before insert on audit_log
        for each row execute function refuse_taken_refund()`)
      try {
        expect((await refund(400, 'Wrong test booked')).statusCode).toBe(500)
      } finally {
        await app.knex.raw('drop trigger refuse_taken_refund on audit_log')
        await app.knex.raw('drop function refuse_taken_refund')
      }
      const [held] = await listed()
      expect(held).toMatchObject({ state: 'requested', amount: 400, providerRefundId: '' })
      const [call] = refundCalls()
      expect(call.body.notes).toMatchObject({ site_refund: held.id })
      // Still held: what is left counts it.
      const over = await refund(300)
      expect(over.statusCode).toBe(400)
      expect(over.json().message).toContain('₹200')

      const late = processed('rfnd_fake_unstored', 'pay_Unstored', 40000, call.body.notes as object)
      expect((await webhook(late.raw, late.signature)).json().outcome).toBe('recorded')
      const books = await ledger(booking.id)
      expect(books.entries[1]).toMatchObject({
        amount: -400,
        reason: 'Wrong test booked',
        createdBy: { name: 'Meera Admin' },
      })
      expect(books.entries[1].flag).toBeUndefined()
      expect(await listed()).toMatchObject([
        { state: 'processed', amount: 400, providerRefundId: 'rfnd_fake_unstored' },
      ])
    })
  })

  it('refuses a desk refund form for the gateway: only online payments go back through it', async () => {
    const booking = await bookTest(app, testId)
    const [cash] = await app
      .knex('payments')
      .insert({
        booking_id: booking.id,
        booking_reference: booking.reference,
        position: 1,
        method: 'cash',
        amount: 600,
        currency: 'INR',
        created_by_name: 'Desk',
        lab_day: '2026-11-27',
      })
      .returning('id')
    const res = await app.inject({
      method: 'POST',
      url: `/api/consult/consultation/${booking.id}/payments/${cash.id}/online-refund`,
      headers: admin,
      payload: { amount: 100, reason: 'Wrong test' },
    })
    expect(res.statusCode).toBe(400)
    expect(fake.calls.some((call) => call.path.endsWith('/refund'))).toBe(false)
  })
})

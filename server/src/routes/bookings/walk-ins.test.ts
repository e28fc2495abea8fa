import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { deliveredMails } from '../../testing/delivered-mails'
import { clearBookings, guest, postBooking, startBookingApp, stopBookingApp } from './bookings-test-kit'
import { addDays, labNow, weekdayOf } from './lab-calendar'

describe('walk-ins: the front desk books a lab visit today', () => {
  let app: App
  let staff: { authorization: string }
  let staffId: string
  let testId: string
  const today = () => labNow().date

  const walkIn = (payload: object = {}, headers: Record<string, string> = staff) =>
    postBooking(
      app,
      { ...guest, items: [{ type: 'blood-test', id: testId }], source: 'walk-in', ...payload },
      headers,
    )
  const todaysSlot = async (time: string) =>
    (
      await app
        .knex('booking_slots')
        .where({ weekday: weekdayOf(today()), start_time: time })
        .first()
    ).id as string

  beforeAll(async () => {
    ;({ app } = await startBookingApp())
    const desk = await createUserWithToken(app, 'staff', { name: 'Ravi Desk' })
    staff = desk.headers
    staffId = desk.user.id
    const [row] = await app
      .knex('blood_tests')
      .insert({ name: 'CBC', category: 'Blood', price: 300, original_price: 400 })
      .returning('id')
    testId = row.id
  })
  afterAll(() => stopBookingApp(app))
  beforeEach(async () => {
    await clearBookings(app)
    await app.knex('audit_log').delete()
  })

  it('stores a walk-in without a slot as a lab visit today, of no account, with the staff member audited as creator', async () => {
    const res = await walkIn()
    expect(res.statusCode).toBe(201)
    const booking = res.json()
    expect(booking).toMatchObject({
      source: 'walk-in',
      collectionType: 'lab',
      preferredDate: today(),
      slotId: null,
      slotLabel: '',
      paid: 0,
      balance: 300,
    })
    const row = await app.knex('bookings').where({ id: booking.id }).first()
    expect(row).toMatchObject({ source: 'walk-in', collection_type: 'lab', slot_id: null, user_id: null })
    const audit = await app.knex('audit_log').where({ entity: 'booking', entity_id: booking.id })
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'create', user_id: staffId })
    expect(audit[0].after).toMatchObject({ source: 'walk-in', reference: booking.reference })
    // The patient hears of their booking; staff are not e-mailed about what the desk did itself.
    expect(await deliveredMails(app, booking.reference)).toHaveLength(1)
  })

  it('keeps the slot rules when the desk picks a slot: the 4th walk-in for a slot of 3 gets 409', async () => {
    const slotId = await todaysSlot('07:00')
    for (let n = 0; n < 3; n++) {
      const res = await walkIn({ slotId, email: `walkin${n}@example.com` })
      expect(res.statusCode).toBe(201)
      expect(res.json()).toMatchObject({ slotId, slotLabel: '07:00–08:00', source: 'walk-in' })
    }
    const full = await walkIn({ slotId, email: 'late@example.com' })
    expect(full.statusCode).toBe(409)
    expect(full.json().message).toMatch(/07:00–08:00 slot .* has just been fully booked/)
    expect(await app.knex('bookings').where({ email: 'late@example.com' })).toHaveLength(0)
  })

  it('refuses a walk-in for another day or for home collection, naming what is wrong', async () => {
    const tomorrow = addDays(today(), 1)
    const later = await walkIn({ preferredDate: tomorrow })
    expect(later.statusCode).toBe(400)
    expect(later.json().message).toBe(
      `A walk-in is a lab visit today: preferredDate must be ${today()} or left out`,
    )
    const home = await walkIn({ collectionType: 'home' })
    expect(home.statusCode).toBe(400)
    expect(home.json().message).toBe('A walk-in is a lab visit: collectionType must be lab or left out')
    expect(Number((await app.knex('bookings').count({ n: '*' }))[0].n)).toBe(0)
  })

  it('refuses source "walk-in" from a visitor or a guest with 403 and stores nothing', async () => {
    const visitor = await createUserWithToken(app, 'visitor')
    for (const headers of [visitor.headers, {}, { authorization: 'Bearer not-a-token' }]) {
      const res = await walkIn({}, headers)
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe(
        'Only front-desk staff can register a walk-in: sign in as staff, or book on the site',
      )
    }
    expect(Number((await app.knex('bookings').count({ n: '*' }))[0].n)).toBe(0)
  })

  it('stores a booking from the site as source "web", and the staff list says where each came from', async () => {
    const web = await postBooking(app, { ...guest, items: [{ type: 'blood-test', id: testId }] })
    expect(web.statusCode).toBe(201)
    expect(web.json().source).toBe('web')
    const desk = await walkIn({ email: 'desk@example.com' })
    const list = await app.inject({ method: 'GET', url: '/api/content/consultations', headers: staff })
    expect(list.statusCode).toBe(200)
    const sources = Object.fromEntries(
      list.json().map((b: { id: string; source: string }) => [b.id, b.source]),
    )
    expect(sources).toEqual({ [web.json().id]: 'web', [desk.json().id]: 'walk-in' })
  })

  it('replays a walk-in sent twice with the same Idempotency-Key: one booking', async () => {
    const headers = { ...staff, 'idempotency-key': 'walk-in-offline-1' }
    const first = await walkIn({}, headers)
    const again = await walkIn({}, headers)
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json().reference).toBe(first.json().reference)
    expect(Number((await app.knex('bookings').count({ n: '*' }))[0].n)).toBe(1)
  })
})

import { CURRENCIES } from '@labsite/shared'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { deliveredMails, deliveredMailTo } from '../../testing/delivered-mails'
import { submitBookingForm } from './booking-fixtures'
import {
  clearBookings,
  guest,
  postBooking,
  slotOn,
  startBookingApp,
  stopBookingApp,
} from './bookings-test-kit'
import { addDays, bookingWindow } from './lab-calendar'

describe('bookings: what, when and where', () => {
  let app: App
  let staff: { authorization: string }
  let admin: { authorization: string }
  let packageId: string
  let bloodTestId: string

  /** The Global tab's currency, as an admin would set it (prices are snapshotted in it). */
  async function setSiteCurrency(code: string) {
    const stored = await app.knex('documents').where({ key: 'global-settings' }).first()
    const settings = typeof stored.value === 'string' ? JSON.parse(stored.value) : stored.value
    const currency = CURRENCIES.find((c) => c.code === code)
    await app
      .knex('documents')
      .where({ key: 'global-settings' })
      .update({ value: JSON.stringify({ ...settings, currency }) })
  }

  const book = (payload: object, headers: Record<string, string> = {}) => postBooking(app, payload, headers)

  beforeAll(async () => {
    // Hundreds of simultaneous bookings queue for the pool's connections; on a busy 2-core test machine
    // the default 3 s wait would turn some into 503s, which is not what these tests are about.
    ;({ app, staff } = await startBookingApp({
      databaseTimeouts: { connectMs: 2_000, acquireMs: 60_000, statementMs: 20_000 },
    }))
    const [pkg] = await app
      .knex('thyroid_packages')
      .insert({ name: 'Thyroid Profile Total', price: 499, original_price: 900 })
      .returning('id')
    packageId = pkg.id
    const [test] = await app
      .knex('blood_tests')
      .insert({ name: 'HbA1c', category: 'Diabetes', price: 350, original_price: 500 })
      .returning('id')
    bloodTestId = test.id
    admin = (await createUserWithToken(app, 'admin')).headers
  })
  afterAll(() => stopBookingApp(app))
  beforeEach(async () => {
    await clearBookings(app)
    await app.knex('booking_closed_dates').delete()
  })

  it('stores a snapshot of each booked item, priced in the site currency, that later catalogue edits do not rewrite', async () => {
    const { date, slotId } = await slotOn(app, 2)
    await setSiteCurrency('INR')
    const res = await book({
      ...guest,
      items: [
        { type: 'thyroid-package', id: packageId },
        { type: 'blood-test', id: bloodTestId },
      ],
      collectionType: 'home',
      preferredDate: date,
      slotId,
      pincode: '560034',
      familyMembers: 3,
    })
    expect(res.statusCode).toBe(201)
    const created = res.json()
    expect(created.reference).toMatch(/^AAR-\d{4}-\d{4}-[A-Z2-9]{4}$/)
    expect(created.claimToken).toEqual(expect.any(String))
    expect(created.items).toEqual([
      { type: 'thyroid-package', id: packageId, name: 'Thyroid Profile Total', price: '₹499', amount: 499 },
      { type: 'blood-test', id: bloodTestId, name: 'HbA1c', price: '₹350', amount: 350 },
    ])
    expect(created).toMatchObject({
      collectionType: 'home',
      preferredDate: date,
      slotId,
      slotLabel: '07:00–08:00',
      pincode: '560034',
      familyMembers: 3,
      familyDiscount: true,
      // Each of the three takes both: 3 × (499 + 350) = 2,547, 15 % off; home collection is free by default.
      total: { items: 2547, familyDiscount: 382.05, collectionFee: 0, total: 2164.95, currency: 'INR' },
    })

    await app.knex('thyroid_packages').where({ id: packageId }).update({ name: 'Renamed', price: 999 })
    const stored = await app.inject({ url: `/api/consult/consultation/${created.id}`, headers: staff })
    expect(stored.json().items[0]).toMatchObject({ name: 'Thyroid Profile Total', price: '₹499' })
    await app
      .knex('thyroid_packages')
      .where({ id: packageId })
      .update({ name: 'Thyroid Profile Total', price: 499 })

    // The visitor is e-mailed the reference, through the outbox row written with the booking.
    const rows = await app.knex('outbox').where({ related_id: created.id }).orderBy('kind')
    expect(rows.map((row: { kind: string }) => row.kind)).toEqual([
      'booking-received',
      'staff-notification',
      // An Indian mobile gets the confirmation on WhatsApp too, unless the visitor opts out.
      'whatsapp-booking-confirmed',
    ])
    expect(rows[0].recipient).toBe(guest.email)
    expect(rows[0].subject).toContain(created.reference)
    // A sent row's body is erased at once, so the words are read where the mail was delivered.
    const visitorMail = await deliveredMailTo(app, guest.email, created.reference)
    expect(visitorMail).toContain('Thyroid Profile Total (₹499)')
    // What it costs, as stored, and the lab-local day of the slot ("Mon, 30 Nov 2026, 07:00–08:00").
    expect(visitorMail).toContain('Tests: ₹2,547')
    expect(visitorMail).toContain('Family discount: −₹382.05')
    expect(visitorMail).toContain('Home collection fee: Free')
    expect(visitorMail).toContain('Total: ₹2,164.95')
    const [year, month, day] = date.split('-').map(Number)
    const shortMonth = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
      month - 1
    ]
    expect(visitorMail).toMatch(new RegExp(`When: [A-Z][a-z]{2}, ${day} ${shortMonth} ${year}, 07:00–08:00`))
    const [staffMail] = await deliveredMails(app, created.reference, 'Please call them back')
    expect(staffMail).toContain('3: the family discount applies')
  })

  it("charges the lab's home-collection fee below its threshold, and keeps a booking's total when the rule changes", async () => {
    await setSiteCurrency('INR')
    const setFeeRule = async (collectionFee: { amount: number; freeAbove: number }) => {
      const updated = await app.inject({
        method: 'PUT',
        url: '/api/global-settings',
        payload: { collectionFee },
        headers: admin,
      })
      expect(updated.statusCode).toBe(200)
    }
    await setFeeRule({ amount: 150, freeAbove: 1000 })
    const { date, slotId } = await slotOn(app, 3)
    const when = { preferredDate: date, slotId }
    const home = await book({
      ...guest,
      items: [{ type: 'blood-test', id: bloodTestId }],
      collectionType: 'home',
      pincode: '560034',
      ...when,
    })
    expect(home.json().total).toEqual({
      items: 350,
      familyDiscount: 0,
      collectionFee: 150,
      total: 500,
      currency: 'INR',
      priceOnRequest: false,
    })
    const lab = await book({
      ...guest,
      items: [{ type: 'blood-test', id: bloodTestId }],
      collectionType: 'lab',
      // Typed before switching to a lab visit: not kept, nobody collects there.
      pincode: '999999',
      ...when,
    })
    expect(lab.json().total).toMatchObject({ collectionFee: 0, total: 350 })
    expect(lab.json().pincode).toBe('')
    const family = await book({
      ...guest,
      items: [{ type: 'thyroid-package', id: packageId }],
      familyMembers: 3,
      collectionType: 'home',
      pincode: '560034',
      ...when,
    })
    // 3 × 499 = 1,497, 15 % off = 1,272.45: above the threshold, so no fee.
    expect(family.json().total).toMatchObject({
      items: 1497,
      familyDiscount: 224.55,
      collectionFee: 0,
      total: 1272.45,
    })

    await setFeeRule({ amount: 300, freeAbove: 0 })
    const again = await app.inject({ url: `/api/consult/consultation/${home.json().id}`, headers: staff })
    expect(again.json().total).toMatchObject({ collectionFee: 150, total: 500 })
    await setFeeRule({ amount: 0, freeAbove: 0 })
  })

  it('confirms a booking in Hindi to a visitor who booked in Hindi', async () => {
    const { date, slotId } = await slotOn(app, 2)
    const res = await book(
      {
        ...guest,
        items: [{ type: 'blood-test', id: bloodTestId }],
        collectionType: 'lab',
        preferredDate: date,
        slotId,
      },
      { 'accept-language': 'hi' },
    )
    expect(res.statusCode).toBe(201)
    const created = res.json()
    const mail = await deliveredMailTo(app, guest.email, created.reference)
    expect(mail).toContain(`Subject: Aarogya Diagnostics पर आपकी बुकिंग ${created.reference}`)
    expect(mail).toContain(`नमस्ते ${guest.name},`)
    expect(mail).toContain('धन्यवाद, हमें आपकी बुकिंग मिल गई है।')
    expect(mail).toContain('कहाँ: हमारी लैब पर आकर')
    expect(mail).not.toContain('Hello')
  })

  it('accepts the items as a JSON text field of a multipart form', async () => {
    await setSiteCurrency('EUR')
    const res = await submitBookingForm(app, {
      ...guest,
      items: JSON.stringify([{ type: 'blood-test', id: bloodTestId }]),
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().items).toEqual([
      { type: 'blood-test', id: bloodTestId, name: 'HbA1c', price: '€350', amount: 350 },
    ])
    expect(res.json().total).toMatchObject({ items: 350, total: 350, currency: 'EUR' })
    expect(res.json().familyDiscount).toBe(false)
  })

  it('still takes a booking from an older client that sends none of the new fields', async () => {
    const res = await book(guest)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ ...guest, items: [], collectionType: null, preferredDate: '' })
    expect(res.json().reference).toMatch(/^AAR-/)
  })

  it('refuses an item that does not exist, naming it, and stores nothing', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    const res = await book({ ...guest, items: [{ type: 'offer', id: missing }] })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(`no offer with id ${missing}`)
    const bad = await book({ ...guest, items: [{ type: 'voucher', id: missing }] })
    expect(bad.statusCode).toBe(400)
    expect(await app.knex('bookings').count({ n: '*' })).toEqual([{ n: expect.anything() }])
    expect(Number((await app.knex('bookings').count({ n: '*' }))[0].n)).toBe(0)
  })

  it('refuses a draft or scheduled offer, which visitors cannot see yet, as if it did not exist', async () => {
    const [draft] = await app
      .knex('offers')
      .insert({
        title: 'Draft Winter Offer',
        discount: 10,
        discounted_price: 900,
        original_price: 1000,
        status: 'draft',
      })
      .returning('id')
    const [later] = await app
      .knex('offers')
      .insert({
        title: 'Scheduled Offer',
        discount: 10,
        discounted_price: 900,
        original_price: 1000,
        publish_at: new Date(Date.now() + 86_400_000),
      })
      .returning('id')
    for (const { id } of [draft, later]) {
      const res = await book({ ...guest, items: [{ type: 'offer', id }] })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toContain(`no offer with id ${id}`)
    }
    await app.knex('offers').whereIn('id', [draft.id, later.id]).delete()
  })

  it('closes a day and removes a PIN code only together with their audit entries', async () => {
    const { date } = await slotOn(app, 6)
    const close = () =>
      app.inject({ method: 'POST', url: '/api/admin/closed-dates', headers: staff, payload: { date } })
    const dropPin = () => app.inject({ method: 'DELETE', url: '/api/admin/pincodes/560034', headers: staff })
    // The audit cannot be written (its table gone for a moment): neither change is kept.
    await app.knex.raw('alter table audit_log rename to audit_log_away')
    try {
      expect((await close()).statusCode).toBeGreaterThanOrEqual(500)
      expect((await dropPin()).statusCode).toBeGreaterThanOrEqual(500)
    } finally {
      await app.knex.raw('alter table audit_log_away rename to audit_log')
    }
    expect(await app.knex('booking_closed_dates').where({ date }).first()).toBeUndefined()
    expect(await app.knex('serviceable_pincodes').where({ pincode: '560034' }).first()).toBeDefined()

    expect((await close()).statusCode).toBe(201)
    const entry = await app.knex('audit_log').where({ entity: 'booking-calendar', entity_id: date }).first()
    expect(entry).toMatchObject({ action: 'create' })
    const reopen = await app.inject({
      method: 'DELETE',
      url: `/api/admin/closed-dates/${date}`,
      headers: staff,
    })
    expect(reopen.statusCode).toBe(204)
  })

  it('refuses a closed day, a day out of the window and a PIN code the lab does not serve', async () => {
    const { date, slotId } = await slotOn(app, 4)
    await app.inject({
      method: 'POST',
      url: '/api/admin/closed-dates',
      headers: staff,
      payload: { date, reason: 'Diwali' },
    })
    const closed = await book({ ...guest, collectionType: 'lab', preferredDate: date, slotId })
    expect(closed.statusCode).toBe(400)
    expect(closed.json().message).toMatch(/closed on .* \(Diwali\)/)
    const day = await app.inject({ url: `/api/slots?date=${date}` })
    expect(day.json()).toMatchObject({ bookable: false, reason: 'Diwali', slots: [] })

    const far = await slotOn(app, 15)
    const tooLate = await book({
      ...guest,
      collectionType: 'lab',
      preferredDate: far.date,
      slotId: far.slotId,
    })
    expect(tooLate.statusCode).toBe(400)
    expect(tooLate.json().message).toContain(`between ${bookingWindow().first} and`)
    const yesterday = addDays(bookingWindow().first, -1)
    expect(
      (await book({ ...guest, collectionType: 'lab', preferredDate: yesterday, slotId })).statusCode,
    ).toBe(400)

    const open = await slotOn(app, 5)
    const faraway = await book({
      ...guest,
      collectionType: 'home',
      preferredDate: open.date,
      slotId: open.slotId,
      pincode: '110001',
    })
    expect(faraway.statusCode).toBe(400)
    expect(faraway.json().message).toBe('Not yet at 110001 — visit a lab or call us')
    const noPin = await book({
      ...guest,
      collectionType: 'home',
      preferredDate: open.date,
      slotId: open.slotId,
    })
    expect(noPin.statusCode).toBe(400)
    expect(noPin.json().message).toBe('pincode is required for home collection')
    const wrongDay = await book({ ...guest, collectionType: 'lab', preferredDate: open.date, slotId })
    expect(wrongDay.statusCode).toBe(400)
    expect(Number((await app.knex('bookings').count({ n: '*' }))[0].n)).toBe(0)

    const served = await app.inject({ url: '/api/pincodes/560034' })
    expect(served.json()).toEqual({ pincode: '560034', serviceable: true, area: 'Koramangala, Bengaluru' })
    expect((await app.inject({ url: '/api/pincodes/110001' })).json().serviceable).toBe(false)
    expect((await app.inject({ url: '/api/pincodes/12345' })).statusCode).toBe(400)
  })

  it('gives the last places of a slot to exactly its capacity when 20 visitors race for it', async () => {
    const { date, slotId } = await slotOn(app, 3)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book({
          ...guest,
          email: `racer${i}@example.com`,
          collectionType: 'lab',
          preferredDate: date,
          slotId,
        }),
      ),
    )
    const codes = answers.map((answer) => answer.statusCode)
    expect(codes.filter((code) => code === 201)).toHaveLength(3)
    expect(codes.filter((code) => code === 409)).toHaveLength(17)
    const refusal = answers.find((answer) => answer.statusCode === 409)?.json()
    expect(refusal.message).toMatch(
      /07:00–08:00 slot on .* has just been fully booked\. Next free slots: .*08:00–09:00/,
    )
    const stored = await app
      .knex('bookings')
      .where({ slot_id: slotId, preferred_date: date })
      .count({ n: '*' })
    expect(Number(stored[0].n)).toBe(3)

    const day = await app.inject({ url: `/api/slots?date=${date}` })
    expect(day.statusCode).toBe(200)
    expect(
      day.json().slots.map((slot: { label: string; remaining: number }) => [slot.label, slot.remaining]),
    ).toEqual([
      ['07:00–08:00', 0],
      ['08:00–09:00', 5],
    ])
  })

  it('gives 200 concurrent bookings 200 different references', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => book({ ...guest, email: `crowd${i}@example.com` })),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(200).fill(201))
    const references = answers.map((answer) => answer.json().reference)
    expect(new Set(references).size).toBe(200)
    for (const reference of references) expect(reference).toMatch(/^AAR-\d{4}-\d{4,}-[A-Z2-9]{4}$/)
  }, 60_000)

  it('lets staff keep the slot table, closed dates and PIN codes, and nobody else', async () => {
    const visitor = (await createUserWithToken(app, 'visitor')).headers
    expect((await app.inject({ url: '/api/admin/booking-slots', headers: visitor })).statusCode).toBe(403)
    expect((await app.inject({ url: '/api/admin/pincodes' })).statusCode).toBe(401)

    const added = await app.inject({
      method: 'POST',
      url: '/api/admin/booking-slots',
      headers: staff,
      payload: { weekday: 1, startTime: '10:00', endTime: '11:00', capacity: 4 },
    })
    expect(added.statusCode).toBe(201)
    const twice = await app.inject({
      method: 'POST',
      url: '/api/admin/booking-slots',
      headers: staff,
      payload: { weekday: 1, startTime: '10:00', endTime: '11:30', capacity: 4 },
    })
    expect(twice.statusCode).toBe(409)
    const backwards = await app.inject({
      method: 'POST',
      url: '/api/admin/booking-slots',
      headers: staff,
      payload: { weekday: 2, startTime: '10:00', endTime: '09:00', capacity: 4 },
    })
    expect(backwards.statusCode).toBe(400)
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/booking-slots/${added.json().id}`,
      headers: staff,
    })
    expect(removed.statusCode).toBe(204)

    const pasted = await app.inject({
      method: 'POST',
      url: '/api/admin/pincodes',
      headers: staff,
      payload: { text: 'pincode,area\n560001, MG Road\n"560095","Koramangala 6th Block"\n110001 110002\n' },
    })
    expect(pasted.statusCode).toBe(200)
    expect(pasted.json()).toEqual({ imported: 4, total: 6 })
    expect((await app.inject({ url: '/api/pincodes/110002' })).json().serviceable).toBe(true)
    const typo = await app.inject({
      method: 'POST',
      url: '/api/admin/pincodes',
      headers: staff,
      payload: { text: '560001\n56003\n' },
    })
    expect(typo.statusCode).toBe(400)
    expect(typo.json().message).toBe('Line 2 has no 6-digit PIN code')
    await app.knex('serviceable_pincodes').whereNotIn('pincode', ['560034', '110017']).delete()
  })
})

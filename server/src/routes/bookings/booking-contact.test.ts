import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { deliveredMails } from '../../testing/delivered-mails'
import { clearBookings, guest, postBooking, startBookingApp, stopBookingApp } from './bookings-test-kit'
import { addDays, labNow, weekdayOf } from './lab-calendar'

/** Nothing made up to fill a form: what a walk-in and a lab visit may leave out, and what they may not. */
describe('a booking stores only what the person gave', () => {
  let app: App
  let staff: { authorization: string }
  let testId: string
  const items = () => [{ type: 'blood-test', id: testId }]
  const { email: _email, address: _address, description: _description, ...nameAndPhone } = guest

  beforeAll(async () => {
    ;({ app } = await startBookingApp())
    staff = (await createUserWithToken(app, 'staff')).headers
    const [row] = await app
      .knex('blood_tests')
      .insert({ name: 'CBC', category: 'Blood', price: 300, original_price: 400 })
      .returning('id')
    testId = row.id
  })
  afterAll(() => stopBookingApp(app))
  beforeEach(() => clearBookings(app))

  it('registers a walk-in with no e-mail, address or notes, stores them empty and mails no one', async () => {
    const res = await postBooking(app, { ...nameAndPhone, items: items(), source: 'walk-in' }, staff)
    expect(res.statusCode, res.body).toBe(201)
    const row = await app.knex('bookings').where({ id: res.json().id }).first()
    expect(row).toMatchObject({ email: '', address: '', description: '', collection_type: 'lab' })
    // No e-mail to anyone; the patient's mobile still gets the WhatsApp confirmation (opted in by default).
    expect(await app.knex('outbox').where({ related_id: row.id, channel: 'email' })).toHaveLength(0)
    expect(await deliveredMails(app, res.json().reference)).toHaveLength(0)
  })

  it("books a visitor's lab visit without an address, stored empty", async () => {
    let day = addDays(labNow().date, 1)
    while (weekdayOf(day) === 0) day = addDays(day, 1)
    const slot = await app
      .knex('booking_slots')
      .where({ weekday: weekdayOf(day) })
      .first()
    const { address: _a, ...visitor } = guest
    const res = await postBooking(app, {
      ...visitor,
      items: items(),
      collectionType: 'lab',
      preferredDate: day,
      slotId: slot.id,
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ address: '', collectionType: 'lab' })
  })

  it('refuses by name a visitor booking without an e-mail or notes, and a home collection without an address', async () => {
    const noEmail = await postBooking(app, { ...guest, email: '', items: items() })
    expect(noEmail.statusCode).toBe(400)
    expect(noEmail.json().message).toMatch(/^email/)
    const { description: _d, ...withoutNotes } = guest
    const noNotes = await postBooking(app, { ...withoutNotes, items: items() })
    expect(noNotes.statusCode).toBe(400)
    expect(noNotes.json().message).toBe('description: say what the booking is for')
    const { address: _a, ...withoutAddress } = guest
    const home = await postBooking(app, { ...withoutAddress, items: items() })
    expect(home.statusCode).toBe(400)
    expect(home.json().message).toBe('address: enter the address (only a lab visit may leave it out)')
    expect(await app.knex('bookings')).toHaveLength(0)
  })
})

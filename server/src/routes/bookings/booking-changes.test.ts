import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import {
  clearBookings,
  guest,
  postBooking,
  slotOn,
  startBookingApp,
  stopBookingApp,
} from './bookings-test-kit'

describe('a visitor moves or cancels their booking until the lab confirms it', () => {
  let app: App
  let staff: { authorization: string }

  /** A home-collection booking in the 07:00 slot (3 places) two days ahead. */
  const book = async (headers: Record<string, string> = {}, who = guest) => {
    const { date, slotId } = await slotOn(app, 2, '07:00')
    const res = await postBooking(
      app,
      { ...who, collectionType: 'home', preferredDate: date, slotId, pincode: '560034' },
      headers,
    )
    expect(res.statusCode).toBe(201)
    return res.json()
  }
  const takenIn = (slotId: string, date: string) =>
    app.knex('bookings').where({ slot_id: slotId, preferred_date: date }).whereNot('status', 'cancelled')
  const staffMails = () => app.knex('outbox').where({ kind: 'staff-notification' }).pluck('subject')

  beforeAll(async () => {
    ;({ app, staff } = await startBookingApp({ rateLimitAuth: 1_000 }))
  })
  afterAll(() => stopBookingApp(app))
  beforeEach(() => clearBookings(app))

  it('moves a guest booking to another slot, frees the old place and tells the staff', async () => {
    const booking = await book()
    const from = await slotOn(app, 2, '07:00')
    const to = await slotOn(app, 3, '08:00')
    const wrongContact = await app.inject({
      method: 'POST',
      url: '/api/bookings/reschedule',
      payload: {
        reference: booking.reference,
        contact: 'someone@else.example',
        preferredDate: to.date,
        slotId: to.slotId,
      },
    })
    expect(wrongContact.statusCode).toBe(404)
    // The refused try is on record, with the contact hashed.
    const [tried] = await app.knex('audit_log').where({ entity: 'booking-lookup' }).orderBy('id', 'desc')
    expect(tried.after).toMatchObject({ what: 'change', found: false, reference: booking.reference })

    const moved = await app.inject({
      method: 'POST',
      url: '/api/bookings/reschedule',
      payload: {
        reference: booking.reference,
        contact: guest.phone,
        preferredDate: to.date,
        slotId: to.slotId,
      },
    })
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toMatchObject({
      reference: booking.reference,
      preferredDate: to.date,
      slotLabel: '08:00–09:00',
    })
    expect(await takenIn(from.slotId, from.date)).toHaveLength(0)
    expect(await takenIn(to.slotId, to.date)).toHaveLength(1)
    expect(await staffMails()).toContain(`Booking ${booking.reference} moved by ${guest.name}`)
    const [audit] = await app
      .knex('audit_log')
      .where({ entity: 'booking', entity_id: booking.id, action: 'update' })
    expect(audit.after).toMatchObject({ to: `${to.date} 08:00–09:00` })

    const again = await app.inject({
      method: 'POST',
      url: '/api/bookings/reschedule',
      payload: {
        reference: booking.reference,
        contact: guest.email,
        preferredDate: to.date,
        slotId: to.slotId,
      },
    })
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toMatch(/is already on/)
  })

  it('lets one of two visitors racing for the last place have it; the other gets 409 and keeps their slot', async () => {
    const target = await slotOn(app, 4, '07:00')
    // Two of the three places are taken.
    for (const n of [1, 2]) {
      const res = await postBooking(app, {
        ...guest,
        email: `other${n}@example.com`,
        collectionType: 'home',
        preferredDate: target.date,
        slotId: target.slotId,
        pincode: '560034',
      })
      expect(res.statusCode).toBe(201)
    }
    const first = await book({}, { ...guest, email: 'first@example.com' })
    const second = await book({}, { ...guest, email: 'second@example.com' })
    const answers = await Promise.all(
      [first, second].map((booking, index) =>
        app.inject({
          method: 'POST',
          url: '/api/bookings/reschedule',
          payload: {
            reference: booking.reference,
            contact: index === 0 ? 'first@example.com' : 'second@example.com',
            preferredDate: target.date,
            slotId: target.slotId,
          },
        }),
      ),
    )
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409])
    expect(answers.find((res) => res.statusCode === 409)?.json().message).toMatch(
      /has just been fully booked/,
    )
    expect(await takenIn(target.slotId, target.date)).toHaveLength(3)
    const from = await slotOn(app, 2, '07:00')
    expect(await takenIn(from.slotId, from.date)).toHaveLength(1)
  })

  it('refuses a closed day and any change once the lab has confirmed; a guest cancels before that', async () => {
    const booking = await book()
    const closedDay = await slotOn(app, 5, '07:00')
    await app.knex('booking_closed_dates').insert({ date: closedDay.date, reason: 'Holiday' })
    const closed = await app.inject({
      method: 'POST',
      url: '/api/bookings/reschedule',
      payload: {
        reference: booking.reference,
        contact: guest.email,
        ...{ preferredDate: closedDay.date, slotId: closedDay.slotId },
      },
    })
    expect(closed.statusCode).toBe(400)
    expect(closed.json().message).toMatch(/The lab is closed on .* \(Holiday\)/)

    const other = await book({}, { ...guest, email: 'confirmed@example.com' })
    await app.inject({
      method: 'PATCH',
      url: `/api/consult/consultation/${other.id}`,
      payload: { status: 'confirmed' },
      headers: staff,
    })
    const late = await app.inject({
      method: 'POST',
      url: '/api/bookings/cancel',
      payload: { reference: other.reference, contact: 'confirmed@example.com' },
    })
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe(`Booking ${other.reference} is confirmed: please call us to change it`)

    const cancelled = await app.inject({
      method: 'POST',
      url: '/api/bookings/cancel',
      payload: { reference: booking.reference, contact: guest.email },
    })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().status).toBe('cancelled')
  })

  it('lets the signed-in owner move their booking, and nobody else', async () => {
    const owner = await createUserWithToken(app, 'visitor')
    const booking = await book(owner.headers)
    const stranger = await createUserWithToken(app, 'visitor')
    const to = await slotOn(app, 6, '08:00')
    const url = `/api/user/bookings/${booking.id}/reschedule`
    const refused = await app.inject({
      method: 'POST',
      url,
      payload: { preferredDate: to.date, slotId: to.slotId },
      headers: stranger.headers,
    })
    expect(refused.statusCode).toBe(404)
    const moved = await app.inject({
      method: 'POST',
      url,
      payload: { preferredDate: to.date, slotId: to.slotId },
      headers: owner.headers,
    })
    expect(moved.statusCode).toBe(200)
    expect(moved.json().preferredDate).toBe(to.date)
  })
})

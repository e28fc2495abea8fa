import { labNow, type TodayBoard } from '@labsite/shared'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { bookTest, postPayment, startDeskApp } from '../payments/payments-test-kit'
import { clearBookings, slotOn, stopBookingApp } from './bookings-test-kit'

describe("the front desk's board of a day", () => {
  let app: App
  let staff: Record<string, string>
  let testId: string

  const board = (query = '', headers = staff) =>
    app.inject({ method: 'GET', url: `/api/consult/today${query}`, headers })

  beforeAll(async () => {
    ;({ app, staff, testId } = await startDeskApp())
  })
  afterAll(() => stopBookingApp(app))
  beforeEach(() => clearBookings(app))

  /** A day's bookings: a lab visit at 08:00, two home collections at 07:00 (two PIN codes), one cancelled. */
  async function aDay() {
    const early = await slotOn(app, 2, '07:00')
    const late = await slotOn(app, 2, '08:00')
    const at = (slot: { date: string; slotId: string }) => ({ preferredDate: slot.date, slotId: slot.slotId })
    const lab = await bookTest(app, testId, { name: 'Lab Visitor', collectionType: 'lab', ...at(late) })
    const koramangala = await bookTest(app, testId, {
      name: 'Home Koramangala',
      collectionType: 'home',
      pincode: '560034',
      ...at(early),
    })
    const saket = await bookTest(app, testId, {
      name: 'Home Saket',
      collectionType: 'home',
      pincode: '110017',
      ...at(early),
    })
    const cancelled = await bookTest(app, testId, { name: 'Cancelled', collectionType: 'lab', ...at(early) })
    await app.knex('bookings').where({ id: cancelled.id }).update({ status: 'cancelled' })
    return { date: early.date, lab, koramangala, saket }
  }

  it("lists the day's bookings by slot then reference, with balances, and home collections by PIN code", async () => {
    const { date, lab, koramangala, saket } = await aDay()
    expect((await postPayment(app, lab.id, { method: 'cash', amount: 250 }, staff)).statusCode).toBe(201)

    const res = await board(`?date=${date}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    const day = res.json() as TodayBoard
    expect(day.date).toBe(date)
    const homeFirst = [koramangala, saket].sort((a, b) => a.reference.localeCompare(b.reference))
    expect(day.bookings.map((booking) => booking.name)).toEqual([
      ...homeFirst.map((b) => b.name),
      'Lab Visitor',
    ])
    const visit = day.bookings.find((booking) => booking.id === lab.id)
    expect(visit).toMatchObject({
      slotLabel: expect.stringMatching(/^08:00/),
      collectionType: 'lab',
      status: 'new',
      paid: 250,
      balance: 350,
      items: [expect.objectContaining({ name: 'Lipid Profile' })],
    })
    expect(day.homeCollections).toEqual([
      { pincode: '110017', area: 'Saket, Delhi', bookingIds: [saket.id] },
      { pincode: '560034', area: 'Koramangala, Bengaluru', bookingIds: [koramangala.id] },
    ])
  })

  it('takes the desk steps through the staff status update, version-checked, and shows them', async () => {
    const { date, lab } = await aDay()
    const patch = (status: string, version: number) =>
      app.inject({
        method: 'PATCH',
        url: `/api/consult/consultation/${lab.id}`,
        payload: { status },
        headers: { ...staff, 'if-match': `"${version}"` },
      })
    expect((await patch('arrived', 1)).statusCode).toBe(200)
    expect((await patch('sample-collected', 2)).statusCode).toBe(200)
    const stale = await patch('sent-to-lab', 2)
    expect(stale.statusCode).toBe(412)
    expect((await app.knex('bookings').where({ id: lab.id }).first()).status).toBe('sample-collected')
    expect((await patch('sent-to-lab', 3)).statusCode).toBe(200)

    const day = (await board(`?date=${date}`)).json() as TodayBoard
    expect(day.bookings.find((booking) => booking.id === lab.id)?.status).toBe('sent-to-lab')
  })

  it('shows today in lab time by default, and refuses a date that is not a day', async () => {
    const { lab } = await aDay()
    await app.knex('bookings').where({ id: lab.id }).update({ preferred_date: labNow().date })
    const today = (await board()).json() as TodayBoard
    expect(today.date).toBe(labNow().date)
    expect(today.bookings.map((booking) => booking.id)).toEqual([lab.id])
    expect(today.homeCollections).toEqual([])

    const refused = await board('?date=2026-02-30')
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe('date 2026-02-30 is not a day: use YYYY-MM-DD')
  })

  it('is for staff only', async () => {
    expect((await board('', {})).statusCode).toBe(401)
  })
})

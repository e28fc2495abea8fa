import { type BookingTotal, CURRENCIES } from '@labsite/shared'
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { deliveredMailTo } from '../../testing/delivered-mails'
import {
  clearBookings,
  guest,
  postBooking,
  slotOn,
  startBookingApp,
  stopBookingApp,
} from './bookings-test-kit'

type Ref = { type: 'service' | 'blood-test' | 'thyroid-package' | 'offer'; id: string }

describe('POST /api/bookings/quote: the one calculator', () => {
  let app: App
  let staff: { authorization: string }
  /** One item of each kind, with amounts that make paise appear once the discount is taken. */
  const refs: Ref[] = []
  let onRequest: Ref

  const quote = (payload: object) => app.inject({ method: 'POST', url: '/api/bookings/quote', payload })

  beforeAll(async () => {
    ;({ app, staff } = await startBookingApp())
    const settings = await app.knex('documents').where({ key: 'global-settings' }).first()
    const value = typeof settings.value === 'string' ? JSON.parse(settings.value) : settings.value
    await app
      .knex('documents')
      .where({ key: 'global-settings' })
      .update({
        value: JSON.stringify({
          ...value,
          currency: CURRENCIES.find((c) => c.code === 'INR'),
          collectionFee: { amount: 150, freeAbove: 3000 },
        }),
      })
    const insert = async (table: string, row: object) =>
      ((await app.knex(table).insert(row).returning('id')) as { id: string }[])[0].id
    refs.push(
      {
        type: 'service',
        id: await insert('services', { title: 'Basic Full Body', amount: 1799, price: '₹1,799' }),
      },
      {
        type: 'blood-test',
        id: await insert('blood_tests', {
          name: 'TSH',
          category: 'Thyroid',
          price: 299.5,
          original_price: 400,
        }),
      },
      {
        type: 'thyroid-package',
        id: await insert('thyroid_packages', { name: 'Thyroid Plus', price: 649, original_price: 900 }),
      },
      {
        type: 'offer',
        id: await insert('offers', {
          title: 'Heart Care',
          discount: 30,
          discounted_price: 1249,
          original_price: 1800,
        }),
      },
    )
    onRequest = {
      type: 'service',
      id: await insert('services', { title: 'Allergy Panel', amount: null, price: '' }),
    }
  })
  afterAll(() => stopBookingApp(app))
  beforeEach(() => clearBookings(app))

  it('prices a package from its own page at its amount, never 0, with members, the discount and the fee', async () => {
    const [basic, tsh] = refs
    const members = [
      { name: 'Asha Rao', age: 34, sex: 'female', items: [basic, tsh] },
      { name: 'Ravi Rao', age: 40, sex: 'male', items: [tsh] },
      { name: 'Meera Rao', age: 7, sex: 'female', items: [tsh] },
    ]
    const home = await quote({ members, collectionType: 'home', pincode: '560034' })
    expect(home.statusCode).toBe(200)
    // 1,799 + 3 × 299.50 = 2,697.50; 15 % off = 404.63; 2,292.87 is under 3,000, so the ₹150 fee.
    expect(home.json()).toEqual({
      total: {
        items: 2697.5,
        familyDiscount: 404.63,
        collectionFee: 150,
        total: 2442.87,
        currency: 'INR',
        priceOnRequest: false,
      },
    })
    const lab = await quote({ members, collectionType: 'lab' })
    expect(lab.json().total).toMatchObject({ collectionFee: 0, total: 2292.87 })
    // The older way: a count of people each taking every item.
    const counted = await quote({ items: [basic], familyMembers: 2 })
    expect(counted.json().total).toMatchObject({ items: 3598, familyDiscount: 0, total: 3598 })
  })

  it('says when an item is on request', async () => {
    const res = await quote({ items: [refs[1], onRequest] })
    expect(res.json().total).toMatchObject({ items: 299.5, total: 299.5, priceOnRequest: true })
  })

  it('refuses what a booking would refuse, by name', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    const refusals: [object, string][] = [
      [
        { items: [{ type: 'blood-test', id: missing }] },
        `items/0: there is no blood test with id ${missing}`,
      ],
      [{ items: [{ type: 'potion', id: missing }] }, 'items/0/type'],
      [{ items: [refs[0]], collectionType: 'boat' }, 'collectionType'],
      [{ items: [refs[0]], pincode: '12' }, 'pincode'],
      [{ items: [refs[0]], familyMembers: 0 }, 'familyMembers must be >= 1'],
      [
        { members: [{ name: 'Asha', age: 30, sex: 'female', items: [refs[0]] }], items: [refs[1]] },
        'items/0: no member takes it',
      ],
    ]
    for (const [payload, message] of refusals) {
      const res = await quote(payload)
      expect(res.statusCode, message).toBe(400)
      expect(res.json().message).toContain(message)
    }
  })

  it('refuses a booking whose total moved since its quote with 409 and the new total, storing nothing', async () => {
    const { date, slotId } = await slotOn(app, 3)
    const items = [refs[1], refs[2]]
    const shown = (await quote({ items, collectionType: 'lab' })).json().total as BookingTotal
    await app.knex('thyroid_packages').where({ id: refs[2].id }).update({ price: 699 })
    try {
      const booking = { ...guest, items, collectionType: 'lab', preferredDate: date, slotId }
      const res = await postBooking(app, { ...booking, expectedTotal: shown.total })
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toContain('The total of this booking is now ₹998.50, not ₹948.50')
      const now = (await quote({ items, collectionType: 'lab' })).json().total
      expect(res.json().total).toEqual(now)
      expect(await app.knex('bookings')).toHaveLength(0)
      // Confirmed again at the new total, it is booked.
      const again = await postBooking(app, { ...booking, expectedTotal: now.total })
      expect(again.statusCode).toBe(201)
      expect(again.json().total).toEqual(now)
    } finally {
      await app.knex('thyroid_packages').where({ id: refs[2].id }).update({ price: 649 })
    }
  })

  it('refuses an expectedTotal that is not a number a total can be', async () => {
    for (const expectedTotal of [-1, 'abc']) {
      const res = await postBooking(app, { ...guest, items: [refs[1]], expectedTotal })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toContain('expectedTotal')
    }
  })

  it('quote = stored booking total = invoice total = mail total, over random baskets', async () => {
    let run = 0
    const person = fc.record({
      name: fc.constantFrom('Asha Rao', 'Ravi Rao', 'Meera Rao', 'Kabir Rao'),
      age: fc.integer({ min: 0, max: 120 }),
      sex: fc.constantFrom('female', 'male', 'other'),
      items: fc.subarray([0, 1, 2, 3], { minLength: 1 }),
    })
    const basket = fc.oneof(
      fc.record({
        kind: fc.constant('members' as const),
        members: fc.array(person, { minLength: 1, maxLength: 5 }),
        collectionType: fc.constantFrom('home' as const, 'lab' as const),
      }),
      fc.record({
        kind: fc.constant('count' as const),
        items: fc.subarray([0, 1, 2, 3], { minLength: 1 }),
        familyMembers: fc.integer({ min: 1, max: 6 }),
        collectionType: fc.constantFrom('home' as const, 'lab' as const),
      }),
    )
    await fc.assert(
      fc.asyncProperty(basket, async (chosen) => {
        run += 1
        const what =
          chosen.kind === 'members'
            ? {
                members: chosen.members.map((member) => ({
                  ...member,
                  items: member.items.map((index) => refs[index]),
                })),
              }
            : { items: chosen.items.map((index) => refs[index]), familyMembers: chosen.familyMembers }
        const where =
          chosen.collectionType === 'home'
            ? { collectionType: 'home', pincode: '560034' }
            : { collectionType: 'lab' }
        const quoted = await quote({ ...what, ...where })
        expect(quoted.statusCode).toBe(200)
        const total = quoted.json().total as BookingTotal
        // A new day per booking, so no slot fills up.
        const { date, slotId } = await slotOn(app, run % 14, run % 2 ? '07:00' : '08:00')
        const booked = await postBooking(app, {
          ...guest,
          ...what,
          ...where,
          preferredDate: date,
          slotId,
          expectedTotal: total.total,
        })
        expect(booked.statusCode, booked.body).toBe(201)
        const created = booked.json()
        const stored = await app.inject({ url: `/api/consult/consultation/${created.id}`, headers: staff })
        expect(stored.json().total).toEqual(total)
        // The invoice, issued once the lab has confirmed the booking, keeps that total.
        await app.knex('bookings').where({ id: created.id }).update({ status: 'confirmed' })
        const invoice = await app.inject({
          url: `/api/consult/consultation/${created.id}/invoice`,
          headers: staff,
        })
        expect(invoice.statusCode).toBe(200)
        const register = await app.inject({
          url: `/api/admin/invoices?q=${created.reference}`,
          headers: staff,
        })
        expect(register.json().map((entry: { total: number }) => entry.total)).toEqual([total.total])
        const mail = await deliveredMailTo(app, guest.email, created.reference, 'Thank you')
        const mailed = /\nTotal: ₹([\d,]+(?:\.\d\d)?)/.exec(mail)?.[1]
        expect(Number(mailed?.replaceAll(',', ''))).toBe(total.total)
        await clearBookings(app)
      }),
      { numRuns: 12 },
    )
  }, 180_000)
})

import type { BookedMember } from '@labsite/shared'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { deliveredMailTo } from '../../testing/delivered-mails'
import { pdfText } from '../../testing/pdf-tools'
import { bookTest, startDeskApp } from '../payments/payments-test-kit'
import { submitBookingForm } from './booking-fixtures'
import { clearBookings, guest, postBooking, slotOn, stopBookingApp } from './bookings-test-kit'

describe('a family booking names its members, each with their own items', () => {
  let app: App
  let staff: { authorization: string }
  let lipidId: string
  let tshId: string

  const lipid = () => ({ type: 'blood-test', id: lipidId })
  const tsh = () => ({ type: 'blood-test', id: tshId })
  /** Asha takes both tests, Ravi and Meera one each: 600 + 300 + 600 + 300 = 1,800. */
  const family = () => [
    { name: 'Asha Rao', age: 34, sex: 'female', items: [lipid(), tsh()] },
    { name: 'Ravi Rao', age: 40, sex: 'male', items: [lipid()] },
    { name: ' Meera Rao ', age: 7, sex: 'female', items: [tsh()] },
  ]

  beforeAll(async () => {
    ;({ app, staff } = await startDeskApp())
    lipidId = (await app.knex('blood_tests').where({ name: 'Lipid Profile' }).first()).id
    const [row] = await app
      .knex('blood_tests')
      .insert({ name: 'TSH', category: 'Thyroid', price: 300, original_price: 400 })
      .returning('id')
    tshId = row.id
  })
  afterAll(() => stopBookingApp(app))
  beforeEach(() => clearBookings(app))

  it('prices each member’s items, applies 15 % from three members, and keeps the snapshot after a price change', async () => {
    const { date, slotId } = await slotOn(app, 2)
    const res = await postBooking(app, {
      ...guest,
      members: family(),
      collectionType: 'lab',
      preferredDate: date,
      slotId,
    })
    expect(res.statusCode).toBe(201)
    const created = res.json()
    expect(created).toMatchObject({
      familyMembers: 3,
      familyDiscount: true,
      total: { items: 1800, familyDiscount: 270, collectionFee: 0, total: 1530, currency: 'INR' },
    })
    // The booking's items are what anyone takes, once each.
    expect(created.items.map((item: { name: string }) => item.name)).toEqual(['Lipid Profile', 'TSH'])
    expect(
      (created.members as BookedMember[]).map((member) => [
        member.name,
        member.age,
        member.sex,
        member.items.map((item) => `${item.name} ${item.price}`),
      ]),
    ).toEqual([
      ['Asha Rao', 34, 'female', ['Lipid Profile ₹600', 'TSH ₹300']],
      ['Ravi Rao', 40, 'male', ['Lipid Profile ₹600']],
      ['Meera Rao', 7, 'female', ['TSH ₹300']],
    ])

    await app.knex('blood_tests').where({ id: lipidId }).update({ price: 999 })
    const staffView = await app.inject({ url: `/api/consult/consultation/${created.id}`, headers: staff })
    expect(staffView.json().members).toEqual(created.members)
    expect(staffView.json().total).toEqual(created.total)
    await app.knex('blood_tests').where({ id: lipidId }).update({ price: 600 })

    // A guest's lookup carries the members too, and the mail lists what each takes.
    const lookup = await app.inject({
      method: 'POST',
      url: '/api/bookings/lookup',
      payload: { reference: created.reference, contact: guest.email },
    })
    expect(lookup.statusCode).toBe(200)
    expect(lookup.json().members).toEqual(created.members)
    const mail = await deliveredMailTo(app, guest.email, created.reference)
    expect(mail).toContain('Asha Rao (34Y/F): Lipid Profile (₹600), TSH (₹300)')
    expect(mail).toContain('Meera Rao (7Y/F): TSH (₹300)')
  })

  it('gives two members no discount, and invoices each item per member', async () => {
    const booking = await bookTest(app, lipidId, { items: undefined, members: family().slice(0, 2) })
    const stored = await app.inject({ url: `/api/consult/consultation/${booking.id}`, headers: staff })
    expect(stored.json().total).toMatchObject({ items: 1500, familyDiscount: 0, total: 1500 })
    // An invoice is issued once the lab has confirmed the booking.
    await app.knex('bookings').where({ id: booking.id }).update({ status: 'confirmed' })
    const invoice = await app.inject({
      url: `/api/consult/consultation/${booking.id}/invoice`,
      headers: staff,
    })
    expect(invoice.statusCode).toBe(200)
    const text = (await pdfText(invoice.rawPayload)).replace(/[ \t]+/g, ' ')
    expect(text).toContain('Lipid Profile — Asha Rao (34Y/F)')
    expect(text).toContain('TSH — Asha Rao (34Y/F)')
    expect(text).toContain('Lipid Profile — Ravi Rao (40Y/M)')

    const csv = await app.inject({ url: '/api/content/consultations.csv', headers: staff })
    const [header, row] = csv.body.replace(/^\uFEFF/, '').split('\r\n')
    expect(header).toMatch(/,Booked,Persons,Total,Currency$/)
    expect(row).toContain('Asha Rao (34Y/F): Lipid Profile')
    expect(row).toContain('Ravi Rao (40Y/M): Lipid Profile')
    // Persons, Total, Currency: the last three cells.
    expect(row).toMatch(/,2,1500,[A-Z]{3}$/)
  })

  it('takes the members as a JSON text field of a multipart form, and the older count without them', async () => {
    const form = await submitBookingForm(app, {
      ...guest,
      members: JSON.stringify(family()),
    })
    expect(form.statusCode).toBe(201)
    expect(form.json().members).toHaveLength(3)
    // What a console's queue may still hold: a count, each taking every item.
    const counted = await bookTest(app, lipidId, { familyMembers: 3 })
    const stored = await app.inject({ url: `/api/consult/consultation/${counted.id}`, headers: staff })
    expect(stored.json()).toMatchObject({
      members: [],
      familyMembers: 3,
      total: { items: 1800, familyDiscount: 270, total: 1530 },
    })
  })

  it('refuses a member without a name, an age out of range, an unknown sex, a missing item and an item nobody takes, by name', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    const refusals: [object, string][] = [
      [{ members: [{ ...family()[0], name: '   ' }] }, 'members/0/name: a member needs a name'],
      [{ members: [{ ...family()[0], age: 121 }] }, 'members/0/age must be <= 120'],
      [{ members: [{ ...family()[0], sex: 'x' }] }, 'members/0/sex'],
      [{ members: [{ ...family()[0], items: [] }] }, 'members/0/items must NOT have fewer than 1 items'],
      [
        { members: [family()[0], { ...family()[1], items: [{ type: 'blood-test', id: missing }] }] },
        `members/1/items/0: there is no blood test with id ${missing}`,
      ],
      [
        { members: [family()[1]], items: [lipid(), tsh()] },
        "items/1: no member takes it; add it to a member's items or leave it out",
      ],
    ]
    for (const [payload, message] of refusals) {
      const res = await postBooking(app, { ...guest, ...payload })
      expect(res.statusCode, message).toBe(400)
      expect(res.json().message).toContain(message)
    }
    expect(await app.knex('bookings')).toHaveLength(0)
  })
})

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { deliveredMailTo } from '../../testing/delivered-mails'
import { minimalPdf, multipartBody, pngImage } from './booking-fixtures'
import {
  attachReport,
  clearBookings,
  guest,
  postBooking,
  slotOn,
  startBookingApp,
  stopBookingApp,
} from './bookings-test-kit'

describe('my bookings, report delivery and who may download a report', () => {
  let app: App
  let staff: { authorization: string }

  const book = async (headers: Record<string, string> = {}) => {
    const { date, slotId } = await slotOn(app, 2, '08:00')
    const res = await postBooking(
      app,
      { ...guest, collectionType: 'home', preferredDate: date, slotId, pincode: '560034' },
      headers,
    )
    expect(res.statusCode).toBe(201)
    return res.json()
  }
  const downloads = async (id: string) =>
    app.knex('audit_log').where({ entity: 'booking', entity_id: id, action: 'download' })

  beforeAll(async () => {
    ;({ app, staff } = await startBookingApp({ rateLimitAuth: 1_000 }))
  })
  afterAll(() => stopBookingApp(app))
  beforeEach(() => clearBookings(app))

  it('lets a guest claim a booking after signing up, lists it and cancels it until confirmed', async () => {
    const booking = await book()
    const visitor = await createUserWithToken(app, 'visitor')
    expect((await app.inject({ url: '/api/user/bookings', headers: visitor.headers })).json()).toEqual([])
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/user/bookings/claim',
      headers: visitor.headers,
      payload: { reference: booking.reference, claimToken: 'x'.repeat(32) },
    })
    expect(wrong.statusCode).toBe(404)
    const claimed = await app.inject({
      method: 'POST',
      url: '/api/user/bookings/claim',
      headers: visitor.headers,
      payload: { reference: booking.reference, claimToken: booking.claimToken },
    })
    expect(claimed.statusCode).toBe(200)
    const mine = (await app.inject({ url: '/api/user/bookings', headers: visitor.headers })).json()
    expect(mine).toEqual([
      expect.objectContaining({
        reference: booking.reference,
        status: 'new',
        slotLabel: '08:00–09:00',
        address: guest.address,
      }),
    ])
    expect(mine[0]).not.toHaveProperty('notes')

    const other = await createUserWithToken(app, 'visitor')
    const stolen = await app.inject({
      method: 'POST',
      url: '/api/user/bookings/claim',
      headers: other.headers,
      payload: { reference: booking.reference, claimToken: booking.claimToken },
    })
    expect(stolen.statusCode).toBe(409)
    const notTheirs = await app.inject({
      method: 'POST',
      url: `/api/user/bookings/${booking.id}/cancel`,
      headers: other.headers,
      payload: {},
    })
    expect(notTheirs.statusCode).toBe(404)

    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/user/bookings/${booking.id}/cancel`,
      headers: visitor.headers,
      payload: {},
    })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().status).toBe('cancelled')
    const mail = await app.knex('outbox').where({ related_id: booking.id, kind: 'booking-cancelled' }).first()
    expect(mail.recipient).toBe(guest.email)

    // A signed-in booking is linked at once; once confirmed it can no longer be cancelled online.
    const linked = await book(visitor.headers)
    const confirm = await app.inject({
      method: 'PATCH',
      url: `/api/consult/consultation/${linked.id}`,
      headers: staff,
      payload: { status: 'confirmed' },
    })
    expect(confirm.statusCode).toBe(200)
    const confirmedMail = await app
      .knex('outbox')
      .where({ related_id: linked.id, kind: 'booking-confirmed' })
      .first()
    expect(confirmedMail.subject).toBe(`Booking ${linked.reference}: Confirmed`)
    const late = await app.inject({
      method: 'POST',
      url: `/api/user/bookings/${linked.id}/cancel`,
      headers: visitor.headers,
      payload: {},
    })
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toContain('confirmed: please call us')
  })

  it('delivers a report to its owner, to staff and to a valid one-time code, to nobody else, auditing each', async () => {
    const owner = await createUserWithToken(app, 'visitor')
    const booking = await book(owner.headers)
    const pdf = minimalPdf('Your report')
    const png = await pngImage()
    const notPdf = await multipartBody({}, [{ name: 'report.png', bytes: png, type: 'image/png' }])
    const refused = await app.inject({
      method: 'POST',
      url: `/api/consult/consultation/${booking.id}/reports`,
      payload: notPdf.payload,
      headers: { ...notPdf.headers, ...staff },
    })
    expect(refused.statusCode).toBe(415)

    const attached = await attachReport(app, staff, booking.id, pdf)
    expect(attached.statusCode).toBe(201)
    expect(attached.json().status).toBe('report-ready')
    const [report] = attached.json().reports
    const notice = await app
      .knex('outbox')
      .where({ related_id: booking.id, kind: 'booking-report-ready' })
      .first()
    expect(notice.recipient).toBe(guest.email)
    // The notice says the report is ready; the report itself is never mailed.
    const delivered = await deliveredMailTo(app, guest.email, booking.reference, notice.subject)
    expect(delivered).not.toContain('%PDF')
    expect(delivered).not.toMatch(/Content-Type: application\/pdf/i)

    const url = `/api/user/bookings/${booking.id}/reports/${report.id}`
    expect((await app.inject({ url })).statusCode).toBe(401)
    const stranger = await createUserWithToken(app, 'visitor')
    expect((await app.inject({ url, headers: stranger.headers })).statusCode).toBe(404)
    const mine = await app.inject({ url, headers: owner.headers })
    expect(mine.statusCode).toBe(200)
    expect(mine.rawPayload.equals(pdf)).toBe(true)
    expect(mine.headers['cache-control']).toBe('private, no-store')
    const asStaff = await app.inject({
      url: `/api/consult/consultation/${booking.id}/files/${report.id}`,
      headers: staff,
    })
    expect(asStaff.statusCode).toBe(200)
    const visitorAsStaff = await app.inject({
      url: `/api/consult/consultation/${booking.id}/files/${report.id}`,
      headers: stranger.headers,
    })
    expect(visitorAsStaff.statusCode).toBe(403)

    // A guest asks for a code (the answer does not tell whether anything matched) and downloads once.
    const nothing = await app.inject({
      method: 'POST',
      url: '/api/bookings/report-code',
      payload: { reference: booking.reference, contact: 'someone@else.com' },
    })
    expect(nothing.statusCode).toBe(202)
    expect(await app.knex('report_download_codes')).toEqual([])
    const asked = await app.inject({
      method: 'POST',
      url: '/api/bookings/report-code',
      payload: { reference: booking.reference, contact: guest.phone },
    })
    expect(asked.statusCode).toBe(202)
    expect(asked.json().message).toBe(nothing.json().message)
    const codeMail = await deliveredMailTo(app, guest.email, `download code for ${booking.reference}`)
    const code = /one-time code is (\d{6})/.exec(codeMail)?.[1] as string
    const guestUrl = `/api/bookings/reports/${report.id}`
    const wrongCode = code === '000000' ? '111111' : '000000'
    const bad = await app.inject({
      method: 'POST',
      url: guestUrl,
      payload: { reference: booking.reference, code: wrongCode },
    })
    expect(bad.statusCode).toBe(403)
    const good = await app.inject({
      method: 'POST',
      url: guestUrl,
      payload: { reference: booking.reference, code },
    })
    expect(good.statusCode).toBe(200)
    expect(good.rawPayload.equals(pdf)).toBe(true)
    const again = await app.inject({
      method: 'POST',
      url: guestUrl,
      payload: { reference: booking.reference, code },
    })
    expect(again.statusCode).toBe(403)
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/bookings/reports/00000000-0000-4000-8000-000000000000',
      payload: { reference: booking.reference, code },
    })
    expect(unknown.statusCode).toBe(404)

    const audited = await downloads(booking.id)
    expect(audited).toHaveLength(3)
    expect(audited.map((row: { user_email: string }) => row.user_email).sort()).toEqual(
      [owner.user.email, '', (await app.knex('users').where({ role: 'staff' }).first()).email].sort(),
    )
  })

  it('lets a guest look a booking up by reference and e-mail or phone only', async () => {
    const booking = await book()
    const byMail = await app.inject({
      method: 'POST',
      url: '/api/bookings/lookup',
      payload: { reference: booking.reference.toLowerCase(), contact: 'ASHA@example.com' },
    })
    expect(byMail.statusCode).toBe(200)
    expect(byMail.json()).toMatchObject({ reference: booking.reference, status: 'new' })
    // A reference and a phone number are not enough to read where the visitor lives.
    expect(byMail.json()).not.toHaveProperty('address')
    const byPhone = await app.inject({
      method: 'POST',
      url: '/api/bookings/lookup',
      payload: { reference: booking.reference, contact: '9876543210' },
    })
    expect(byPhone.statusCode).toBe(200)
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/bookings/lookup',
      payload: { reference: booking.reference, contact: 'eve@example.com' },
    })
    expect(wrong.statusCode).toBe(404)
  })
})

describe("a booking mail's own link", () => {
  let app: App
  let testId: string

  beforeAll(async () => {
    ;({ app } = await startBookingApp({ rateLimitAuth: 1_000 }))
    const [test] = await app
      .knex('blood_tests')
      .insert({ name: 'Lipid Profile', category: 'Heart', price: 600, original_price: 900 })
      .returning('id')
    testId = test.id
  })
  afterAll(() => stopBookingApp(app))
  beforeEach(() => clearBookings(app))

  const bookOne = async (email: string) => {
    const { date, slotId } = await slotOn(app, 2, '08:00')
    const res = await postBooking(app, {
      ...guest,
      email,
      items: [{ type: 'blood-test', id: testId }],
      collectionType: 'lab',
      preferredDate: date,
      slotId,
    })
    expect(res.statusCode).toBe(201)
    return res.json() as { id: string; reference: string }
  }
  const keyInMail = async (email: string, reference: string) => {
    const mail = await deliveredMailTo(app, email, reference)
    const link = mail.match(/https?:\/\/\S+\/track-booking\?reference=([\w-]+)#key=(L1-[\w-]+)/)
    expect(link?.[1]).toBe(reference)
    return link?.[2] as string
  }

  it('opens that one booking without typing, for the track page, the invoice and a cancel', async () => {
    const mine = await bookOne('asha@example.com')
    const key = await keyInMail('asha@example.com', mine.reference)
    const other = await bookOne('ravi@example.com')
    const post = (url: string, reference: string) =>
      app.inject({ method: 'POST', url, payload: { reference, contact: key } })

    const found = await post('/api/bookings/lookup', mine.reference)
    expect(found.statusCode).toBe(200)
    expect(found.json()).toMatchObject({ reference: mine.reference, status: 'new' })
    expect(found.json()).not.toHaveProperty('address')
    // The key opens its own booking only.
    expect((await post('/api/bookings/lookup', other.reference)).statusCode).toBe(404)
    const tampered = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`
    const refused = await app.inject({
      method: 'POST',
      url: '/api/bookings/lookup',
      payload: { reference: mine.reference, contact: tampered },
    })
    expect(refused.statusCode).toBe(404)

    // Not before the lab confirms the booking; then the same link downloads it.
    expect((await post('/api/bookings/invoice', mine.reference)).statusCode).toBe(409)
    await app.knex('bookings').where({ id: mine.id }).update({ status: 'confirmed' })
    const invoice = await post('/api/bookings/invoice', mine.reference)
    expect(invoice.statusCode).toBe(200)
    expect(invoice.headers['content-type']).toContain('application/pdf')
    // A confirmed booking is changed by phone: the link reaches it, and the answer says so.
    const cancelled = await post('/api/bookings/cancel', mine.reference)
    expect(cancelled.statusCode).toBe(409)
    expect(cancelled.json().message).toBe(
      `Booking ${mine.reference} is confirmed: please call us to change it`,
    )
    expect((await app.knex('bookings').where({ id: mine.id }).first()).status).toBe('confirmed')
    expect((await app.knex('bookings').where({ id: other.id }).first()).status).toBe('new')
    // Each use is audited like a typed contact, with the key only as a hash.
    const audited = await app.knex('audit_log').where({ entity: 'booking-lookup', entity_id: mine.id })
    expect(audited.length).toBeGreaterThanOrEqual(3)
    expect(JSON.stringify(audited)).not.toContain(key)
  })
})

describe('guest lookups cannot walk the bookings', () => {
  let app: App
  beforeAll(async () => {
    // RATE_LIMIT_AUTH 5: 20 tries a minute per address, 10 a quarter hour per reference and per contact.
    ;({ app } = await startBookingApp())
  })
  afterAll(() => stopBookingApp(app))

  const lookup = (reference: string, contact: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/bookings/lookup',
      remoteAddress,
      payload: { reference, contact },
    })

  it('gives a reference nothing to count from, and limits tries per contact and per reference across addresses', async () => {
    const { date, slotId } = await slotOn(app, 2, '08:00')
    const made = await postBooking(app, { ...guest, collectionType: 'lab', preferredDate: date, slotId })
    const { reference } = made.json()
    expect(reference).toMatch(/^AAR-\d{4}-\d{4,}-[A-Z2-9]{4}$/)
    const number = Number(reference.split('-')[2])

    // One known phone, neighbouring numbers, twelve addresses: the contact runs out of tries first.
    const answers: number[] = []
    for (let i = 1; i <= 12; i++) {
      const neighbour = `AAR-${reference.split('-')[1]}-${String(number + i).padStart(4, '0')}`
      answers.push((await lookup(neighbour, guest.phone, `10.1.0.${i}`)).statusCode)
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(404))
    expect(answers.slice(10)).toEqual([429, 429])
    // Many contacts against one reference, from many addresses: the reference runs out too.
    const tries: number[] = []
    for (let i = 0; i < 11; i++)
      tries.push((await lookup(reference, `guess${i}@example.com`, `10.2.0.${i}`)).statusCode)
    expect(tries.slice(0, 10)).toEqual(Array(10).fill(404))
    expect(tries[10]).toBe(429)

    // Every try is audited, with the contact as a hash only.
    const audited = await app.knex('audit_log').where({ entity: 'booking-lookup' })
    expect(audited).toHaveLength(20)
    expect(JSON.stringify(audited)).not.toContain(guest.phone)
    expect(JSON.stringify(audited)).not.toContain('guess0@example.com')
  })

  it('never locks a guest out by their own use, never limits the signed link, and says the real wait', async () => {
    await app.knex('audit_log').delete()
    const { date, slotId } = await slotOn(app, 3, '08:00')
    const made = (
      await postBooking(app, { ...guest, collectionType: 'lab', preferredDate: date, slotId })
    ).json()
    // Thirty ordinary look-ups by the guest (reloads on a phone whose address changes): all answered.
    for (let i = 0; i < 30; i++)
      expect((await lookup(made.reference, guest.phone, `10.3.${i}.1`)).statusCode).toBe(200)
    // Others type wrong contacts for the reference until it is limited for contacts...
    for (let i = 0; i < 10; i++) await lookup(made.reference, `nobody${i}@example.com`, `10.4.0.${i}`)
    const limited = await lookup(made.reference, guest.email, '10.5.0.1')
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800)
    expect(limited.json().message).toMatch(
      /^Too many wrong tries for this booking\. Please try again in 1[45] minutes\.$/,
    )
    // ...but the link from the booking's mails still opens it.
    const key = new URL(app.bookingLinks.trackUrl(made)).hash.replace('#key=', '')
    expect((await lookup(made.reference, decodeURIComponent(key), '10.5.0.2')).statusCode).toBe(200)
  })
})

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { deliveredMails } from '../../testing/delivered-mails'
import {
  attachReport,
  clearBookings,
  guest,
  postBooking,
  slotOn,
  startBookingApp,
  stopBookingApp,
} from './bookings-test-kit'

/** The e-mails that follow a booking speak the language the visitor booked in, whoever changes it. */
describe('booking e-mails in the language the visitor booked in', () => {
  let app: App
  let staff: { authorization: string }

  const book = async (language: string, headers: Record<string, string> = {}) => {
    const { date, slotId } = await slotOn(app, 3, '08:00')
    const res = await postBooking(
      app,
      { ...guest, collectionType: 'lab', preferredDate: date, slotId },
      { 'accept-language': language, ...headers },
    )
    expect(res.statusCode, res.body).toBe(201)
    return res.json() as { id: string; reference: string }
  }
  /** Staff change the status, their own browser asking for `staffLanguage`. */
  const setStatus = async (id: string, status: string, staffLanguage = 'en') => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/consult/consultation/${id}`,
      headers: { ...staff, 'accept-language': staffLanguage },
      payload: { status },
    })
    expect(res.statusCode, res.body).toBe(200)
  }
  /** The booking's e-mail of this kind: its subject from the outbox, its words as delivered. */
  const mail = async (id: string, kind: string) => {
    const found = await app.knex('outbox').where({ related_id: id, kind }).first()
    expect(found, kind).toBeDefined()
    const subject = found.subject as string
    const [delivered] = await deliveredMails(app, `\nSubject: ${subject}\n`)
    return { subject, text: delivered ?? '' }
  }
  async function setSiteLanguage(code: 'en' | 'hi') {
    const stored = await app.knex('documents').where({ key: 'global-settings' }).first()
    const settings = typeof stored.value === 'string' ? JSON.parse(stored.value) : stored.value
    const language = { code, name: code === 'hi' ? 'Hindi' : 'English' }
    await app
      .knex('documents')
      .where({ key: 'global-settings' })
      .update({ value: JSON.stringify({ ...settings, language }) })
  }

  beforeAll(async () => {
    ;({ app, staff } = await startBookingApp({ rateLimitAuth: 1_000 }))
  })
  afterAll(() => stopBookingApp(app))
  beforeEach(async () => {
    await clearBookings(app)
    await setSiteLanguage('en')
  })

  it('stores the language and tells a Hindi visitor of confirmed, report ready and the code in Hindi', async () => {
    const booking = await book('hi')
    expect(await app.knex('bookings').where({ id: booking.id }).first()).toMatchObject({
      language: 'hi',
    })

    await setStatus(booking.id, 'confirmed')
    const confirmed = await mail(booking.id, 'booking-confirmed')
    expect(confirmed.subject).toBe(`बुकिंग ${booking.reference}: कन्फ़र्म`)
    expect(confirmed.text).toContain('आपकी बुकिंग कन्फ़र्म हो गई है।')
    expect(confirmed.text).not.toMatch(/Hello|confirmed/)

    const attached = await attachReport(app, staff, booking.id)
    expect(attached.statusCode, attached.body).toBe(201)
    const ready = await mail(booking.id, 'booking-report-ready')
    expect(ready.subject).toBe(`बुकिंग ${booking.reference}: रिपोर्ट तैयार`)
    expect(ready.text).toContain('आपकी रिपोर्ट तैयार है।')
    expect(ready.text).not.toContain('Your report')

    // A guest asking for a download code from an English browser still gets the booking's language.
    const asked = await app.inject({
      method: 'POST',
      url: '/api/bookings/report-code',
      headers: { 'accept-language': 'en' },
      payload: { reference: booking.reference, contact: guest.email },
    })
    expect(asked.statusCode).toBe(202)
    expect((await mail(booking.id, 'report-code')).text).toMatch(/आपका वन-टाइम कोड \d{6} है।/)
  })

  it('tells a Hindi visitor who cancels, and staff cancelling, in Hindi', async () => {
    const visitor = await createUserWithToken(app, 'visitor')
    const own = await book('hi', visitor.headers)
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/user/bookings/${own.id}/cancel`,
      headers: { ...visitor.headers, 'accept-language': 'en' },
      payload: {},
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect((await mail(own.id, 'booking-cancelled')).subject).toBe(`बुकिंग ${own.reference}: रद्द`)

    const other = await book('hi')
    await setStatus(other.id, 'cancelled')
    expect((await mail(other.id, 'booking-cancelled')).text).toContain('आपकी बुकिंग रद्द कर दी गई है।')
  })

  it("keeps an English booking in English on a Hindi site, whatever the staff member's browser reads", async () => {
    await setSiteLanguage('hi')
    const booking = await book('en-IN,en;q=0.9')
    await setStatus(booking.id, 'confirmed', 'hi')
    const confirmed = await mail(booking.id, 'booking-confirmed')
    expect(confirmed.subject).toBe(`Booking ${booking.reference}: Confirmed`)
    expect(confirmed.text).toContain('Your booking is confirmed.')
  })

  it("writes to a booking made before bookings kept their language in the site's language", async () => {
    const booking = await book('en')
    await app.knex('bookings').where({ id: booking.id }).update({ language: null })
    await setSiteLanguage('hi')
    await setStatus(booking.id, 'confirmed')
    expect((await mail(booking.id, 'booking-confirmed')).subject).toBe(`बुकिंग ${booking.reference}: कन्फ़र्म`)
  })

  it('refuses to store a language the site does not speak', async () => {
    const booking = await book('en')
    await expect(app.knex('bookings').where({ id: booking.id }).update({ language: 'fr' })).rejects.toThrow(
      /bookings_language_check/,
    )
    expect(await app.knex('bookings').where({ id: booking.id }).first()).toMatchObject({
      language: 'en',
    })
  })
})

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { minimalPdf } from './booking-fixtures'
import {
  attachReport,
  clearBookings,
  guest,
  postBooking,
  startBookingApp,
  stopBookingApp,
} from './bookings-test-kit'

describe('sharing a report with a doctor', () => {
  let app: App
  let staff: { authorization: string }

  beforeAll(async () => {
    ;({ app, staff } = await startBookingApp({ rateLimitAuth: 1_000 }))
  })
  afterAll(() => stopBookingApp(app))
  beforeEach(() => clearBookings(app))

  async function bookingWithReport() {
    const owner = await createUserWithToken(app, 'visitor')
    const booked = await postBooking(app, guest, owner.headers)
    expect(booked.statusCode).toBe(201)
    const attached = await attachReport(app, staff, booked.json().id, minimalPdf('Lipid report for Asha'))
    expect(attached.statusCode).toBeLessThan(300)
    const [report] = (await app.inject({ url: '/api/user/bookings', headers: owner.headers })).json()[0]
      .reports
    return { owner, bookingId: booked.json().id as string, reportId: report.id as string }
  }
  const pathOf = (url: string) => new URL(url).pathname

  it('opens the report with the link alone, counts the opens, and stops once revoked', async () => {
    const { owner, bookingId, reportId } = await bookingWithReport()
    const stranger = await createUserWithToken(app, 'visitor')
    const shareUrl = `/api/user/bookings/${bookingId}/reports/${reportId}/share`
    expect(
      (await app.inject({ method: 'POST', url: shareUrl, payload: {}, headers: stranger.headers }))
        .statusCode,
    ).toBe(404)

    const made = await app.inject({ method: 'POST', url: shareUrl, payload: {}, headers: owner.headers })
    expect(made.statusCode).toBe(201)
    const share = made.json()
    expect(share).toMatchObject({ fileId: reportId, revoked: false, openedCount: 0 })
    expect(new Date(share.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000)
    // Only the token's hash is kept.
    const token = share.url.split('/').at(-1)
    expect(JSON.stringify(await app.knex('report_shares'))).not.toContain(token)

    const opened = await app.inject({ url: pathOf(share.url) })
    expect(opened.statusCode).toBe(200)
    expect(opened.headers['content-type']).toBe('application/pdf')
    expect(opened.rawPayload.toString('latin1')).toContain('Lipid report for Asha')
    // Opened in the browser's viewer rather than saved.
    expect(opened.headers['content-disposition']).toMatch(/^inline; filename="/)
    const [listed] = (
      await app.inject({ url: `/api/user/bookings/${bookingId}/shares`, headers: owner.headers })
    ).json()
    expect(listed).toMatchObject({ id: share.id, openedCount: 1 })
    expect(listed.lastOpenedAt).toEqual(expect.any(String))
    const audited = await app
      .knex('audit_log')
      .where({ entity: 'booking', entity_id: bookingId, action: 'download' })
    expect(audited.map((row) => row.after.via)).toEqual(['share link'])

    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/user/bookings/${bookingId}/shares/${share.id}`,
      headers: owner.headers,
    })
    expect(revoked.statusCode).toBe(204)
    const after = await app.inject({ url: pathOf(share.url) })
    expect(after.statusCode).toBe(404)
    expect(after.json().message).toBe('This link has expired or was revoked: ask for a new one')
  })

  it('lets a guest share from the signed link of the booking, never from a typed contact', async () => {
    const booked = (await postBooking(app, guest)).json()
    const attached = await attachReport(app, staff, booked.id, minimalPdf('Thyroid report for Asha'))
    expect(attached.statusCode).toBeLessThan(300)
    const [report] = await app.knex('booking_files').where({ booking_id: booked.id, kind: 'report' })
    const key = app.bookingLinks.trackUrl(booked).split('#key=')[1]
    const share = (contact: string, days?: number) =>
      app.inject({
        method: 'POST',
        url: `/api/bookings/reports/${report.id}/share`,
        payload: { reference: booked.reference, contact, ...(days ? { days } : {}) },
      })
    const typed = await share(guest.phone)
    expect(typed.statusCode).toBe(403)
    expect(typed.json().message).toMatch(/link in its e-mail or WhatsApp message/)
    expect((await share('L1-zzzzzz-not-a-key-of-this-server-at-all')).statusCode).toBe(404)

    const made = await share(key, 3)
    expect(made.statusCode).toBe(201)
    const link = made.json()
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeLessThan(3.01 * 86_400_000)
    const opened = await app.inject({ url: pathOf(link.url) })
    expect(opened.statusCode).toBe(200)
    expect(opened.headers['content-disposition']).toMatch(/^inline; /)
    expect(opened.rawPayload.toString('latin1')).toContain('Thyroid report for Asha')

    const lookup = { reference: booked.reference, contact: key }
    const listed = await app.inject({ method: 'POST', url: '/api/bookings/shares', payload: lookup })
    expect(listed.json()).toEqual([expect.objectContaining({ id: link.id, openedCount: 1 })])
    const revoked = await app.inject({
      method: 'POST',
      url: `/api/bookings/shares/${link.id}/revoke`,
      payload: lookup,
    })
    expect(revoked.statusCode).toBe(204)
    expect((await app.inject({ url: pathOf(link.url) })).statusCode).toBe(404)
  })

  it('stops working after the days chosen', async () => {
    const { owner, bookingId, reportId } = await bookingWithReport()
    const made = await app.inject({
      method: 'POST',
      url: `/api/user/bookings/${bookingId}/reports/${reportId}/share`,
      payload: { days: 1 },
      headers: owner.headers,
    })
    const url = pathOf(made.json().url)
    expect((await app.inject({ url })).statusCode).toBe(200)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 86_400_000 + 60_000 })
    try {
      expect((await app.inject({ url })).statusCode).toBe(404)
    } finally {
      vi.useRealTimers()
    }
    const tooLong = await app.inject({
      method: 'POST',
      url: `/api/user/bookings/${bookingId}/reports/${reportId}/share`,
      payload: { days: 31 },
      headers: owner.headers,
    })
    expect(tooLong.statusCode).toBe(400)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { buildTestApp } from '../../testing/build-test-app'
import { minimalPdf, submitBookingForm, validBooking } from '../bookings/booking-fixtures'

describe('every staff read of health data is in the audit log', () => {
  let app: App
  let admin: { authorization: string }
  let desk: Awaited<ReturnType<typeof createUserWithToken>>
  let booking: { id: string; files: { id: string }[] }

  const audit = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/audit${query}`, headers: admin })
    expect(res.statusCode).toBe(200)
    return res.json() as {
      action: string
      entity: string
      entityId: string
      userEmail: string
      ipAddress: string
      after: Record<string, unknown>
    }[]
  }

  beforeAll(async () => {
    app = await buildTestApp()
    admin = (await createUserWithToken(app, 'admin')).headers
    desk = await createUserWithToken(app, 'staff', { email: 'desk@lab.example' })
    booking = (
      await submitBookingForm(app, validBooking, [{ name: 'prescription.pdf', bytes: minimalPdf() }])
    ).json()
  })
  afterAll(async () => {
    await app.outbox.idle()
    await app.close()
  })

  it('records a file download, a detail view, a list page and a CSV export with who, what and from where', async () => {
    const staff = { ...desk.headers, 'x-forwarded-for': '203.0.113.9' }
    const download = await app.inject({
      method: 'GET',
      url: `/api/consult/consultation/${booking.id}/files/${booking.files[0].id}`,
      headers: staff,
    })
    expect(download.statusCode).toBe(200)
    const view = await app.inject({
      method: 'GET',
      url: `/api/consult/consultation/${booking.id}`,
      headers: staff,
    })
    expect(view.statusCode).toBe(200)
    expect(view.json()).toMatchObject({ id: booking.id, name: validBooking.name })
    expect(
      (await app.inject({ method: 'GET', url: '/api/content/consultations?q=asha', headers: staff }))
        .statusCode,
    ).toBe(200)
    expect(
      (await app.inject({ method: 'GET', url: '/api/content/consultations.csv', headers: staff })).statusCode,
    ).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/api/referrals.csv', headers: staff })).statusCode).toBe(
      200,
    )

    const byDesk = await audit(`?user=${encodeURIComponent('DESK@lab.example')}`)
    expect(byDesk.map((entry) => `${entry.action} ${entry.entity}`)).toEqual([
      'export referral',
      'export booking',
      'list booking',
      'view booking',
      'download booking',
    ])
    for (const entry of byDesk) {
      expect(entry.userEmail).toBe('desk@lab.example')
      expect(entry.ipAddress).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/)
    }
    expect(byDesk[4]).toMatchObject({ entityId: booking.id, after: { fileId: booking.files[0].id } })
    expect(byDesk[2].after).toMatchObject({ q: 'asha', shown: [booking.id] })
    // The log says what was read, never the health data itself.
    expect(JSON.stringify(byDesk)).not.toContain(validBooking.description)

    const forBooking = await audit(`?entityId=${booking.id}`)
    expect(forBooking.map((entry) => entry.action)).toEqual(['view', 'download'])
    expect(await audit('?user=nobody@lab.example')).toEqual([])
  })

  it('refuses a download when the audit entry cannot be written, rather than serving it unrecorded', async () => {
    await app.knex.raw(
      "alter table audit_log add constraint no_new_reads check (action <> 'download') not valid",
    )
    try {
      const res = await app.inject({
        method: 'GET',
        url: `/api/consult/consultation/${booking.id}/files/${booking.files[0].id}`,
        headers: desk.headers,
      })
      expect(res.statusCode).toBeGreaterThanOrEqual(400)
      expect(res.rawPayload.subarray(0, 4).toString()).not.toBe('%PDF')
    } finally {
      await app.knex.raw('alter table audit_log drop constraint no_new_reads')
    }
  })
})

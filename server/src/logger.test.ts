import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from './app'
import { loggerOptions } from './logger'
import { minimalPdf, multipartBody } from './routes/bookings/booking-fixtures'
import { createUserWithToken } from './testing/auth-helpers'
import { buildTestApp } from './testing/build-test-app'

const PATIENT = { name: 'Kamala Venkataraman', email: 'kamala.v@example.com', phone: '+91 99887 76655' }

describe('the server log', () => {
  let app: App
  const lines: string[] = []
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    app = await buildTestApp(
      {},
      { logger: { ...(loggerOptions({ logLevel: 'debug', logFormat: 'json' }) as object), stream } },
    )
  })
  afterAll(async () => {
    await app.close()
  })

  it('keeps no patient name, e-mail, phone or search term, through a booking, a search, a mail and a reset', async () => {
    const { payload, headers } = await multipartBody(
      { ...PATIENT, address: '3 Temple Street, Madurai', description: 'Thyroid profile for Kamala' },
      [{ name: 'prescription.pdf', bytes: minimalPdf() }],
    )
    expect(
      (await app.inject({ method: 'POST', url: '/api/consult/consultation', payload, headers })).statusCode,
    ).toBe(201)
    const staff = await createUserWithToken(app, 'staff')
    const search = await app.inject({
      url: `/api/content/consultations?q=${encodeURIComponent('Venkataraman')}&limit=5`,
      headers: staff.headers,
    })
    expect(search.json()).toHaveLength(1)
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: staff.user.email },
    })
    await app.outbox.idle()
    const log = lines.join('')
    expect(log).toContain('/api/content/consultations?q=[redacted]&limit=5')
    expect(log).toContain('mail written to outbox')
    for (const secret of [
      'Kamala',
      'Venkataraman',
      PATIENT.email,
      '99887',
      staff.user.email,
      'Temple Street',
    ])
      expect(log, secret).not.toContain(secret)
  })
})

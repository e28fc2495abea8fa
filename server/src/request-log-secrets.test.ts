import { Writable } from 'node:stream'
import { PATHS } from '@labsite/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from './app'
import { SECRET_PARAMETER } from './lib/infrastructure/secret-paths'
import { loggerOptions } from './logger'
import { minimalPdf } from './routes/bookings/booking-fixtures'
import { attachReport, guest, postBooking, seedCalendar } from './routes/bookings/bookings-test-kit'
import { createUserWithToken } from './testing/auth-helpers'
import { buildTestApp } from './testing/build-test-app'
import { deliveredMails, deliveredMailTo } from './testing/delivered-mails'

/** A made-up secret no other part of a log line could contain. */
const fakeToken = (n: number) => `LeakCanary${n}x${'Q'.repeat(24)}`

describe('no secret in a log line', () => {
  let app: App
  const lines: string[] = []
  const log = () => lines.join('')
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    app = await buildTestApp(
      { rateLimitAuth: 1_000, rateLimitForms: 1_000 },
      { logger: { ...(loggerOptions({ logLevel: 'debug', logFormat: 'json' }) as object), stream } },
    )
    await seedCalendar(app)
  })
  afterAll(async () => {
    await app.outbox.idle()
    await app.close()
  })

  it('redacts the token of every route and page that declares one, whatever the answer', async () => {
    const paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> = (
      await app.inject({ url: '/api/docs/json' })
    ).json().paths
    const tokenRoutes = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) =>
          operation.parameters?.some((p) => p.in === 'path' && SECRET_PARAMETER.test(p.name)),
        )
        .map(([method]) => ({ method: method.toUpperCase(), path })),
    )
    // The rule found them from the routes' own declarations: the share link and the password reset.
    expect(tokenRoutes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'GET /api/shared-reports/{token}',
      'POST /api/auth/reset-password/{token}',
    ])
    const pages = Object.values(PATHS).filter((page) => /:\w*token/i.test(page))
    expect(pages).toEqual(['/reset-password/:token'])

    const sent: string[] = []
    for (const [i, route] of tokenRoutes.entries()) {
      const token = fakeToken(i)
      sent.push(token)
      const url = `${route.path.replace(/\{\w+\}/, token)}?lang=hi`
      const answer = await app.inject({ method: route.method as 'GET', url, payload: {} })
      expect(answer.statusCode).toBeGreaterThanOrEqual(400)
    }
    for (const [i, page] of pages.entries()) {
      const token = fakeToken(100 + i)
      sent.push(token)
      await app.inject({ url: page.replace(/:\w+/, token) })
      await app.inject({ url: `${page.replace(/:\w+/, token)}/` })
    }
    expect(log()).toContain('/api/shared-reports/[redacted]?lang=hi')
    expect(log()).toContain('/reset-password/[redacted]')
    for (const token of sent) expect(log(), token).not.toContain(token)
  })

  it('keeps real share, reset and preview tokens out of the log while they work', async () => {
    const staff = await createUserWithToken(app, 'staff')
    const owner = await createUserWithToken(app, 'visitor')
    const booked = await postBooking(app, guest, owner.headers)
    expect(booked.statusCode).toBe(201)
    expect((await attachReport(app, staff.headers, booked.json().id, minimalPdf('Lipid'))).statusCode).toBe(
      201,
    )
    const [report] = (await app.inject({ url: '/api/user/bookings', headers: owner.headers })).json()[0]
      .reports
    const share = await app.inject({
      method: 'POST',
      url: `/api/user/bookings/${booked.json().id}/reports/${report.id}/share`,
      payload: {},
      headers: owner.headers,
    })
    const shareToken = share.json().url.split('/').at(-1) as string
    expect((await app.inject({ url: new URL(share.json().url).pathname })).statusCode).toBe(200)

    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: owner.user.email },
    })
    // The mail is written after the answer: wait for it as a reader of the inbox would.
    await expect.poll(() => deliveredMails(app, '/reset-password/'), { timeout: 10_000 }).toHaveLength(1)
    const mail = await deliveredMailTo(app, owner.user.email, '/reset-password/')
    const resetToken = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail)?.[1] as string
    await app.inject({ url: `/reset-password/${resetToken}` })
    const reset = await app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${resetToken}`,
      payload: { newPassword: 'a brand new password' },
    })
    expect(reset.statusCode).toBe(200)

    const admin = await createUserWithToken(app, 'admin')
    const link = await app.inject({
      method: 'POST',
      url: '/api/admin/preview-links',
      headers: admin.headers,
      payload: { resource: 'banner' },
    })
    const previewToken = link.json().token as string
    expect(
      (await app.inject({ url: `/api/preview?token=${encodeURIComponent(previewToken)}` })).statusCode,
    ).toBe(200)
    await app.inject({ url: new URL(link.json().url).pathname + new URL(link.json().url).search })

    const written = log()
    expect(written).toContain('/api/auth/reset-password/[redacted]')
    for (const secret of [shareToken, resetToken, previewToken, encodeURIComponent(previewToken)])
      expect(written, secret).not.toContain(secret)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { buildTestApp } from '../testing/build-test-app'

describe('security headers', () => {
  let app: App
  beforeAll(async () => {
    app = await buildTestApp({ trustProxy: true })
  })
  afterAll(async () => {
    await app.close()
  })

  const directives = (header: unknown) =>
    Object.fromEntries(
      String(header)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values.join(' ')]),
    )

  it('sends a strict CSP for the SPA with the usual hardening headers', async () => {
    for (const url of [
      '/api/health',
      '/api/service',
      '/api/nowhere',
      '/some-page',
      '/uploads/missing.webp',
    ]) {
      const res = await app.inject({ method: 'GET', url })
      const csp = directives(res.headers['content-security-policy'])
      expect(csp, url).toMatchObject({
        'default-src': "'self'",
        'img-src': "'self' https: data: blob:",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'connect-src': "'self'",
        'frame-ancestors': "'none'",
        // The web admin prints PDFs from a blob frame of its own (print-pdf-in-browser.ts).
        'frame-src': "'self' blob:",
        'object-src': "'none'",
        'base-uri': "'self'",
      })
      expect(res.headers['x-content-type-options'], url).toBe('nosniff')
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
      expect(res.headers['x-frame-options'], url).toBe('DENY')
      expect(res.headers['x-powered-by'], url).toBeUndefined()
    }
  })

  it('sends HSTS only when the request came over https', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/health' })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    const proxied = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })

  it('keeps the headers on error answers too', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: { $gt: '' } } })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })
})

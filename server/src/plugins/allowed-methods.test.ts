import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { buildTestApp } from '../testing/build-test-app'

describe('a method a path does not answer', () => {
  let app: App
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  it('answers 405 with the methods that path allows', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/health' })
    expect(res.statusCode).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
    expect(res.json()).toMatchObject({
      statusCode: 405,
      message: 'DELETE is not allowed on /api/health; use GET, HEAD',
    })

    const record = await app.inject({
      method: 'PATCH',
      url: '/api/service/7f1c0a2e-1111-4222-8333-444455556666',
    })
    expect(record.statusCode).toBe(405)
    expect(record.headers.allow).toBe('DELETE, GET, HEAD, PUT')
  })

  it('still answers 404 for a path no route has, or a route of this method that found nothing', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/no-such-thing' })
    expect(res.statusCode).toBe(404)
    expect(res.headers.allow).toBeUndefined()
    expect((await app.inject({ method: 'GET', url: '/uploads/missing.webp' })).statusCode).toBe(404)
  })
})

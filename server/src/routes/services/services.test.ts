import { HERO_PACKAGES } from '@labsite/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { buildTestApp } from '../../testing/build-test-app'

describe('GET /api/service', () => {
  let app: App
  beforeAll(async () => {
    app = await buildTestApp({ demo: true })
  })
  afterAll(async () => {
    await app.close()
  })

  it('lists the six hero packages first with their test counts and prices', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/service' })
    expect(res.statusCode).toBe(200)
    const services = res.json()
    expect(services.length).toBeGreaterThanOrEqual(8)
    expect(
      services.slice(0, 6).map((s: { testsCount: number; amount: number }) => [s.testsCount, s.amount]),
    ).toEqual(HERO_PACKAGES.map((p) => [p.testsCount, p.price]))
    expect(services[0]._id).toBe(services[0].id)
    expect(services.some((s: { description: string }) => s.description.length > 110)).toBe(true)
  })

  it('answers one service with its version as ETag, and 304 when it has not changed', async () => {
    const [first] = (await app.inject({ method: 'GET', url: '/api/service' })).json()
    const res = await app.inject({ method: 'GET', url: `/api/service/${first.id}` })
    expect(res.statusCode).toBe(200)
    expect(res.json().title).toBe(first.title)
    expect(res.headers.etag).toBe(`"${first.version}"`)
    const again = await app.inject({
      method: 'GET',
      url: `/api/service/${first.id}`,
      headers: { 'if-none-match': res.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/service/00000000-0000-4000-8000-000000000000',
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Service not found' })
    const malformed = await app.inject({ method: 'GET', url: '/api/service/not-an-id' })
    expect(malformed.statusCode).toBe(400)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { buildTestApp } from '../../testing/build-test-app'

describe('GET /api/health', () => {
  let app: App
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  it('reports ok while the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' })
  })

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' })
  })

  it('answers 503 when the database is down', async () => {
    const broken = await buildTestApp()
    await broken.knex.destroy()
    const res = await broken.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ status: 'error', database: 'unavailable' })
    await broken.close().catch(() => {})
  })
})

describe('liveness and readiness', () => {
  it('live answers without the database; ready and /health say 503 while it is down', async () => {
    const app = await buildTestApp()
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200)
    await app.knex.destroy()
    const live = await app.inject({ method: 'GET', url: '/api/health/live' })
    expect(live.statusCode).toBe(200)
    expect(live.json()).toEqual({ status: 'ok' })
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' })
    expect(ready.statusCode).toBe(503)
    expect(ready.headers['retry-after']).toBe('5')
    await app.close().catch(() => {})
  })
})

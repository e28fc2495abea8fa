import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { buildTestApp } from '../testing/build-test-app'

// The server's own request listener answers kept reads before Fastify: only a listening
// server reaches it (`inject` does not), so this test listens on a free port.
let app: App
let base: string

beforeAll(async () => {
  app = await buildTestApp({ demo: true })
  await app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await app.close()
})

describe('kept reads answered before Fastify', () => {
  it('answers a repeat with the same bytes and headers, a 304 on its ETag, and counts both in the metrics', async () => {
    const first = await fetch(`${base}/api/service`)
    const body = await first.text()
    const etag = first.headers.get('etag') ?? ''
    expect(first.status).toBe(200)
    const again = await fetch(`${base}/api/service`, { headers: { 'accept-encoding': 'identity' } })
    expect(again.status).toBe(200)
    expect(await again.text()).toBe(body)
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'cache-control',
      'etag',
      'x-total-count',
    ]) {
      expect(again.headers.get(name), name).toBe(first.headers.get(name))
    }
    const revalidated = await fetch(`${base}/api/service`, { headers: { 'if-none-match': etag } })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('etag')).toBe(etag)
    const metrics = await app.metrics.render()
    expect(metrics).toMatch(
      /labsite_http_requests_total\{method="GET",route="\/api\/service",status="304"\} [1-9]/,
    )
    expect(metrics).toMatch(
      /labsite_http_requests_total\{method="GET",route="\/api\/service",status="200"\} [2-9]/,
    )
  })

  it('sees a change at once: the next read is the new answer', async () => {
    const before = (await (await fetch(`${base}/api/service?limit=1`)).json()) as {
      id: string
      title: string
    }[]
    await app.knex('services').where({ id: before[0].id }).update({ title: 'Renamed while kept' })
    await app.changes.publish({ resource: 'service', id: before[0].id, kind: 'updated' })
    const after = (await (await fetch(`${base}/api/service?limit=1`)).json()) as { title: string }[]
    expect(after[0].title).toBe('Renamed while kept')
  })

  it('leaves a request behind a proxy (X-Forwarded-Proto) and any write to Fastify', async () => {
    await fetch(`${base}/api/service`)
    const proxied = await fetch(`${base}/api/service`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(proxied.status).toBe(200)
    const write = await fetch(`${base}/api/service`, { method: 'DELETE' })
    expect(write.status).toBeGreaterThanOrEqual(400)
    expect(write.status).toBeLessThan(500)
  })
})

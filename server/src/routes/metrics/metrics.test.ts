import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { buildTestApp } from '../../testing/build-test-app'

const TOKEN = 'scrape-token-0123456789'

/** The value of one sample line, e.g. `labsite_outbox_pending 2`. */
function sample(text: string, line: RegExp): number {
  const found = text.split('\n').find((row) => line.test(row))
  if (!found) throw new Error(`no sample matching ${line} in:\n${text.slice(0, 2000)}`)
  return Number(found.slice(found.lastIndexOf(' ') + 1))
}

describe('GET /metrics', () => {
  let app: App
  beforeAll(async () => {
    app = await buildTestApp({ metricsToken: TOKEN })
  })
  afterAll(async () => {
    await app.close()
  })

  const scrape = (authorization?: string) =>
    app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} })

  it('answers 401 without the token or with a wrong one', async () => {
    expect((await scrape()).statusCode).toBe(401)
    const wrong = await scrape('Bearer not-the-token-at-all')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.headers['www-authenticate']).toBe('Bearer')
    expect(wrong.body).not.toContain('labsite_')
  })

  it('counts requests by route pattern, and reads the outbox, pool and streams', async () => {
    await app.inject({ method: 'GET', url: '/api/service' })
    await app.inject({ method: 'GET', url: '/api/service/no-such-service' })
    await app.knex('outbox').insert([
      {
        kind: 'test',
        subject: 'a',
        text: 'a',
        give_up_at: app.knex.raw(`now() + interval '1 day'`),
        created_at: app.knex.raw(`now() - interval '90 seconds'`),
      },
      { kind: 'test', subject: 'b', text: 'b', give_up_at: app.knex.raw(`now() + interval '1 day'`) },
      { kind: 'test', subject: 'c', text: 'c', status: 'failed', give_up_at: app.knex.raw('now()') },
    ])

    const res = await scrape(`Bearer ${TOKEN}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    const text = res.body
    expect(
      sample(text, /^labsite_http_requests_total\{method="GET",route="\/api\/service",status="200"\}/),
    ).toBe(1)
    // By pattern, not by path: the id is not a label.
    expect(text).toContain('route="/api/service/:id"')
    expect(text).not.toContain('no-such-service')
    expect(text).toMatch(/^labsite_http_request_duration_seconds_bucket\{.*route="\/api\/service"/m)
    expect(sample(text, /^labsite_outbox_pending /)).toBe(2)
    expect(sample(text, /^labsite_outbox_failed /)).toBe(1)
    expect(sample(text, /^labsite_outbox_oldest_pending_seconds /)).toBeGreaterThanOrEqual(89)
    expect(sample(text, /^labsite_database_up /)).toBe(1)
    expect(sample(text, /^labsite_event_streams_open /)).toBe(0)
    expect(sample(text, /^labsite_database_pool_used /)).toBeGreaterThanOrEqual(0)
    expect(text).toMatch(/^labsite_process_resident_memory_bytes /m)
  })

  it('is an unknown path (404) when METRICS_TOKEN is not set', async () => {
    const without = await buildTestApp()
    const res = await without.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(res.statusCode).toBe(404)
    await without.close()
  })
})

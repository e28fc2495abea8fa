import { afterEach, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { validBooking } from '../routes/bookings/booking-fixtures'
import { buildTestApp } from '../testing/build-test-app'
import {
  startThrowawayPostgres,
  type ThrowawayPostgres,
  throwawayPostgresUnavailable,
} from '../testing/throwaway-postgres'

const unavailable = throwawayPostgresUnavailable()
if (unavailable) console.warn(`database outage tests skipped: ${unavailable}`)
const title = (name: string) => (unavailable ? `${name} (skipped: ${unavailable})` : name)

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.skipIf(unavailable !== null)(title('the server while its PostgreSQL goes away'), () => {
  let cluster: ThrowawayPostgres | null = null
  let app: App | null = null

  afterEach(async () => {
    await cluster?.thaw().catch(() => {})
    await app?.close().catch(() => {})
    await cluster?.destroy()
    app = null
    cluster = null
  })

  async function start() {
    cluster = await startThrowawayPostgres()
    // A short lease so a retry after the outage may take over a claim whose request died with the database.
    app = await buildTestApp({
      database: { kind: 'pg', url: cluster.url },
      rateLimitForms: 100_000,
      rateLimitGlobal: 100_000,
      idempotencyLeaseMs: 500,
    })
    return { cluster, app }
  }

  /** A booking whose description names its key, timed. */
  async function book(app: App, key: string) {
    const started = Date.now()
    const res = await app.inject({
      method: 'POST',
      url: '/api/consult/consultation',
      payload: { ...validBooking, description: `Booking ${key}` },
      headers: { 'idempotency-key': key },
    })
    return { key, res, ms: Date.now() - started }
  }

  function expectUnavailable(answer: Awaited<ReturnType<typeof book>>) {
    expect(answer.res.statusCode, `${answer.key}: ${answer.res.body}`).toBe(503)
    expect(answer.res.headers['retry-after']).toBe('5')
    expect(answer.res.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' })
    expect(answer.ms).toBeLessThan(5_000)
  }

  it('answers 503 with Retry-After while stopped, keeps every acknowledged booking, and one row per key after retries', async () => {
    const { cluster, app } = await start()
    const answers: Awaited<ReturnType<typeof book>>[] = []
    let next = 0
    let loading = true
    // Four clients booking one after another the whole time, bounded to 400 bookings.
    const clients = Array.from({ length: 4 }, async () => {
      while (loading && next < 400) answers.push(await book(app, `load-${next++}`))
    })
    // Stop once the load has been acknowledged at least once: on a busy machine the first bookings take
    // longer than any fixed pause.
    for (let waited = 0; !answers.some((a) => a.res.statusCode === 201) && waited < 30_000; waited += 50) {
      await pause(50)
    }
    await pause(300)
    await cluster.stop()
    await pause(1_500)
    const whileDown = await Promise.all(Array.from({ length: 6 }, (_, i) => book(app, `down-${i}`)))
    for (const answer of whileDown) expectUnavailable(answer)
    const health = await app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(503)
    expect(health.headers['retry-after']).toBe('5')
    loading = false
    await Promise.all(clients)

    for (const answer of answers) {
      expect([201, 503], `${answer.key}: ${answer.res.body}`).toContain(answer.res.statusCode)
      expect(answer.ms).toBeLessThan(5_000)
    }
    const slowest = Math.max(...answers.map((a) => a.ms), ...whileDown.map((a) => a.ms))
    console.info(
      `outage load: ${answers.length} bookings, ${answers.filter((a) => a.res.statusCode === 201).length} × 201, ` +
        `${answers.filter((a) => a.res.statusCode === 503).length} × 503, slowest answer ${slowest} ms`,
    )
    expect(answers.filter((a) => a.res.statusCode === 201).length).toBeGreaterThan(0)
    expect(answers.filter((a) => a.res.statusCode === 503).length).toBeGreaterThan(0)

    await cluster.start()
    // Every booking not acknowledged is retried with its own key until it is (the server recovers by itself).
    const keys = [...answers.map((a) => a.key), ...whileDown.map((a) => a.key)]
    const acknowledged = new Map(
      answers.filter((a) => a.res.statusCode === 201).map((a) => [a.key, a.res.json().id as string]),
    )
    const deadline = Date.now() + 30_000
    for (const key of keys) {
      if (acknowledged.has(key)) continue
      for (;;) {
        const retry = await book(app, key)
        if (retry.res.statusCode === 201) {
          acknowledged.set(key, retry.res.json().id)
          break
        }
        expect([503, 409], retry.res.body).toContain(retry.res.statusCode)
        expect(Date.now()).toBeLessThan(deadline)
        await pause(200)
      }
    }
    // A retry of an acknowledged booking replays it rather than storing it again.
    const [firstKey, firstId] = [...acknowledged][0]
    const replay = await book(app, firstKey)
    expect(replay.res.headers['idempotent-replayed']).toBe('true')
    expect(replay.res.json().id).toBe(firstId)

    const rows: { id: string; description: string }[] = await app.knex('bookings').select('id', 'description')
    const byDescription = new Map<string, number>()
    for (const row of rows) byDescription.set(row.description, (byDescription.get(row.description) ?? 0) + 1)
    for (const [key, id] of acknowledged) {
      expect(byDescription.get(`Booking ${key}`), key).toBe(1)
      expect(rows.some((row) => row.id === id)).toBe(true)
    }
    expect(rows).toHaveLength(keys.length)
  }, 120_000)

  it('answers 503 within 5 s while the database is frozen, and recovers without a restart', async () => {
    const { cluster, app } = await start()
    expect((await book(app, 'before')).res.statusCode).toBe(201)
    await cluster.freeze()
    // More requests at once than the pool has connections, so some wait to acquire one.
    const frozen = await Promise.all(Array.from({ length: 14 }, (_, i) => book(app, `frozen-${i}`)))
    for (const answer of frozen) expectUnavailable(answer)
    console.info(`frozen database: slowest 503 after ${Math.max(...frozen.map((a) => a.ms))} ms`)
    const health = await app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(503)

    await cluster.thaw()
    const deadline = Date.now() + 20_000
    let after = await book(app, 'after')
    while (after.res.statusCode !== 201 && Date.now() < deadline) {
      await pause(250)
      after = await book(app, 'after')
    }
    expect(after.res.statusCode).toBe(201)
    expect(await app.knex('bookings').where({ description: 'Booking after' })).toHaveLength(1)
  }, 120_000)
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../app'
import { manualClock } from '../lib/infrastructure/clock'
import { createUserWithToken } from '../testing/auth-helpers'
import { buildTestApp } from '../testing/build-test-app'
import type { Change } from './change-bus'
import { SCHEDULED_PUBLISHING_JOB } from './scheduled-publishing'

// The scheduler publishes within a minute, once, across several server processes.
// The job publishes what was scheduled after its last edit (`publish_at > updated_at`, the database's
// own time), so the test's clock starts a day after the real now, on the hour: the same run any day.
const clock = manualClock(new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 86_400_000))
let app: App
let admin: { authorization: string }

beforeAll(async () => {
  app = await buildTestApp({ clock })
  admin = (await createUserWithToken(app, 'admin')).headers
})
afterAll(() => app.close())

async function scheduleOffer(title: string, inMs: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/offers',
    headers: admin,
    payload: {
      title,
      discount: 20,
      discountedPrice: 80,
      originalPrice: 100,
      publishAt: new Date(clock().getTime() + inMs).toISOString(),
    },
  })
  expect(response.statusCode).toBe(201)
  return response.json().id as string
}
const schedulerAudit = (entityId: string) =>
  app.knex('audit_log').where({ entity_id: entityId, user_email: 'scheduler' })

describe('scheduled publishing', () => {
  it('runs every minute, and announces a record once even when run again', async () => {
    const id = await scheduleOffer('Once only', 60_000)
    const changes: Change[] = []
    const stop = app.changes.subscribe((change) => changes.push(change))
    await app.scheduler.runNow(SCHEDULED_PUBLISHING_JOB)
    expect(await schedulerAudit(id)).toHaveLength(0)
    clock.advance(60_000)
    await Promise.all([
      app.scheduler.runNow(SCHEDULED_PUBLISHING_JOB),
      app.scheduler.runNow(SCHEDULED_PUBLISHING_JOB),
    ])
    await app.scheduler.runNow(SCHEDULED_PUBLISHING_JOB)
    stop()
    expect(changes.filter((change) => change.id === id)).toEqual([{ resource: 'offer', id, kind: 'updated' }])
    const [entry] = await schedulerAudit(id)
    expect(entry).toMatchObject({ action: 'update', entity: 'offer' })
    expect(await schedulerAudit(id)).toHaveLength(1)
  })

  it('announces again when staff move a published record to a new time', async () => {
    const id = await scheduleOffer('Moved', 60_000)
    clock.advance(60_000)
    await app.scheduler.runNow(SCHEDULED_PUBLISHING_JOB)
    const later = new Date(clock().getTime() + 120_000).toISOString()
    await app.inject({
      method: 'PUT',
      url: `/api/offers/${id}`,
      headers: admin,
      payload: { publishAt: later },
    })
    clock.advance(120_000)
    await app.scheduler.runNow(SCHEDULED_PUBLISHING_JOB)
    expect(await schedulerAudit(id)).toHaveLength(2)
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  let other: App
  beforeAll(async () => {
    other = await buildApp({ ...app.config })
    await other.ready()
  })
  afterAll(() => other?.close())

  it('publish a scheduled record and a scheduled banner draft exactly once between them', async () => {
    const id = await scheduleOffer('Two processes', 30_000)
    await app.inject({
      method: 'PUT',
      url: '/api/content/banner/draft',
      headers: admin,
      payload: {
        value: { title: 'Banner at ten past' },
        publishAt: new Date(clock().getTime() + 30_000).toISOString(),
      },
    })
    clock.advance(30_000)
    const heard: Change[] = []
    const stop = other.changes.subscribe((change) => heard.push(change))
    const runs = Array.from({ length: 3 }, () => [
      app.scheduler.runNow(SCHEDULED_PUBLISHING_JOB),
      other.scheduler.runNow(SCHEDULED_PUBLISHING_JOB),
    ]).flat()
    await Promise.all(runs)
    await new Promise((resolve) => setTimeout(resolve, 300))
    stop()
    expect(await schedulerAudit(id)).toHaveLength(1)
    expect(await app.knex('audit_log').where({ entity: 'banner', user_email: 'scheduler' })).toHaveLength(1)
    expect(heard.filter((change) => change.id === id)).toHaveLength(1)
    expect(heard.filter((change) => change.resource === 'banner')).toHaveLength(1)
    const banner = await other.inject({ method: 'GET', url: '/api/content/banner' })
    expect(banner.json().title).toBe('Banner at ten past')
  })
})

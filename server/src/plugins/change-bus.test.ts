import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../app'
import { createUserWithToken } from '../testing/auth-helpers'
import { buildTestApp } from '../testing/build-test-app'
import type { Change } from './change-bus'

let app: App
let admin: { authorization: string }

beforeAll(async () => {
  app = await buildTestApp()
  admin = (await createUserWithToken(app, 'admin')).headers
})
afterAll(() => app.close())

function record(target: App): Change[] {
  const seen: Change[] = []
  target.changes.subscribe((change) => seen.push(change))
  return seen
}

const createFaq = (target: App) =>
  target.inject({
    method: 'POST',
    url: '/api/content/faqs',
    headers: admin,
    payload: { question: 'Is parking free?', answer: 'Yes, behind the lab.' },
  })

describe('change bus', () => {
  it('announces each committed write once, before the writing request answers', async () => {
    const seen = record(app)
    const created = await createFaq(app)
    expect(created.statusCode).toBe(201)
    const { id } = created.json()
    expect(seen).toEqual([{ resource: 'faq', id, kind: 'created' }])

    await app.inject({
      method: 'PUT',
      url: `/api/content/faqs/${id}`,
      headers: admin,
      payload: { answer: 'No.' },
    })
    await app.inject({ method: 'PUT', url: '/api/settings', headers: admin, payload: { websiteName: 'Lab' } })
    await app.inject({ method: 'DELETE', url: `/api/content/faqs/${id}`, headers: admin })
    expect(seen.slice(1)).toEqual([
      { resource: 'faq', id, kind: 'updated' },
      { resource: 'site-settings', id: 'site-settings', kind: 'updated' },
      { resource: 'faq', id, kind: 'deleted' },
    ])
  })

  it('announces nothing for a write that is refused and rolled back', async () => {
    const { id } = (await createFaq(app)).json()
    const seen = record(app)
    const stale = await app.inject({
      method: 'PUT',
      url: `/api/content/faqs/${id}`,
      headers: { ...admin, 'if-match': '"99"' },
      payload: { answer: 'Changed' },
    })
    expect(stale.statusCode).toBe(412)
    expect(seen).toEqual([])
  })

  it('announces public enquiries as they are stored', async () => {
    const seen = record(app)
    const res = await app.inject({
      method: 'POST',
      url: '/api/referrals',
      payload: {
        referrerEmail: 'a@example.test',
        referrerPhone: '9876543210',
        friendEmail: 'b@example.test',
        friendPhone: '9876543211',
      },
    })
    expect(res.statusCode).toBe(201)
    expect(seen).toEqual([{ resource: 'referral', id: res.json()._id, kind: 'created' }])
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('change bus across processes on PostgreSQL', () => {
  let other: App
  beforeAll(async () => {
    // A second server process on the same database (its own pools, its own LISTEN connection).
    other = await buildApp({ ...app.config, dataDir: app.config.dataDir })
    await other.ready()
  })
  afterAll(() => other?.close())

  it('delivers a write of one process to another', async () => {
    expect(app.config.database.kind).toBe('pg')
    const arrived = new Promise<Change>((resolve) => {
      const stop = other.changes.subscribe((change) => {
        stop()
        resolve(change)
      })
    })
    const { id } = (await createFaq(app)).json()
    const change = await arrived
    expect(change).toEqual({ resource: 'faq', id, kind: 'created' })
  })

  it('reconnects after losing its LISTEN connection, asks for a resync, and hears changes again', async () => {
    const resynced = new Promise<void>((resolve) => {
      const stop = other.changes.onResync(() => {
        stop()
        resolve()
      })
    })
    const database = new URL((app.config.database as { url: string }).url).pathname.slice(1)
    await app.knex.raw(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'labsite-change-bus' and datname = ?",
      [database],
    )
    await resynced
    expect(other.changes.isLive()).toBe(true)
    const arrived = new Promise<Change>((resolve) => {
      const stop = other.changes.subscribe((change) => {
        stop()
        resolve(change)
      })
    })
    const { id } = (await createFaq(app)).json()
    expect(await arrived).toEqual({ resource: 'faq', id, kind: 'created' })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { buildTestApp } from '../testing/build-test-app'
import { claimRun } from './scheduler'

describe('the scheduler', () => {
  let app: App
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(() => app.close())

  it('lets exactly one of several processes run a job each period', async () => {
    const job = { name: 'test-job', everyMs: 60_000, run: async () => {} }
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimRun(app.knex, job)))
    expect(claims.filter(Boolean)).toHaveLength(1)
    expect(await claimRun(app.knex, job)).toBe(false)
    await app
      .knex('scheduled_jobs')
      .where({ name: 'test-job' })
      .update({ next_run_at: new Date(Date.now() - 1) })
    expect(await claimRun(app.knex, job)).toBe(true)
  })

  it('has the periodic jobs, each runnable directly', async () => {
    for (const name of ['outbox-send', 'outbox-purge', 'idempotency-purge', 'retention-purge']) {
      await expect(app.scheduler.runNow(name)).resolves.toBeUndefined()
    }
    await expect(app.scheduler.runNow('nothing')).rejects.toThrow('no scheduled job nothing')
  })
})

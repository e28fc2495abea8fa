import type { FastifyInstance } from 'fastify'
import type { Knex } from 'knex'
import { Gauge, type Registry } from 'prom-client'
import type { Metrics } from './metrics'

interface Pool {
  numUsed(): number
  numFree(): number
  numPendingAcquires(): number
}

/** tarn's pool under knex; the embedded database's client has one too (one connection). */
const poolOf = (knex: Knex): Pool | null => (knex.client as { pool?: Pool }).pool ?? null

/**
 * What the database holds (the outbox's depth and oldest pending mail, the scheduler's last runs) and
 * its connection pool. Answers the read to make at each scrape: while the database is down its values
 * are left out and `labsite_database_up` is 0.
 */
export function databaseMetrics(app: FastifyInstance, registry: Registry, gauge: Metrics['gauge']) {
  const databaseUp = new Gauge({
    name: 'labsite_database_up',
    help: '1 when the database answered this scrape',
    registers: [registry],
  })
  const outboxPending = new Gauge({
    name: 'labsite_outbox_pending',
    help: 'Mails waiting to be sent (pending or being sent)',
    registers: [registry],
  })
  const outboxFailed = new Gauge({
    name: 'labsite_outbox_failed',
    help: 'Mails given up on',
    registers: [registry],
  })
  const outboxOldest = new Gauge({
    name: 'labsite_outbox_oldest_pending_seconds',
    help: 'Age of the oldest mail still waiting, 0 when none waits',
    registers: [registry],
  })
  const jobFinished = new Gauge({
    name: 'labsite_scheduled_job_last_finished_timestamp_seconds',
    help: 'When each scheduled job last finished, in any process',
    labelNames: ['job'] as const,
    registers: [registry],
  })
  const jobFailing = new Gauge({
    name: 'labsite_scheduled_job_failing',
    help: '1 when the last run of the job failed',
    labelNames: ['job'] as const,
    registers: [registry],
  })

  /** Reads what the database holds once per scrape, before the registry renders. */
  async function readDatabase(): Promise<void> {
    try {
      const [outbox, jobs] = await Promise.all([app.outbox.repository.backlog(), app.scheduler.jobStates()])
      outboxPending.set(outbox.pending)
      outboxFailed.set(outbox.failed)
      outboxOldest.set(outbox.oldest)
      jobFinished.reset()
      jobFailing.reset()
      for (const job of jobs) {
        if (job.last_finished_at)
          jobFinished.set({ job: job.name }, new Date(job.last_finished_at).getTime() / 1000)
        jobFailing.set({ job: job.name }, job.last_error ? 1 : 0)
      }
      databaseUp.set(1)
    } catch {
      databaseUp.set(0)
      for (const stale of [outboxPending, outboxFailed, outboxOldest, jobFinished, jobFailing]) stale.reset()
    }
  }

  gauge(
    'labsite_database_pool_used',
    'Database connections in use',
    () => poolOf(app.knex)?.numUsed() ?? Number.NaN,
  )
  gauge(
    'labsite_database_pool_free',
    'Idle database connections',
    () => poolOf(app.knex)?.numFree() ?? Number.NaN,
  )
  gauge(
    'labsite_database_pool_pending',
    'Requests waiting for a database connection',
    () => poolOf(app.knex)?.numPendingAcquires() ?? Number.NaN,
  )
  return readDatabase
}

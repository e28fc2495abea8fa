import type { FastifyReply, onResponseHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

export interface Metrics {
  /** Every metric of this app; `/metrics` renders it in the Prometheus text format. */
  registry: Registry
  /** A gauge read at each scrape, e.g. open event streams; a reader that throws leaves it out of that scrape. */
  gauge(name: string, help: string, read: () => number): void
  /** Counts a scheduler run by its outcome. */
  jobRun(job: string, outcome: 'ok' | 'failed'): void
  /** The Prometheus text of every metric, the database's values read now. */
  render(): Promise<string>
  /** Counts an answer given outside Fastify's lifecycle (a read answered from memory, plugins/fast-reads). */
  answered(method: string, route: string, status: number, seconds: number): void
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics
  }
}

interface Pool {
  numUsed(): number
  numFree(): number
  numPendingAcquires(): number
}

/** tarn's pool under knex; the embedded database's client has one too (one connection). */
const poolOf = (knex: Knex): Pool | null => (knex.client as { pool?: Pool }).pool ?? null

/**
 * Prometheus metrics: requests and latencies by route pattern (never by path, whose ids
 * would make a series per record), the outbox's depth and oldest pending mail, scheduler runs, the
 * database pool, open event streams, and the process (memory, event loop, GC). Values the database
 * holds are read at scrape time; while it is down they are left out and `labsite_database_up` is 0.
 */
export default fp(
  async (app) => {
    const registry = new Registry()
    collectDefaultMetrics({ register: registry, prefix: 'labsite_' })

    const requests = new Counter({
      name: 'labsite_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    })
    const latency = new Histogram({
      name: 'labsite_http_request_duration_seconds',
      help: 'Time from request to answer, by method and route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    })
    /**
     * Each series' counter and histogram, bound to its labels once, and each route's pattern taken when
     * the route is added (a hook per route), not read per request from `request.routeOptions` (a getter
     * that builds an object each time): a read answered from memory costs a few microseconds, and this
     * bookkeeping was a visible part of it. Plain hooks, not async ones: no promise per request.
     */
    const series = new Map<string, { count: () => void; observe: (seconds: number) => void }>()
    function answered(method: string, route: string, status: number, seconds: number) {
      const key = `${method} ${status} ${route}`
      let bound = series.get(key)
      if (!bound) {
        const counter = requests.labels(method, route, String(status))
        bound = { count: () => counter.inc(), observe: latency.labels(method, route).observe }
        series.set(key, bound)
      }
      bound.count()
      bound.observe(seconds)
    }
    const record = (method: string, route: string, reply: FastifyReply) =>
      answered(method, route, reply.statusCode, reply.elapsedTime / 1000)
    app.addHook('onRoute', (route) => {
      const pattern = route.url
      const own: onResponseHookHandler = (request, reply, done) => {
        record(request.method, pattern, reply)
        done()
      }
      const existing = route.onResponse
      route.onResponse = existing ? [...(Array.isArray(existing) ? existing : [existing]), own] : [own]
    })
    // Unmatched paths (the pages, a scanner's random URLs) share one label: each must not become a series.
    app.addHook('onResponse', (request, reply, done) => {
      if (request.is404) record(request.method, 'unmatched', reply)
      done()
    })

    const jobRuns = new Counter({
      name: 'labsite_scheduled_job_runs_total',
      help: 'Scheduled job runs in this process, by job and outcome',
      labelNames: ['job', 'outcome'] as const,
      registers: [registry],
    })

    const gauge: Metrics['gauge'] = (name, help, read) => {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          try {
            this.set(read())
          } catch {
            this.reset()
          }
        },
      })
    }

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
        for (const stale of [outboxPending, outboxFailed, outboxOldest, jobFinished, jobFailing])
          stale.reset()
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

    app.decorate('metrics', {
      registry,
      gauge,
      jobRun: (job, outcome) => jobRuns.inc({ job, outcome }),
      async render() {
        await readDatabase()
        return registry.metrics()
      },
      answered,
    } satisfies Metrics)
  },
  { name: 'metrics', dependencies: ['config'] },
)

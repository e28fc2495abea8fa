import fp from 'fastify-plugin'
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client'
import { databaseMetrics } from './database-metrics'
import { requestMetrics } from './request-metrics'

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

    const answered = requestMetrics(app, registry)

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

    const readDatabase = databaseMetrics(app, registry, gauge)

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

import { errorMessage } from '@labsite/shared'
import fp from 'fastify-plugin'
import type { Knex } from 'knex'

export interface ScheduledJob {
  /** Unique; also the row in `scheduled_jobs` that N server processes agree on. */
  name: string
  everyMs: number
  run: () => Promise<unknown>
}

export interface Scheduler {
  /** Adds a periodic job; jobs start when the app is ready (if SCHEDULER is on) and stop on close. */
  add(job: ScheduledJob): void
  /** Runs one job now in this process, whatever its timer says (tests, an admin "retry now"). */
  runNow(name: string): Promise<void>
  /** Every job's last finish and last error, as the database holds them for all processes. */
  jobStates(): Promise<JobState[]>
}

export interface JobState {
  name: string
  last_finished_at: Date | string | null
  last_error: string | null
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler
  }
}

/**
 * Moves the job's next run forward if it is due. The conditional update is atomic, so with several
 * server processes exactly one of them wins each period and runs the job; the others skip it.
 */
export async function claimRun(knex: Knex, job: ScheduledJob): Promise<boolean> {
  await knex('scheduled_jobs').insert({ name: job.name }).onConflict('name').ignore()
  const claimed = await knex('scheduled_jobs')
    .where({ name: job.name })
    .andWhere('next_run_at', '<=', knex.fn.now())
    .update({
      next_run_at: knex.raw(`now() + make_interval(secs => ?)`, [job.everyMs / 1000]),
      last_started_at: knex.fn.now(),
    })
    .returning('name')
  return claimed.length > 0
}

/**
 * One scheduler for the periodic jobs (outbox retries, idempotency purge, retention
 * purge). Timers are unref'd (they never keep the process alive) and stopped on close, which waits
 * for a job under way. A job failing (e.g. the database is down) is logged and tried next period.
 */
export default fp(
  async (app) => {
    const jobs = new Map<string, ScheduledJob>()
    const timers: NodeJS.Timeout[] = []
    const running = new Set<Promise<void>>()
    let closing = false

    async function tick(job: ScheduledJob): Promise<void> {
      if (closing) return
      let error: unknown = null
      try {
        if (!(await claimRun(app.knex, job))) return
        await job.run()
        app.metrics.jobRun(job.name, 'ok')
      } catch (caught) {
        app.metrics.jobRun(job.name, 'failed')
        error = caught
        app.log.warn({ err: caught, job: job.name }, 'scheduled job failed')
      }
      await app
        .knex('scheduled_jobs')
        .where({ name: job.name })
        .update({
          last_finished_at: app.knex.fn.now(),
          last_error: error ? errorMessage(error).slice(0, 1000) : null,
        })
        .catch(() => {})
    }

    function start(job: ScheduledJob): void {
      const fire = () => {
        const run = tick(job)
        running.add(run)
        void run.finally(() => running.delete(run))
      }
      fire()
      const timer = setInterval(fire, job.everyMs)
      timer.unref()
      timers.push(timer)
    }

    const scheduler: Scheduler = {
      add(job) {
        if (jobs.has(job.name)) throw new Error(`scheduled job ${job.name} is added twice`)
        jobs.set(job.name, job)
      },
      async runNow(name) {
        const job = jobs.get(name)
        if (!job) throw new Error(`no scheduled job ${name}`)
        await job.run()
      },
      jobStates: () => app.knex('scheduled_jobs').select('name', 'last_finished_at', 'last_error'),
    }
    app.decorate('scheduler', scheduler)

    app.addHook('onReady', async () => {
      if (!app.config.schedulerEnabled) return
      for (const job of jobs.values()) start(job)
    })
    app.addHook('preClose', async () => {
      closing = true
      for (const timer of timers) clearInterval(timer)
      await Promise.allSettled([...running])
    })
  },
  { name: 'scheduler', dependencies: ['config', 'db', 'metrics'] },
)

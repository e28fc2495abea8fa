import fp from 'fastify-plugin'
import type { Mailer } from '../plugins/mail'
import type { StaffMail } from './enquiry-mails'

/** Waits between tries: the first send is immediate, then one retry after each delay. */
export const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 25_000]

interface Log {
  warn: (obj: object, msg: string) => void
  error: (obj: object, msg: string) => void
}

export interface StaffNotifier {
  /**
   * Sends in the background and returns at once: the enquiry is already stored and answered, so a
   * slow or failing mail server can neither delay nor lose it. Failures are retried and logged.
   */
  notify(mail: StaffMail): void
  /** Resolves when every notification under way has been sent or given up. */
  idle(): Promise<void>
  /** Stops waiting for retries (shutdown) and lets sends already in progress finish. */
  close(): Promise<void>
  /** Changeable so tests need not wait for the production backoff. */
  retryDelaysMs: number[]
}

export function createStaffNotifier(options: {
  mailer: Mailer
  /** Who to tell, looked up at send time so a changed contact e-mail applies at once; null: nobody. */
  recipient: () => Promise<string | null>
  log: Log
  retryDelaysMs?: number[]
}): StaffNotifier {
  const pending = new Set<Promise<void>>()
  const closing = new AbortController()

  const pause = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (closing.signal.aborted) return resolve(false)
      const timer = setTimeout(() => {
        closing.signal.removeEventListener('abort', onAbort)
        resolve(true)
      }, ms)
      const onAbort = () => {
        clearTimeout(timer)
        resolve(false)
      }
      closing.signal.addEventListener('abort', onAbort, { once: true })
    })

  async function deliver(mail: StaffMail): Promise<void> {
    let to: string | null
    try {
      to = await options.recipient()
    } catch (err) {
      options.log.error({ err, subject: mail.subject }, 'staff notification not sent: recipient unknown')
      return
    }
    if (!to) {
      options.log.warn(
        { subject: mail.subject },
        'staff notification not sent: no STAFF_NOTIFY_EMAIL or contact e-mail',
      )
      return
    }
    const delays = notifier.retryDelaysMs
    for (let attempt = 1; ; attempt++) {
      try {
        // Read through the object each time: the mailer may be swapped (tests, reconfiguration).
        await options.mailer.send({ to, ...mail })
        return
      } catch (err) {
        const retryIn = delays[attempt - 1]
        options.log.warn({ err, to, subject: mail.subject, attempt, retryIn }, 'staff notification failed')
        if (retryIn === undefined) {
          options.log.error({ to, subject: mail.subject, attempts: attempt }, 'staff notification given up')
          return
        }
        if (!(await pause(retryIn))) {
          options.log.error(
            { to, subject: mail.subject, attempts: attempt },
            'staff notification abandoned at shutdown',
          )
          return
        }
      }
    }
  }

  const notifier: StaffNotifier = {
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    notify(mail) {
      const job = deliver(mail).catch((err) => {
        options.log.error({ err, subject: mail.subject }, 'staff notification crashed')
      })
      pending.add(job)
      void job.finally(() => pending.delete(job))
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending])
    },
    async close() {
      closing.abort()
      await notifier.idle()
    },
  }
  return notifier
}

declare module 'fastify' {
  interface FastifyInstance {
    staffNotifier: StaffNotifier
  }
}

interface ContactInfoRow {
  value: { email?: unknown } | string
}

/** `app.staffNotifier`: STAFF_NOTIFY_EMAIL, or else the business contact e-mail (DESIGN §3). */
export default fp(
  async (app) => {
    const notifier = createStaffNotifier({
      mailer: app.mailer,
      log: app.log,
      recipient: async () => {
        if (app.config.staffNotifyEmail) return app.config.staffNotifyEmail
        const row: ContactInfoRow | undefined = await app
          .knex('documents')
          .select('value')
          .where({ key: 'contact-info' })
          .first()
        const value = typeof row?.value === 'string' ? JSON.parse(row.value) : row?.value
        return typeof value?.email === 'string' && value.email.trim() ? value.email.trim() : null
      },
    })
    app.decorate('staffNotifier', notifier)
    app.addHook('onClose', () => notifier.close())
  },
  { name: 'staff-notifier', dependencies: ['config', 'db', 'mail'] },
)

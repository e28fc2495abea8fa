import { errorMessage } from '@labsite/shared'
import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import type { PhoneChannel } from '../messages/phone-senders'
import {
  createOutboxRepository,
  type NewOutboxMail,
  type OutboxRepository,
  type OutboxRow,
} from './outbox-repository'
import { staffRecipient } from './staff-recipient'

const BATCH = 20
const MAX_BATCHES_PER_RUN = 50
const POLL_MS = 10_000
const KEEP_SENT_DAYS = 30

export interface Outbox {
  repository: OutboxRepository
  /**
   * Writes a mail into the outbox. Pass the transaction of the record that causes it: the mail then
   * exists exactly when the record does, and sending starts as soon as that transaction commits.
   */
  enqueue(mail: NewOutboxMail, trx?: Knex.Transaction): Promise<string>
  /** As enqueue, for several mails written in one statement. */
  enqueueAll(mails: readonly NewOutboxMail[], trx?: Knex.Transaction): Promise<string[]>
  /** Sends every due mail (the scheduled job; also called right after a commit). */
  sendDue(): Promise<void>
  /** Resolves when no send started by this process is under way (tests, shutdown). */
  idle(): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox
  }
}

/**
 * The one outbox: every e-mail is a row, sent by a worker that retries with exponential
 * backoff for at least 24 h and is safe with several server processes (rows are claimed with
 * `FOR UPDATE SKIP LOCKED`). Failures stay visible in the admin Mail tab with "Retry now".
 * A small worker on the shared scheduler rather than pg-boss: it must run on PGlite too (one
 * in-process connection, where a queue library's own schema, polling connections and maintenance
 * would compete with every request), the mail must share the caller's Knex transaction, and erasure
 * and the admin view need plain rows we own.
 */
export default fp(
  async (app) => {
    const repository = createOutboxRepository(app.knex)
    let current: Promise<void> | null = null
    let again = false

    /** An SMS or WhatsApp row, through its channel's sender (a provider, or a file without one). */
    async function sendPhoneMessage(row: OutboxRow, channel: PhoneChannel): Promise<void> {
      const message = (typeof row.message === 'string' ? JSON.parse(row.message) : row.message) ?? {}
      await app.phoneSenders[channel].send({
        to: row.recipient ?? '',
        template: message.template ?? row.subject,
        language: message.language ?? 'en',
        params: message.params ?? [],
        text: row.text,
      })
    }

    async function deliver(row: OutboxRow): Promise<void> {
      try {
        const { channel } = row
        if (channel === 'sms' || channel === 'whatsapp') {
          await sendPhoneMessage(row, channel)
          await repository.markSent(row.id)
          return
        }
        const to = row.recipient ?? (await staffRecipient(app))
        if (!to) throw new Error('No staff address: set STAFF_NOTIFY_EMAIL or the contact e-mail')
        await app.mailer.send({
          to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          replyTo: row.reply_to ?? undefined,
          icalEvent: row.calendar
            ? { filename: 'booking.ics', method: 'PUBLISH', content: row.calendar }
            : undefined,
        })
        await repository.markSent(row.id)
      } catch (error) {
        const message = errorMessage(error)
        app.log.warn({ err: error, mail: row.id, kind: row.kind, attempt: row.attempts }, 'mail not sent')
        await repository.markFailed(row, message)
      }
    }

    async function drain(): Promise<void> {
      for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
        const rows = await repository.claimDue(BATCH)
        for (const row of rows) await deliver(row)
        if (rows.length < BATCH) return
      }
    }

    /** One drain at a time per process; a call during a drain asks for one more pass after it. */
    function sendDue(): Promise<void> {
      if (current) {
        again = true
        return current
      }
      current = (async () => {
        try {
          do {
            again = false
            await drain()
          } while (again)
        } finally {
          current = null
        }
      })()
      return current
    }

    const kick = () => {
      sendDue().catch((error) => app.log.warn({ err: error }, 'outbox: sending failed, retried later'))
    }

    const outbox: Outbox = {
      repository,
      async enqueue(mail, trx) {
        const [id] = await outbox.enqueueAll([mail], trx)
        return id
      },
      async enqueueAll(mails, trx) {
        // A walk-in registered without an e-mail (its address '') has no one to write to.
        const addressed = mails.filter((mail) => mail.to === null || mail.to.trim() !== '')
        if (addressed.length === 0) return []
        const ids = await repository.insertAll(addressed, trx)
        if (trx) trx.executionPromise.then(kick, () => {})
        else kick()
        return ids
      },
      sendDue,
      async idle() {
        while (current) await current.catch(() => {})
      },
    }
    app.decorate('outbox', outbox)

    app.scheduler.add({ name: 'outbox-send', everyMs: POLL_MS, run: sendDue })
    app.scheduler.add({
      name: 'outbox-purge',
      everyMs: 60 * 60 * 1000,
      run: () =>
        repository.purge(
          new Date(Date.now() - KEEP_SENT_DAYS * 86_400_000),
          new Date(Date.now() - app.config.retentionDays * 86_400_000),
        ),
    })
    app.addHook('onReady', async () => {
      if (!app.config.schedulerEnabled) return
      await repository.makeWaitingDue()
      kick()
    })
    app.addHook('preClose', () => outbox.idle())
  },
  { name: 'outbox', dependencies: ['config', 'db', 'mail', 'phone-messages', 'scheduler'] },
)

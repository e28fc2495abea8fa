import type { OutboxStatus } from '@labsite/shared'
import type { Knex } from 'knex'
import { containsPattern } from '../lib/kits/list-filters'
import type { PhoneChannel, PhoneMessage } from '../messages/phone-senders'

export interface OutboxRow {
  id: string
  kind: string
  recipient: string | null
  reply_to: string | null
  subject: string
  text: string
  html: string | null
  calendar: string | null
  /** email, or the phone channel the row goes out on (then `message` holds what its provider needs). */
  channel: 'email' | PhoneChannel
  message: Omit<PhoneMessage, 'to' | 'text'> | string | null
  related_id: string | null
  status: OutboxStatus
  attempts: number
  last_error: string | null
  next_attempt_at: Date | string
  locked_until: Date | string | null
  give_up_at: Date | string
  sent_at: Date | string | null
  created_at: Date | string
  updated_at: Date | string
}

export interface NewOutboxMail {
  /** What caused it: 'staff-notification', 'password-reset', ... */
  kind: string
  /** null: the staff address, looked up when the mail is sent. */
  to: string | null
  subject: string
  text: string
  html?: string
  replyTo?: string
  /** The record the mail is about, so erasing that record erases the mail too. */
  relatedId?: string
  /** An iCalendar event sent with it (the booking's slot). */
  calendar?: string
  /** SMS or WhatsApp instead of e-mail: `to` is an E.164 number, `text` the message in full. */
  channel?: PhoneChannel
  /** The provider's template, its language and parameters (phone channels only). */
  message?: Omit<PhoneMessage, 'to' | 'text'>
}

/** A mail is retried for at least this long before it is marked failed (at least 24 h). */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000
/** A sender that claimed a mail and then crashed loses its claim after this. */
export const CLAIM_MS = 5 * 60 * 1000
const FIRST_RETRY_MS = 30_000
const LONGEST_RETRY_MS = 60 * 60 * 1000

/** Exponential backoff: 30 s, 1 min, 2 min ... capped at 1 h (about 30 tries in the first day). */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1))
}

/** The outbox table: mails written with the record that causes them and claimed by one sender each. */
export function createOutboxRepository(knex: Knex) {
  const table = (trx?: Knex.Transaction) => (trx ?? knex)<OutboxRow>('outbox')
  return {
    /** For the metrics: mails waiting or being sent, mails given up on, and the oldest wait in seconds. */
    async backlog(): Promise<{ pending: number; failed: number; oldest: number }> {
      const [row] = await table().select<{ pending: number; failed: number; oldest: number }[]>(
        knex.raw(`count(*) filter (where status in ('pending', 'sending'))::int as pending`),
        knex.raw(`count(*) filter (where status = 'failed')::int as failed`),
        knex.raw(
          `coalesce(extract(epoch from now() - min(created_at) filter (where status in ('pending', 'sending'))), 0)::float as oldest`,
        ),
      )
      return row
    },

    async insert(mail: NewOutboxMail, trx?: Knex.Transaction): Promise<string> {
      const [id] = await this.insertAll([mail], trx)
      return id
    },

    /** Several mails in one statement (a booking's staff notice and visitor confirmation). */
    async insertAll(mails: readonly NewOutboxMail[], trx?: Knex.Transaction): Promise<string[]> {
      const rows = await table(trx)
        .insert(
          mails.map((mail) => ({
            kind: mail.kind,
            recipient: mail.to,
            reply_to: mail.replyTo ?? null,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? null,
            related_id: mail.relatedId ?? null,
            calendar: mail.calendar ?? null,
            channel: mail.channel ?? 'email',
            message: mail.message ? JSON.stringify(mail.message) : null,
            give_up_at: new Date(Date.now() + GIVE_UP_AFTER_MS),
          })),
        )
        .returning('id')
      return rows.map((row) => row.id)
    },

    /**
     * Claims up to `limit` due mails for this sender. `FOR UPDATE SKIP LOCKED` lets several server
     * processes claim at once without waiting on or taking each other's rows; the claim lasts
     * CLAIM_MS, so a mail is sent by one process, and again only if that process died mid-send.
     */
    async claimDue(limit: number): Promise<OutboxRow[]> {
      const result = await knex.raw<{ rows: OutboxRow[] }>(
        `update outbox set status = 'sending', attempts = attempts + 1, updated_at = now(),
           locked_until = now() + make_interval(secs => ?)
         where id in (
           select id from outbox
           where (status = 'pending' and next_attempt_at <= now())
              or (status = 'sending' and locked_until < now())
           order by next_attempt_at
           limit ?
           for update skip locked)
         returning *`,
        [CLAIM_MS / 1000, limit],
      )
      return result.rows
    },

    /** Sent: the body is erased at once (it may hold health details); subject and recipient stay for the Mail tab. */
    async markSent(id: string): Promise<void> {
      await table().where({ id }).update({
        status: 'sent',
        sent_at: knex.fn.now(),
        text: '',
        html: null,
        calendar: null,
        message: null,
        last_error: null,
        locked_until: null,
        updated_at: knex.fn.now(),
      })
    },

    /** Failed once: tried again after the backoff, until its give-up time has passed. */
    async markFailed(row: OutboxRow, error: string): Promise<void> {
      const giveUpAt = new Date(row.give_up_at).getTime()
      const now = Date.now()
      const givenUp = now >= giveUpAt
      await table()
        .where({ id: row.id })
        .update({
          status: givenUp ? 'failed' : 'pending',
          last_error: error.slice(0, 1000),
          next_attempt_at: new Date(Math.min(now + retryDelayMs(row.attempts), giveUpAt)),
          locked_until: null,
          updated_at: knex.fn.now(),
        })
    },

    /** "Retry now": due at once, with a fresh day of retries. Answers false for an unknown or sent mail. */
    async retry(id: string): Promise<OutboxRow | null> {
      const [row] = await table()
        .where({ id })
        .whereIn('status', ['pending', 'failed'])
        .update({
          status: 'pending',
          next_attempt_at: knex.fn.now(),
          give_up_at: new Date(Date.now() + GIVE_UP_AFTER_MS),
          locked_until: null,
          updated_at: knex.fn.now(),
        })
        .returning('*')
      return row ?? null
    },

    /** After a restart every waiting mail is tried at once: the restart may well be the fix (new SMTP settings). */
    makeWaitingDue: () =>
      table()
        .where({ status: 'pending' })
        .andWhere('next_attempt_at', '>', knex.fn.now())
        .update({ next_attempt_at: knex.fn.now() }),

    /** Deletes the mails about these records (the record was deleted or erased). */
    forgetAbout: async (relatedIds: readonly string[], trx?: Knex.Transaction) =>
      relatedIds.length === 0
        ? 0
        : (await table(trx).whereIn('related_id', relatedIds).delete().returning('id')).length,

    find: async (id: string) => (await table().where({ id }).first()) ?? null,

    async list(filters: { status?: OutboxStatus; q?: string; limit: number; offset: number }) {
      const filtered = () => {
        const query = table()
        if (filters.status) query.where({ status: filters.status })
        if (filters.q) {
          const like = containsPattern(filters.q)
          query.where((w) => w.whereILike('subject', like).orWhereILike('recipient', like))
        }
        return query
      }
      const [{ n }] = await filtered().count({ n: '*' })
      const rows = await filtered()
        .select('*')
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(filters.limit)
        .offset(filters.offset)
      return { rows, total: Number(n) }
    },

    /** Sent mails are kept a while for the Mail tab, then deleted; failed ones after the retention period. */
    async purge(sentBefore: Date, failedBefore: Date): Promise<number> {
      const purged = await table()
        .where((w) =>
          w
            .where('status', 'sent')
            .andWhere('sent_at', '<', sentBefore)
            .orWhere((f) => f.where('status', 'failed').andWhere('updated_at', '<', failedBefore)),
        )
        .delete()
        .returning('id')
      return purged.length
    },
  }
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>

import type { OutboxStatus } from '@labsite/shared'
import type { Knex } from 'knex'
import { containsPattern } from '../lib/kits/list-filters'
import { afterFailure, CLAIM_MS, GIVE_UP_AFTER_MS } from './outbox-retry'
import { type NewOutboxMail, type OutboxRow, toOutboxInsert } from './outbox-rows'

export { retryDelayMs } from './outbox-retry'
export type { NewOutboxMail, OutboxRow } from './outbox-rows'

/** The outbox as its senders use it: claiming due mails, then marking each sent or failed. */
function createOutboxSending(knex: Knex) {
  const table = () => knex<OutboxRow>('outbox')
  return {
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
      await table()
        .where({ id: row.id })
        .update({
          ...afterFailure(row, Date.now()),
          last_error: error.slice(0, 1000),
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
  }
}

/** The outbox as the Mail tab and the metrics read it, and its clean-up of old mails. */
function createOutboxMailTab(knex: Knex) {
  const table = () => knex<OutboxRow>('outbox')
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

/** The outbox table: mails written with the record that causes them and claimed by one sender each. */
export function createOutboxRepository(knex: Knex) {
  const table = (trx?: Knex.Transaction) => (trx ?? knex)<OutboxRow>('outbox')
  return {
    ...createOutboxSending(knex),
    ...createOutboxMailTab(knex),

    async insert(mail: NewOutboxMail, trx?: Knex.Transaction): Promise<string> {
      const [id] = await this.insertAll([mail], trx)
      return id
    },

    /** Several mails in one statement (a booking's staff notice and visitor confirmation). */
    async insertAll(mails: readonly NewOutboxMail[], trx?: Knex.Transaction): Promise<string[]> {
      const now = Date.now()
      const rows = await table(trx)
        .insert(mails.map((mail) => toOutboxInsert(mail, now)))
        .returning('id')
      return rows.map((row) => row.id)
    },

    /** Deletes the mails about these records (the record was deleted or erased). */
    forgetAbout: async (relatedIds: readonly string[], trx?: Knex.Transaction) =>
      relatedIds.length === 0
        ? 0
        : (await table(trx).whereIn('related_id', relatedIds).delete().returning('id')).length,
  }
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>

import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import type { DocumentKey } from '../db/demo-content'
import { createCrudRepository } from '../lib/kits/crud-repository'
import { publishDraft } from '../lib/kits/document-drafts'
import { lockDueDrafts } from '../lib/kits/documents-repository'
import { iso } from '../lib/kits/records'
import { blogsResource } from '../routes/blogs'
import { faqsResource } from '../routes/faqs'
import { offersResource } from '../routes/offers'
import { testimonialsResource } from '../routes/testimonials'

/** The publishable catalogues, announced in this order. */
const PUBLISHABLE = [blogsResource, offersResource, faqsResource, testimonialsResource] as const

export const SCHEDULED_PUBLISHING_JOB = 'scheduled-publishing'
/**
 * A scheduled record or draft is published within a minute of its time. Every half
 * minute: a process's timer can fire a moment before the shared `next_run_at` (claimRun), skipping
 * that period, so two periods must fit in the minute.
 */
const EVERY_MS = 30_000

/** Who the audit log and revisions name for what the scheduler publishes (no request, no user). */
const SCHEDULER_ACTOR = {
  user: { id: null, email: 'scheduler' },
  ip: '',
  headers: {},
} as unknown as FastifyRequest

export interface PublishingRun {
  /** Scheduled records whose time came, announced by this run (audit entry, change event). */
  records: { entity: string; id: string }[]
  /** Documents whose scheduled draft this run published. */
  documents: DocumentKey[]
}

/**
 * A published record with a `publishAt` becomes visible by itself (public reads filter on the time),
 * but the kept answers of every process must learn it: this announces each record whose time has come
 * and that was not announced since it was scheduled (a record written after its time was announced by
 * that write). Rows are claimed `FOR UPDATE SKIP LOCKED` and marked in the same transaction, so with
 * several processes running at once each is announced, and audited, exactly once.
 */
async function announceRecords(app: FastifyInstance, now: Date): Promise<PublishingRun['records']> {
  const announced: PublishingRun['records'] = []
  for (const resource of PUBLISHABLE) {
    const { entity } = resource
    const records = createCrudRepository<unknown>(app.knex, resource)
    await app.knex.transaction(async (trx) => {
      const due = await records.claimDueAnnouncements(now, trx)
      for (const row of due) {
        const publishAt = iso(row.publish_at)
        await app.writeRule.action(SCHEDULER_ACTOR, trx, {
          action: 'update',
          entity,
          entityId: row.id,
          before: { status: 'scheduled', publishAt },
          after: { status: 'published', publishAt },
        })
        announced.push({ entity, id: row.id })
      }
    })
  }
  return announced
}

/** Publishes every singleton draft whose time has come, each by exactly one process (as above). */
async function publishDueDrafts(app: FastifyInstance, now: Date): Promise<DocumentKey[]> {
  return app.knex.transaction(async (trx: Knex.Transaction) => {
    const due = (await lockDueDrafts(trx, now)) as DocumentKey[]
    const published: DocumentKey[] = []
    for (const key of due) {
      if (await publishDraft(app, SCHEDULER_ACTOR, key, trx)) published.push(key)
    }
    return published
  })
}

export async function runScheduledPublishing(app: FastifyInstance): Promise<PublishingRun> {
  const now = app.config.clock()
  const records = await announceRecords(app, now)
  const documents = await publishDueDrafts(app, now)
  if (records.length || documents.length) app.log.info({ records, documents }, 'scheduled content published')
  return { records, documents }
}

export default fp(
  async (app) => {
    app.scheduler.add({
      name: SCHEDULED_PUBLISHING_JOB,
      everyMs: EVERY_MS,
      run: () => runScheduledPublishing(app),
    })
  },
  { name: 'scheduled-publishing', dependencies: ['scheduler', 'write-rule'] },
)

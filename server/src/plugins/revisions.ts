import { isRecord } from '@labsite/shared'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import type { DocumentKey } from '../db/demo-content'
import type { WritableResource } from '../lib/kits/crud-writes'
import { createRevisionRepository, type RevisionRepository } from '../routes/revisions/revision-repository'

/** What a restore needs of a kind of record: its table mapping, or the key of a singleton document. */
export type RevisionTarget =
  | { kind: 'record'; entity: string; label: string; resource: WritableResource<unknown> }
  | { kind: 'document'; entity: DocumentKey; label: string }

export type RevisionAction = 'create' | 'update' | 'delete' | 'restore'

/** One write as its revision keeps it: the whole record after it (for a delete: what was deleted). */
export interface RevisionWrite {
  entity: string
  recordId: string
  action: RevisionAction
  record: unknown
  version: number
  /** The record before the write; at a record's first kept update it becomes its baseline revision. */
  before?: { record: unknown; version: number }
  restoredFrom?: string
}

declare module 'fastify' {
  interface FastifyInstance {
    revisions: {
      /** Called by the write machinery (crud routes, service writes, document routes) for what it serves. */
      track: (target: RevisionTarget) => void
      target: (entity: string) => RevisionTarget | undefined
      /** Appends the write's revision; pass the write's transaction so both land or neither. */
      record: (request: FastifyRequest, write: RevisionWrite, trx: Knex.Transaction) => Promise<string>
      /** The revisions table's one repository (routes/revisions/revision-repository.ts). */
      repository: RevisionRepository
    }
  }
}

/** Bookkeeping fields every write changes; not what staff mean by "changed". */
const META_FIELDS = new Set(['_id', 'id', 'version', 'createdAt', 'updatedAt'])

/** The fields whose values differ between two versions of a record (all of `after`'s on a create). */
export function changedFields(before: unknown, after: unknown): string[] {
  const old: Record<string, unknown> = isRecord(before) ? before : {}
  const now: Record<string, unknown> = isRecord(after) ? after : {}
  const keys = new Set([...Object.keys(old), ...Object.keys(now)])
  return [...keys]
    .filter((key) => !META_FIELDS.has(key))
    .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]))
    .sort()
}

/** When the baseline version was written, as far as the record tells (its updatedAt). */
function writtenAt(record: unknown): string | undefined {
  const updatedAt = isRecord(record) ? record.updatedAt : undefined
  return typeof updatedAt === 'string' && !Number.isNaN(Date.parse(updatedAt)) ? updatedAt : undefined
}

export default fp(
  async (app) => {
    const targets = new Map<string, RevisionTarget>()
    const repository = createRevisionRepository(app.knex)

    async function record(request: FastifyRequest, write: RevisionWrite, trx: Knex.Transaction) {
      const who = { user_id: request.user?.id ?? null, user_email: request.user?.email ?? '' }
      const key = { resource: write.entity, record_id: write.recordId }
      if (write.before && (write.action === 'update' || write.action === 'restore')) {
        if (!(await repository.hasHistory(key.resource, key.record_id, trx))) {
          // A record older than the history: its version before this first kept change.
          const at = writtenAt(write.before.record)
          await repository.append(
            {
              ...key,
              version: write.before.version,
              action: 'baseline',
              record: JSON.stringify(write.before.record),
              ...(at ? { created_at: at } : {}),
            },
            trx,
          )
        }
      }
      const changed =
        write.action === 'delete' ? [] : changedFields(write.before?.record ?? null, write.record)
      return repository.append(
        {
          ...key,
          ...who,
          version: write.version,
          action: write.action,
          record: JSON.stringify(write.record),
          changed_fields: JSON.stringify(changed),
          restored_from: write.restoredFrom ?? null,
        },
        trx,
      )
    }

    app.decorate('revisions', {
      track: (target: RevisionTarget) => {
        targets.set(target.entity, target)
      },
      target: (entity: string) => targets.get(entity),
      record,
      repository,
    })
  },
  { name: 'revisions', dependencies: ['db'] },
)

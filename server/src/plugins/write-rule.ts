import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import { assertFreshVersion } from '../lib/kits/versioning'
import type { AuditEntry } from './audit'
import type { RevisionWrite } from './revisions'

/** A record as the write rule sees it: what is answered and audited, and its version. */
export interface VersionedRecord<T> {
  record: T
  version: number
}

/** A record that carries its own version, as the write rule takes it (null stays null: not found). */
export function versioned<T extends { version: number }>(record: T | null): VersionedRecord<T> | null {
  return record ? { record, version: record.version } : null
}

const CHANGE_KINDS = { create: 'created', update: 'updated', delete: 'deleted' } as const

/** The record a write changes or deletes. */
export interface WriteTarget<T> {
  /** Audit entity, revisions' resource and change-bus resource (docs/architecture.md's glossary), e.g. 'media'. */
  entity: string
  id: string
  /** The 404's message when there is no such record, e.g. 'Picture not found'. */
  notFound: string
  /** Reads the record and locks its row until the transaction ends (`forUpdate`); null when there is none. */
  lock: (trx: Knex.Transaction) => Promise<VersionedRecord<T> | null>
  /** What the audit log keeps of the record (default: all of it); enquiries keep no personal data there. */
  auditView?: (record: T, before?: T) => unknown
  /** The caller's transaction when the write is one of several that land together (bulk writes). */
  trx?: Knex.Transaction
  /** The revision this write puts back (history's restore): kept as a 'restore' revision. */
  restoredFrom?: string
}

/** A record a write creates. */
export interface CreateTarget<T> {
  entity: string
  auditView?: (record: T) => unknown
  trx?: Knex.Transaction
  restoredFrom?: string
}

/** What a write that is not one versioned record's leaves behind: its audit entry and the change it announces. */
export interface ActionEntry extends Omit<AuditEntry, 'action'> {
  action: 'create' | 'update' | 'delete'
  entityId: string
  /**
   * The record changed through this one, announced in its place (a payment changes its booking's
   * ledger); null announces nothing, for records no admin screen lists (a console refetches every
   * read on a resource it does not know, so announcing those would cost every console a full reload).
   */
  announces?: { resource: string; id: string } | null
}

export interface WriteRule {
  /**
   * Changes the record: locked, If-Match checked (412 with the record as it stands), `change` applied,
   * then audited (before and after), its revision kept, and its change announced, all in one transaction.
   */
  update: <T>(
    request: FastifyRequest,
    target: WriteTarget<T>,
    change: (current: VersionedRecord<T>, trx: Knex.Transaction) => Promise<VersionedRecord<T>>,
  ) => Promise<VersionedRecord<T>>
  /** Deletes the record the same way; `remove` may refuse (409) or answer what is left to clean up. */
  remove: <T, R = void>(
    request: FastifyRequest,
    target: WriteTarget<T>,
    remove: (current: VersionedRecord<T>, trx: Knex.Transaction) => Promise<R>,
  ) => Promise<R>
  /** Inserts a record with its audit entry, revision and change event (a create has no version to check). */
  create: <T>(
    request: FastifyRequest,
    target: CreateTarget<T>,
    insert: (trx: Knex.Transaction) => Promise<VersionedRecord<T> & { id: string }>,
  ) => Promise<VersionedRecord<T>>
  /**
   * Closes a write that is not one versioned record's (a ledger entry, the calendar's values, a report
   * added to a booking, a visitor's own change): audited and announced in the write's own transaction,
   * so neither outlives a rollback nor lands without the other.
   */
  action: (request: FastifyRequest, trx: Knex.Transaction, entry: ActionEntry) => Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one write rule (docs/architecture.md): every staff write to a record goes through it, the
     * kits' (crud, documents, enquiries) and hand-written routes' alike. Without If-Match the write is
     * applied as sent (older clients send none); `server/src/routes/stale-writes.test.ts`
     * sends a stale one to every staff write of the OpenAPI document.
     */
    writeRule: WriteRule
  }
}

export default fp(
  async (app) => {
    const inTransaction = <R>(
      outer: Knex.Transaction | undefined,
      work: (trx: Knex.Transaction) => Promise<R>,
    ) => (outer ? work(outer) : app.knex.transaction(work))

    /** Revisions are kept for the kinds of record whose history staff can open (those tracked). */
    const keepsRevisions = (entity: string) => app.revisions.target(entity) !== undefined

    async function lockFresh<T>(request: FastifyRequest, target: WriteTarget<T>, trx: Knex.Transaction) {
      const current = await target.lock(trx)
      if (!current) throw app.httpErrors.notFound(target.notFound)
      assertFreshVersion(request, current.version, current.record)
      return current
    }

    async function action(request: FastifyRequest, trx: Knex.Transaction, entry: ActionEntry) {
      const { announces, ...audit } = entry
      await app.audit(request, audit, trx)
      if (announces === null) return
      // The record announced instead of the audited one is changed by it, not created or deleted.
      const change = announces
        ? { ...announces, kind: 'updated' as const }
        : { resource: entry.entity, id: entry.entityId, kind: CHANGE_KINDS[entry.action] }
      await app.changes.publish(change, trx)
    }

    /** What every record write ends with, in its transaction: the audit entry, a revision where history is kept, the change event. */
    async function close(
      request: FastifyRequest,
      trx: Knex.Transaction,
      audit: ActionEntry,
      revision: RevisionWrite,
    ) {
      if (keepsRevisions(revision.entity)) await app.revisions.record(request, revision, trx)
      await action(request, trx, audit)
    }

    const rule: WriteRule = {
      action,

      update: (request, target, change) =>
        inTransaction(target.trx, async (trx) => {
          const before = await lockFresh(request, target, trx)
          const after = await change(before, trx)
          const view = target.auditView ?? ((record) => record)
          await close(
            request,
            trx,
            {
              action: 'update',
              entity: target.entity,
              entityId: target.id,
              before: view(before.record),
              after: view(after.record, before.record),
            },
            {
              entity: target.entity,
              recordId: target.id,
              action: target.restoredFrom ? 'restore' : 'update',
              record: after.record,
              version: after.version,
              before,
              restoredFrom: target.restoredFrom,
            },
          )
          return after
        }),

      remove: (request, target, remove) =>
        inTransaction(target.trx, async (trx) => {
          const before = await lockFresh(request, target, trx)
          const left = await remove(before, trx)
          const view = target.auditView ?? ((record) => record)
          await close(
            request,
            trx,
            { action: 'delete', entity: target.entity, entityId: target.id, before: view(before.record) },
            {
              entity: target.entity,
              recordId: target.id,
              action: 'delete',
              record: before.record,
              version: before.version,
            },
          )
          return left
        }),

      create: (request, target, insert) =>
        inTransaction(target.trx, async (trx) => {
          const { id, record, version } = await insert(trx)
          const view = target.auditView ?? ((created) => created)
          await close(
            request,
            trx,
            { action: 'create', entity: target.entity, entityId: id, after: view(record) },
            {
              entity: target.entity,
              recordId: id,
              action: target.restoredFrom ? 'restore' : 'create',
              record,
              version,
              restoredFrom: target.restoredFrom,
            },
          )
          return { record, version }
        }),
    }
    app.decorate('writeRule', rule)
  },
  { name: 'write-rule', dependencies: ['db', 'audit', 'revisions', 'change-bus'] },
)

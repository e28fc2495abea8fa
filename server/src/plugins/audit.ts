import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import { type AuditRepository, createAuditRepository } from '../routes/audit/audit-repository'

export interface AuditEntry {
  /**
   * Writes; then staff reads of health data (every one audited); then a privacy erasure;
   * then a decision on a colleague's edit waiting in a console's offline queue.
   */
  action:
    | 'create'
    | 'update'
    | 'delete'
    | 'reorder'
    | 'view'
    | 'list'
    | 'download'
    | 'export'
    | 'erase'
    | 'decide'
  entity: string
  entityId?: string
  before?: unknown
  after?: unknown
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Appends who did what, from which address, to audit_log; pass the write's transaction so both
     * land or neither. Reads of health data are audited the same way (`action` view/list/download/export).
     */
    audit: (request: FastifyRequest, entry: AuditEntry, trx?: Knex.Transaction) => Promise<void>
    auditRepository: AuditRepository
  }
}

export default fp(
  async (app) => {
    const repository = createAuditRepository(app.knex)
    app.decorate('auditRepository', repository)
    app.decorate('audit', async (request: FastifyRequest, entry: AuditEntry, trx?: Knex.Transaction) => {
      await repository.append(
        {
          user_id: request.user?.id ?? null,
          user_email: request.user?.email ?? '',
          action: entry.action,
          entity: entry.entity,
          entity_id: entry.entityId ?? '',
          before: entry.before === undefined ? null : JSON.stringify(entry.before),
          after: entry.after === undefined ? null : JSON.stringify(entry.after),
          ip_address: request.ip ?? '',
        },
        trx,
      )
    })
  },
  { name: 'audit', dependencies: ['db'] },
)

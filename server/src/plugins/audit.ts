import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Knex } from 'knex'

export interface AuditEntry {
  action: 'create' | 'update' | 'delete' | 'reorder'
  entity: string
  entityId?: string
  before?: unknown
  after?: unknown
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Appends who changed what to audit_log; pass the write's transaction so both land or neither. */
    audit: (request: FastifyRequest, entry: AuditEntry, trx?: Knex.Transaction) => Promise<void>
  }
}

export default fp(
  async (app) => {
    app.decorate('audit', async (request: FastifyRequest, entry: AuditEntry, trx?: Knex.Transaction) => {
      await (trx ?? app.knex)('audit_log').insert({
        user_id: request.user?.id ?? null,
        user_email: request.user?.email ?? '',
        action: entry.action,
        entity: entry.entity,
        entity_id: entry.entityId ?? '',
        before: entry.before === undefined ? null : JSON.stringify(entry.before),
        after: entry.after === undefined ? null : JSON.stringify(entry.after),
      })
    })
  },
  { name: 'audit', dependencies: ['db'] },
)

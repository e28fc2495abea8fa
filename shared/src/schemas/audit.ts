import { type Static, Type } from 'typebox'

/**
 * One admin write, or one staff read of health data, as the audit log keeps it (DESIGN §4.11, §8):
 * who, what, when, from which address, before and after.
 */
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  userEmail: Type.String(),
  action: Type.String({
    description: 'create, update, delete, reorder; reads of health data: view, list, download, export; erase',
  }),
  entity: Type.String({ description: "the kind of record, e.g. 'service' or 'site-settings'" }),
  entityId: Type.String(),
  before: Type.Unknown({ description: 'the record before the write (null on create)' }),
  after: Type.Unknown({ description: 'the record after the write (null on delete)' }),
  ipAddress: Type.String({ description: 'the address the request came from' }),
  createdAt: Type.String({ format: 'date-time' }),
})
export type AuditEntry = Static<typeof AuditEntry>

/**
 * GET /audit: newest first, paged; q matches the entity, the record id or the user's e-mail;
 * `entityId` keeps one record's history, `user` one person's actions (e-mail, exact, any case).
 */
export const AuditQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
  offset: Type.Integer({ minimum: 0, maximum: 10_000_000, default: 0 }),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  entity: Type.Optional(Type.String({ maxLength: 60 })),
  entityId: Type.Optional(Type.String({ maxLength: 100 })),
  user: Type.Optional(Type.String({ maxLength: 254 })),
})
export type AuditQuery = Static<typeof AuditQuery>

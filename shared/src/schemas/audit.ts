import { type Static, Type } from 'typebox'

/**
 * One admin write, or one staff read of health data, as the audit log keeps it (docs/product.md):
 * who, what, when, from which address, before and after.
 */
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  userEmail: Type.String(),
  action: Type.String({
    description:
      "create, update, delete, reorder; reads of health data: view, list, download, export; erase; decide (on a colleague's queued edit)",
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

/** The decisions staff can take on a colleague's edit waiting in a console's offline queue. */
export const QUEUE_DECISIONS = ['discard', 'keep-mine', 'take-theirs'] as const

/**
 * POST /audit/queue-decisions: a decision taken in the console on a colleague's waiting edit, for the
 * server's audit log. Ids and the API path only: the edit's fields can name a patient.
 */
export const QueueDecisionBody = Type.Object(
  {
    decision: Type.Union(QUEUE_DECISIONS.map((decision) => Type.Literal(decision))),
    entryId: Type.String({ minLength: 1, maxLength: 100 }),
    method: Type.Union([
      Type.Literal('POST'),
      Type.Literal('PUT'),
      Type.Literal('PATCH'),
      Type.Literal('DELETE'),
    ]),
    path: Type.String({ minLength: 1, maxLength: 500, pattern: '^[A-Za-z0-9][A-Za-z0-9/_.:-]*$' }),
    /** Whose edit it was (null: kept by a console version that did not record it). */
    owner: Type.Union([
      Type.Object(
        { id: Type.String({ minLength: 1, maxLength: 100 }), name: Type.String({ maxLength: 200 }) },
        { additionalProperties: false },
      ),
      Type.Null(),
    ]),
    enqueuedAt: Type.String({ format: 'date-time' }),
    /** When the decision was taken in the console (it may reach the server later, after an outage). */
    decidedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
)
export type QueueDecisionBody = Static<typeof QueueDecisionBody>

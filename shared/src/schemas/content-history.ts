import { type Static, Type } from 'typebox'

/**
 * The kept versions of one content or catalogue record (or a singleton document such as
 * the banner), newest first. `record` is the whole record as the API answered it after that write
 * (for a delete: what was deleted).
 */
export const RevisionAction = Type.Union(
  [
    Type.Literal('baseline'),
    Type.Literal('create'),
    Type.Literal('update'),
    Type.Literal('delete'),
    Type.Literal('restore'),
  ],
  {
    description:
      'baseline: the record as it stood before its first kept change; restore: a write that put back an older version',
  },
)

export const Revision = Type.Object({
  id: Type.String({ description: 'the revision number (digits)' }),
  resource: Type.String({ description: "the audit entity, e.g. 'service' or 'banner'" }),
  recordId: Type.String(),
  version: Type.Integer({ description: 'the record version this revision is' }),
  action: RevisionAction,
  changedFields: Type.Array(Type.String(), { description: 'the fields this write changed' }),
  userEmail: Type.String({ description: "who wrote it ('' when not known, e.g. a baseline)" }),
  createdAt: Type.String({ format: 'date-time' }),
  restoredFrom: Type.Union([Type.String(), Type.Null()], { description: 'the revision a restore put back' }),
  record: Type.Unknown(),
})
export type Revision = Static<typeof Revision>

export const RevisionHistory = Type.Object({
  resource: Type.String(),
  recordId: Type.String(),
  label: Type.String({ description: "what the record is, e.g. 'Service'" }),
  /** The record as it is now; null once it was deleted. */
  current: Type.Unknown(),
  revisions: Type.Array(Revision),
})
export type RevisionHistory = Static<typeof RevisionHistory>

export const RevisionParams = Type.Object({
  resource: Type.String({ minLength: 1, maxLength: 60 }),
  id: Type.String({ minLength: 1, maxLength: 100 }),
})
export const RestoreParams = Type.Object({
  resource: Type.String({ minLength: 1, maxLength: 60 }),
  id: Type.String({ minLength: 1, maxLength: 100 }),
  revisionId: Type.String({ pattern: '^[0-9]{1,18}$', description: 'a revision id from the history' }),
})
export const RevisionQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
})

/** A restore answers the record as it now is (with its new version) and the revision it wrote. */
export const RestoreResult = Type.Object({ record: Type.Unknown(), revision: Revision })
export type RestoreResult = Static<typeof RestoreResult>

import { type Static, Type } from 'typebox'

/** A path below the API base (`service/123`): no leading slash, scheme, `.`/`..` segment or backslash. */
const ApiPath = Type.String({
  minLength: 1,
  maxLength: 500,
  pattern: '^(?!.*(?:^|/)\\.{1,2}(?:/|$))[A-Za-z0-9][A-Za-z0-9._~\\-/]*$',
})

/**
 * A write the admin makes, described as data so a platform can send it now or keep it for later:
 * the web admin sends it at once, the desktop console keeps it in its durable queue while offline
 * (and checks every write it is handed against this schema).
 */
export const AdminWriteSchema = Type.Object(
  {
    method: Type.Union([
      Type.Literal('POST'),
      Type.Literal('PUT'),
      Type.Literal('PATCH'),
      Type.Literal('DELETE'),
    ]),
    /** Path below the API base, e.g. `service/123` or `menu/reorder/all`. */
    path: ApiPath,
    json: Type.Optional(Type.Unknown()),
    /** The record version the form was opened with (sent as If-Match). */
    ifMatch: Type.Optional(Type.Integer({ minimum: 0 })),
    /** One key per create, so a retried or replayed create never duplicates. */
    idempotencyKey: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    /** What staff see in the queue, e.g. 'Update service "Thyroid Profile"'. */
    label: Type.String({ minLength: 1, maxLength: 300 }),
  },
  { additionalProperties: false },
)
export type AdminWrite = Static<typeof AdminWriteSchema>

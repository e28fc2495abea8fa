import { type Static, type TObject, type TProperties, Type } from 'typebox'

/** Shared building blocks for the HTTP contract of API.md. */

export const Id = Type.String({ format: 'uuid', description: 'UUID' })
export const IdParams = Type.Object({ id: Id })

export const ShortText = (opts: { minLength?: number; default?: string } = {}) =>
  Type.String({ maxLength: 500, ...opts })
export const LongText = (opts: { minLength?: number; default?: string } = {}) =>
  Type.String({ maxLength: 20_000, ...opts })
export const RequiredText = (max = 500) => Type.String({ minLength: 1, maxLength: max })
export const Url = Type.String({ maxLength: 2048 })
export const Email = Type.String({ format: 'email', maxLength: 254 })
export const Phone = Type.String({ minLength: 3, maxLength: 40 })
export const Money = Type.Number({ minimum: 0, maximum: 10_000_000 })
export const Order = Type.Integer({ minimum: 0, maximum: 100_000 })
export const TextList = Type.Array(Type.String({ maxLength: 2048 }), { maxItems: 100 })

/** Every record carries both `_id` and `id` (same UUID) because the spec's client reads either. */
export const RecordMeta = Type.Object({
  _id: Id,
  id: Id,
  version: Type.Integer({ minimum: 1 }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
})
export type RecordMeta = Static<typeof RecordMeta>

/** Composes a record schema from its editable fields and the meta every record carries. */
export function recordOf<P extends TProperties>(fields: TObject<P>) {
  return Type.Object({ ...RecordMeta.properties, ...fields.properties })
}

export const ErrorBody = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
})
export type ErrorBody = Static<typeof ErrorBody>

export const ListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.String({ maxLength: 40 })),
})
export type ListQuery = Static<typeof ListQuery>

import { type Static, type TObject, type TProperties, Type } from 'typebox'
import { Format } from 'typebox/format'
import { PRICE_MAX } from '../catalogue-amount'
import {
  CATALOGUE_PAGE_MAX,
  LIST_SORTS,
  type ListSort,
  SORT_DIRECTIONS,
  type SortDirection,
} from '../constants'
import {
  CALENDAR_DATE_PATTERN,
  EMAIL_PATTERN,
  LINK_PATTERN,
  NOT_BLANK_PATTERN,
  WEB_URL_PATTERN,
} from '../patterns'
import { isPhoneFieldValue, PHONE_FORMAT } from '../phone'

export * from '../patterns'

/** Shared building blocks for the HTTP contract (docs/api.md). */

export const Id = Type.String({ format: 'uuid', description: 'UUID' })
export const IdParams = Type.Object({ id: Id })

export const ShortText = (opts: { minLength?: number; default?: string; description?: string } = {}) =>
  Type.String({ maxLength: 500, ...opts })
export const LongText = (opts: { minLength?: number; default?: string; description?: string } = {}) =>
  Type.String({ maxLength: 20_000, ...opts })
export const RequiredText = (max = 500) =>
  Type.String({ minLength: 1, maxLength: max, pattern: NOT_BLANK_PATTERN })
export const CalendarDate = Type.String({
  format: 'date',
  pattern: CALENDAR_DATE_PATTERN,
  description: 'YYYY-MM-DD, a day of the years 1900–2199',
})

type TextOptions = { minLength?: number; default?: string; description?: string }
export const WebUrl = (opts: TextOptions = {}) =>
  Type.String({ maxLength: 2048, pattern: WEB_URL_PATTERN, ...opts })
export const Url = WebUrl()
export const Link = (max = 500, opts: TextOptions = {}) =>
  Type.String({ maxLength: max, pattern: LINK_PATTERN, ...opts })
export const UrlList = Type.Array(Url, { maxItems: 100 })
// minLength 1: an empty value reads "is required"; the patterns word every other refusal.
export const Email = Type.String({ format: 'email', pattern: EMAIL_PATTERN, minLength: 1, maxLength: 254 })
/**
 * A phone number in any form a person types it (`098450 12345`, `+91 98450-12345`): the server checks it
 * with `normalizePhone` (the `phone` format) and stores it in E.164 (server/src/plugins/phone-fields.ts).
 */
Format.Set(PHONE_FORMAT, isPhoneFieldValue)
/** A number the person must give: the phone format lets an empty value through, so blank is refused here. */
export const Phone = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: NOT_BLANK_PATTERN,
  format: PHONE_FORMAT,
})
/** As Phone, or empty: a number the person may leave out (sign-up, contact message, profile). */
export const OptionalPhone = Type.String({ maxLength: 40, format: PHONE_FORMAT })
export const Money = Type.Number({ minimum: 0, maximum: 10_000_000 })
/**
 * A catalogue item's price in the site's currency: at most PRICE_MAX and two decimals (paise/cents).
 * `multipleOf` is judged with the validator's multipleOfPrecision (server/src/app.ts), so 0.07 passes.
 */
export const CataloguePrice = Type.Number({ minimum: 0, maximum: PRICE_MAX, multipleOf: 0.01 })
/** A catalogue price that may be null: price on request (the lab quotes it). */
export const CatalogueAmount = Type.Unsafe<number | null>({
  // One type list, not a union: with coercion a union's number branch would read null as 0.
  type: ['number', 'null'],
  minimum: 0,
  maximum: PRICE_MAX,
  multipleOf: 0.01,
  description: `the price in the site's currency (0–${PRICE_MAX}, at most 2 decimals); null: price on request`,
})
export const Order = Type.Integer({ minimum: 0, maximum: 100_000 })
export const TextList = Type.Array(Type.String({ maxLength: 2048 }), { maxItems: 100 })

/** Every record carries both `_id` and `id` (same UUID) because the first client reads either. */
export const RecordMeta = Type.Object({
  _id: Id,
  id: Id,
  version: Type.Integer({ minimum: 1 }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
})
export type RecordMeta = Static<typeof RecordMeta>

/** The most characters a text field of `schema` takes: a form's maxLength follows the API's rule. */
export function maxLengthOf<P extends TProperties>(
  schema: TObject<P>,
  field: keyof P & string,
): number | undefined {
  const property = schema.properties[field]
  return 'maxLength' in property && typeof property.maxLength === 'number' ? property.maxLength : undefined
}

/** Whether a value of `property` may be empty: a text without minLength, a list without minItems. */
const mayBeEmpty = (property: object) =>
  ('type' in property &&
    property.type === 'string' &&
    !('minLength' in property && Number(property.minLength) > 0)) ||
  ('type' in property &&
    property.type === 'array' &&
    !('minItems' in property && Number(property.minItems) > 0))

/**
 * The fields a body of `schema` must carry filled in: those of its `required` list without a default
 * (the validator fills a default in, so such a field may be left out) and that may not be empty. A
 * form marks these inputs required and answers "<label> is required" when one is left blank.
 */
export function requiredFieldsOf<P extends TProperties>(schema: TObject<P>): (keyof P & string)[] {
  const required: unknown = schema.required
  return Object.keys(schema.properties).filter((field): field is keyof P & string => {
    const property = schema.properties[field]
    return (
      Array.isArray(required) && required.includes(field) && !('default' in property) && !mayBeEmpty(property)
    )
  })
}

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

/** 412 answer to a stale If-Match: the record as it is now, so the client can show the other change. */
export const StaleVersionBody = Type.Object({ ...ErrorBody.properties, current: Type.Unknown() })
export type StaleVersionBody = Static<typeof StaleVersionBody>

/**
 * The body of an update (PUT changes only the fields it sends): every field optional and without its
 * default, so a field left out keeps its stored value instead of being reset.
 */
export function updateOf<P extends TProperties>(fields: TObject<P>) {
  const properties = Object.fromEntries(
    Object.entries(fields.properties).map(([name, schema]) => {
      const { default: _dropped, ...withoutDefault }: Record<string, unknown> = { ...schema }
      return [name, Type.Optional(withoutDefault)]
    }),
  )
  return Type.Partial(Type.Object(properties) as unknown as TObject<P>, { additionalProperties: false })
}

export const ListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.String({ maxLength: 40 })),
})
export type ListQuery = Static<typeof ListQuery>

/** A string that is one of `values`. Unsafe only to give the union its precise static type (a mapped array of literals reads as never). */
export const literalUnion = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v))))

/** List filters (`?limit&offset&q&status`, docs/api.md), with the status checked against each resource's own. */
export const listQueryWith = <S extends ReturnType<typeof literalUnion>>(status: S) =>
  Type.Object({ ...ListQuery.properties, status: Type.Optional(status) })
/** CSV exports take the same filters but always export every matching row. */
export const exportQueryWith = <S extends ReturnType<typeof literalUnion>>(status: S) =>
  Type.Object({ q: ListQuery.properties.q, status: Type.Optional(status) })

/**
 * Public catalogue lists: a page of at most CATALOGUE_PAGE_MAX records (the default too,
 * so the first client, which asks for the whole list, still gets all of a normal catalogue) and a
 * search `q`; X-Total-Count tells how many match.
 */
export const CatalogueListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CATALOGUE_PAGE_MAX })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  /** Only this category (lists whose resource has one); 'All' or absent: every category. */
  category: Type.Optional(Type.String({ maxLength: 100 })),
  /** Sort by (default: the list's own order); `dir` asc (default) or desc. */
  sort: Type.Optional(Type.Unsafe<ListSort>(Type.Union(LIST_SORTS.map((sort) => Type.Literal(sort))))),
  dir: Type.Optional(Type.Unsafe<SortDirection>(Type.Union(SORT_DIRECTIONS.map((dir) => Type.Literal(dir))))),
  /** Page `page` (from 1) of `pageSize` records: another spelling of offset = (page − 1) × pageSize, limit = pageSize. */
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: CATALOGUE_PAGE_MAX })),
  /** The language of the answer (Accept-Language otherwise), English filling in what is not translated. */
  lang: Type.Optional(Type.String({ maxLength: 20 })),
})
export type CatalogueListQuery = Static<typeof CatalogueListQuery>

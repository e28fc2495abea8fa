import { isRecord, normalizePhone, PHONE_FORMAT } from '@labsite/shared'
import type { FastifyRequest, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'

/** The names of a schema's top-level properties that hold a phone number (`format: phone`). */
export function phoneFieldsOf(schema: unknown): string[] {
  const properties = isRecord(schema) ? schema.properties : undefined
  if (!isRecord(properties)) return []
  return Object.entries(properties)
    .filter(([, property]) => isRecord(property) && property.format === PHONE_FORMAT)
    .map(([name]) => name)
}

/**
 * Rewrites the phone fields of a validated value in E.164, in place: the schema's `phone` format has
 * already refused what normalizePhone cannot read, so every stored number has one form and matches
 * whatever way it is typed next. An empty optional number stays empty.
 */
export function normalizePhoneFields(fields: string[], value: unknown): void {
  if (!isRecord(value)) return
  const record = value
  for (const field of fields) {
    const typed = record[field]
    if (typeof typed !== 'string') continue
    record[field] = typed.trim() === '' ? '' : (normalizePhone(typed) ?? typed)
  }
}

/**
 * Phone numbers in one form at the edge of the server: every route whose body or query schema has
 * phone fields gets them in E.164 before its handler runs (multipart forms go through validateInput,
 * which does the same).
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      const bodyFields = phoneFieldsOf(route.schema?.body)
      const queryFields = phoneFieldsOf(route.schema?.querystring)
      if (bodyFields.length === 0 && queryFields.length === 0) return
      const normalize = async (request: FastifyRequest) => {
        normalizePhoneFields(bodyFields, request.body)
        normalizePhoneFields(queryFields, request.query)
      }
      // First of the route's preHandlers: idempotency fingerprints and handlers see the stored form.
      route.preHandler = [normalize, ...[route.preHandler ?? []].flat()]
    })
  },
  { name: 'phone-fields' },
)

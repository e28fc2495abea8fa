import { createHash } from 'node:crypto'
import { isRecord } from '@labsite/shared'
import type { FastifyRequest } from 'fastify'

/** Fields that say who a guest is (a booking's e-mail and phone, a lookup's contact). */
const CONTACT_FIELD = /(^|[a-z])(email|phone|contact)$/i

/** A multipart form's fields, or the JSON body itself. */
function fieldsOf(content: unknown): unknown {
  const fields = isRecord(content) ? content.fields : undefined
  return fields ?? content
}

/**
 * Whose key it is: the account, or for a guest a fingerprint of the contact their request carries, so
 * nobody else's request with the same key is ever answered from it. A guest request
 * without contact fields is only ever replayed to an exact repeat of itself.
 */
export function callerOf(userId: string | undefined, content: unknown): string {
  if (userId) return `user:${userId}`
  const body = fieldsOf(content)
  if (!isRecord(body)) return 'anonymous'
  const contact = Object.entries(body)
    .flatMap(([name, value]) =>
      CONTACT_FIELD.test(name) && typeof value === 'string'
        ? [`${name}=${value.replace(/\s+/g, '').toLowerCase()}`]
        : [],
    )
    .sort()
  return contact.length === 0
    ? 'anonymous'
    : `guest:${createHash('sha256').update(contact.join('&')).digest('hex')}`
}

/** The route a key is held on, as the start of its scope. */
export const routeOf = (request: FastifyRequest) => `${request.routeOptions.url ?? request.url} `

/** A key's scope: the route and whose request it is (callerOf). */
export const scopeOf = (request: FastifyRequest, content: unknown) =>
  `${routeOf(request)}${callerOf(request.user?.id, content)}`

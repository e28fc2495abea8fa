import type { FastifyRequest } from 'fastify'

/**
 * One field of a body no schema has checked yet: a hook that runs before validation, or a body the
 * route's schema does not describe. Any body may arrive there (none, a string, an array), so a field
 * is read only from an object that owns it; anything else reads as absent, never as a TypeError.
 */
export function bodyValue(request: FastifyRequest, name: string): unknown {
  const body: unknown = request.body
  return typeof body === 'object' && body !== null && Object.hasOwn(body, name)
    ? Reflect.get(body, name)
    : undefined
}

/** A body field that is text, else undefined. */
export function bodyText(request: FastifyRequest, name: string): string | undefined {
  const value = bodyValue(request, name)
  return typeof value === 'string' ? value : undefined
}

/**
 * The fields of a JSON body whose schema sits in a `content` map (JSON or a multipart form): Fastify
 * has validated it, but the type provider resolves such a body to no type. No object reads as no fields.
 */
export function bodyFields(request: FastifyRequest): Record<string, unknown> {
  const body: unknown = request.body
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body } : {}
}

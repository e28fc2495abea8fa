import { ErrorBody, PATTERN_MESSAGES, StaleVersionBody } from '@labsite/shared'
import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify'
import type { TSchema } from 'typebox'

/** Error answers a route documents, by status (412 also carries the current record). */
export function errorResponses(...codes: number[]): Record<number, TSchema> {
  return Object.fromEntries(codes.map((code) => [code, code === 412 ? StaleVersionBody : ErrorBody]))
}

/** The answers every admin write can give besides its success. */
export const WRITE_ERRORS = errorResponses(400, 401, 403, 404, 412)

/** OpenAPI: admin writes take the bearer token. */
export const BEARER = [{ bearerAuth: [] }]

/**
 * Fastify's own wording (`body/title must …`, which the errors plugin turns into `title must …`),
 * except that a URL pattern is said in words instead of as a regular expression.
 */
export function formatSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const sentences = errors.map((e) => {
    const pattern = e.keyword === 'pattern' ? String((e.params as { pattern?: string }).pattern) : ''
    return `${dataVar}${e.instancePath ?? ''} ${PATTERN_MESSAGES[pattern] ?? e.message}`
  })
  return new Error(sentences.join(', '))
}

/** A 400 with a sentence naming the field, for checks made outside the schema. */
export const badRequest = (message: string) => Object.assign(new Error(message), { statusCode: 400 })

/** The path of the first string holding a NUL character, which PostgreSQL cannot store in text or jsonb. */
function findNulCharacter(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const found = findNulCharacter(child, path ? `${path}/${key}` : key)
      if (found !== null) return found
    }
  }
  return null
}

export function assertNoNulCharacters(value: unknown): void {
  const path = findNulCharacter(value, '')
  if (path !== null) {
    throw badRequest(`${path || 'body'} must not contain NUL characters`)
  }
}

/** Validates a body that Fastify could not (multipart fields) with the same compiler and options. */
export function validateBody(request: FastifyRequest, schema: TSchema, value: unknown): void {
  assertNoNulCharacters(value)
  const validate = request.compileValidationSchema(schema as Record<string, unknown>, 'body')
  if (validate(value)) return
  const errors = (validate.errors ?? []) as FastifySchemaValidationError[]
  throw Object.assign(formatSchemaErrors(errors, 'body'), { statusCode: 400, validation: errors })
}

/** Rules shared by every catalogue and content route plugin; call once at the top of the plugin. */
export function applyRouteRules(app: FastifyInstance): void {
  app.setSchemaErrorFormatter(formatSchemaErrors)
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined) assertNoNulCharacters(request.body)
  })
}

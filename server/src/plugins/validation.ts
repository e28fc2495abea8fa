import { isRecord } from '@labsite/shared'
import type { FastifyRequest, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import type { TSchema } from 'typebox'
import { normalizePhoneFields, phoneFieldsOf } from './phone-fields'
import { formatValidationErrors } from './validation-messages'

/** Deeper JSON than any form of ours needs; checked before the schema so no recursion can overflow. */
export const MAX_BODY_DEPTH = 32

const JSON_TYPE = 'application/json'

/** The media types a route's body schema declares: its `content` keys, or JSON for a plain body schema. */
function acceptedMediaTypes(route: RouteOptions): string[] | null {
  const schema: unknown = route.schema
  if (!isRecord(schema)) return null
  const { body, consumes } = schema
  if (isRecord(body) && isRecord(body.content)) return Object.keys(body.content)
  if (body) return [JSON_TYPE]
  if (Array.isArray(consumes)) return consumes.filter((type) => typeof type === 'string')
  return null
}

const mediaTypeOf = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0') ||
  request.headers['content-type'] !== undefined

/**
 * Walks a parsed body without recursion: refuses nesting deeper than MAX_BODY_DEPTH, text holding
 * NUL characters (PostgreSQL cannot store them in text or jsonb) and numbers too large to be finite
 * (`1e400`), naming where.
 */
export function inputProblem(value: unknown, part: string): string | null {
  const where = (path: string) => (part === 'body' ? path || part : path ? `${part} ${path}` : part)
  const stack: [unknown, string, number][] = [[value, '', 0]]
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [current, path, depth] = next
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return `${where(path)} must not contain NUL characters`
      continue
    }
    if (typeof current === 'number' && !Number.isFinite(current)) {
      return `${where(path)} must be a finite number`
    }
    if (current === null || typeof current !== 'object') continue
    if (depth >= MAX_BODY_DEPTH) return `${part} is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`
    for (const [key, child] of Object.entries(current)) {
      stack.push([child, path ? `${path}/${key}` : key, depth + 1])
    }
  }
  return null
}

/**
 * Validates input Fastify could not see (the text fields of a multipart form) with the route's own
 * compiler and the app's one error wording, so a form and its JSON twin are refused alike.
 */
export function validateInput<T>(request: FastifyRequest, schema: TSchema, value: unknown): T {
  const problem = inputProblem(value, 'body')
  if (problem) throw request.server.httpErrors.badRequest(problem)
  const validate = request.compileValidationSchema(schema, 'body')
  if (validate(value)) {
    normalizePhoneFields(phoneFieldsOf(schema), value)
    return value as T
  }
  const errors = validate.errors ?? []
  throw Object.assign(formatValidationErrors(errors, 'body'), { statusCode: 400, validation: errors })
}

/**
 * The input gates every route passes, whoever writes it: a body only in a media type the route's
 * schema declares (415 before anything is read or written), never text/plain, no nesting deep enough
 * to exhaust the stack, JSON only in valid UTF-8, no NUL characters and no infinite numbers.
 */
export default fp(
  async (app) => {
    // No route takes text: a text body would skip the schema (Fastify validates only declared types).
    app.removeContentTypeParser('text/plain')

    // JSON read strictly as UTF-8: bytes that are not would be stored as U+FFFD, a name nobody typed.
    const parseJson = app.getDefaultJsonParser('error', 'error')
    const utf8 = new TextDecoder('utf-8', { fatal: true })
    app.removeContentTypeParser('application/json')
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      let text: string
      try {
        // parseAs 'buffer': the body is bytes, a string only for a text parser.
        text = typeof body === 'string' ? body : utf8.decode(body)
      } catch {
        done(app.httpErrors.badRequest('The request body is not valid UTF-8 text'), undefined)
        return
      }
      parseJson(request, text, done)
    })

    app.addHook('onRoute', (route) => {
      const accepted = acceptedMediaTypes(route)
      if (!accepted) return
      const refuse = (type: string) =>
        app.httpErrors.unsupportedMediaType(
          `Send this request as ${accepted.join(' or ')}${type ? `, not ${type}` : ''}`,
        )
      const gate = async (request: FastifyRequest) => {
        if (!hasBody(request)) return
        const type = mediaTypeOf(request)
        if (!accepted.includes(type)) throw refuse(type)
      }
      // Fastify validates a body by its media type; with several declared, a body-less request has none
      // and would skip every rule. Refused once its id and query are known good (after validation).
      if (accepted.length > 1) {
        const requireBody = async (request: FastifyRequest) => {
          if (!hasBody(request)) throw refuse('')
        }
        route.preHandler = [requireBody, ...[route.preHandler ?? []].flat()]
      }
      route.preParsing = [gate, ...[route.preParsing ?? []].flat()]
    })

    // The body before the schema sees it, so no nesting reaches Ajv's recursion.
    app.addHook('preValidation', async (request) => {
      const problem = request.body === undefined ? null : inputProblem(request.body, 'body')
      if (problem) throw app.httpErrors.badRequest(problem)
    })
    // Query and params after coercion: Ajv turns `limit=1e400` into Infinity and lets it pass `maximum`.
    app.addHook('preHandler', async (request) => {
      const problem = inputProblem(request.query, 'querystring') ?? inputProblem(request.params, 'params')
      if (problem) throw app.httpErrors.badRequest(problem)
    })
  },
  { name: 'validation', dependencies: ['errors'] },
)

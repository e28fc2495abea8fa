import { PATTERN_MESSAGES, PHONE_FORMAT, PHONE_INVALID_MESSAGE } from '@labsite/shared'
import type { FastifySchemaValidationError } from 'fastify'

/** Where the refused value came from, as Fastify names it. */
export type InputPart = 'body' | 'querystring' | 'params' | 'headers' | string

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'must be a valid e-mail address',
  uuid: 'must be an id (a UUID)',
  'date-time': 'must be a date and time',
  date: 'must be a date (YYYY-MM-DD)',
  uri: 'must be a web address',
  [PHONE_FORMAT]: PHONE_INVALID_MESSAGE,
}

const listed = (names: string[]) =>
  names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`

/** `/features/0` → `features/0`; a value outside the body is named with its part: `querystring limit`. */
function fieldName(part: InputPart, path: string): string {
  const field = path.replace(/^\//, '')
  if (part === 'body') return field || 'body'
  return field ? `${part} ${field}` : part
}

/** A field left out, or filled with nothing but spaces. */
function missingField(part: InputPart, error: FastifySchemaValidationError): string | null {
  const params = error.params
  if (error.keyword === 'required') {
    const base = error.instancePath ? `${error.instancePath}/` : ''
    return fieldName(part, `${base}${String(params.missingProperty)}`)
  }
  const blank =
    (error.keyword === 'pattern' && PATTERN_MESSAGES[String(params.pattern)] === 'is required') ||
    (error.keyword === 'minLength' && params.limit === 1)
  return blank ? fieldName(part, error.instancePath) : null
}

function sentence(part: InputPart, error: FastifySchemaValidationError): string {
  const params = error.params
  const field = fieldName(part, error.instancePath)
  switch (error.keyword) {
    case 'minLength':
      return `${field} must be at least ${params.limit} characters`
    case 'maxLength':
      return `${field} must be at most ${params.limit} characters`
    case 'pattern':
      return `${field} ${PATTERN_MESSAGES[String(params.pattern)] ?? 'has the wrong format'}`
    case 'format':
      return `${field} ${FORMAT_MESSAGES[String(params.format)] ?? `must be a valid ${params.format}`}`
    case 'enum':
      // A fixed list of words (payment methods, label sizes): the refusal says which ones.
      if (Array.isArray(params.allowedValues) && params.allowedValues.length > 1) {
        const values = params.allowedValues.map(String)
        return `${field} must be one of ${values.slice(0, -1).join(', ')} or ${values.at(-1)}`
      }
      return `${field} must be one of the allowed values`
    case 'const':
    case 'anyOf':
      return `${field} must be one of the allowed values`
    default:
      return `${field} ${error.message ?? 'is not valid'}`
  }
}

/**
 * The one wording of schema refusals, for every route (set as the app's schema error formatter):
 * every missing or blank field in one sentence ("address and description are required"), else the
 * first problem, naming the field ("name must be at most 200 characters").
 */
export function validationMessage(errors: FastifySchemaValidationError[], part: InputPart): string {
  const missing = [
    ...new Set(errors.map((error) => missingField(part, error)).filter((name) => name !== null)),
  ]
  if (missing.length > 0) return `${listed(missing)} ${missing.length === 1 ? 'is' : 'are'} required`
  const [first] = errors
  return first ? sentence(part, first) : `${part} is not valid`
}

export function formatValidationErrors(errors: FastifySchemaValidationError[], part: InputPart): Error {
  return new Error(validationMessage(errors, part))
}

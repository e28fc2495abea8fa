import { httpErrors } from '@fastify/sensible'
import { ConsultationFields, PATTERN_MESSAGES } from '@labsite/shared'
import { Compile } from 'typebox/compile'

const check = Compile(ConsultationFields)
const FIELD_ORDER = Object.keys(ConsultationFields.properties) as (keyof ConsultationFields)[]

interface FieldError {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
  message: string
}

const listed = (names: string[]) =>
  names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`

function sentenceFor(error: FieldError): string {
  const field = error.instancePath.replace(/^\//, '')
  const limit = error.params.limit
  switch (error.keyword) {
    case 'minLength':
      return limit === 1 ? `${field} is required` : `${field} must be at least ${limit} characters`
    case 'maxLength':
      return `${field} must be at most ${limit} characters`
    case 'format':
      return field === 'email' ? 'email must be a valid e-mail address' : `${field} has the wrong format`
    case 'type':
      return `${field} must be text`
    case 'pattern':
      return `${field} ${PATTERN_MESSAGES[String(error.params.pattern)] ?? error.message}`
    default:
      return `${field} ${error.message}`
  }
}

/**
 * The booking's text fields from a multipart form or a JSON body, checked against the shared schema.
 * Blank values count as missing; a refusal names every missing field, or else the first bad one.
 */
export function validateConsultationFields(raw: Record<string, unknown>): ConsultationFields {
  const candidate: Record<string, unknown> = {}
  for (const name of FIELD_ORDER) {
    let value = raw[name]
    if (typeof value === 'number') value = String(value)
    if (typeof value === 'string') value = value.trim()
    if (value !== undefined && value !== null && value !== '') candidate[name] = value
  }
  if (check.Check(candidate)) return candidate
  const missing = FIELD_ORDER.filter((name) => !(name in candidate))
  if (missing.length > 0) {
    throw httpErrors.badRequest(`${listed(missing)} ${missing.length === 1 ? 'is' : 'are'} required`)
  }
  const errors = check.Errors(candidate) as FieldError[]
  const position = (error: FieldError) =>
    FIELD_ORDER.indexOf(error.instancePath.replace(/^\//, '') as keyof ConsultationFields)
  const [first] = [...errors].sort((a, b) => position(a) - position(b))
  throw httpErrors.badRequest(first ? sentenceFor(first) : 'The booking form is not valid')
}

import { STATUS_CODES } from 'node:http'
import { MAX_BOOKING_FILES, MAX_UPLOAD_MB } from '@labsite/shared'
import type { FastifyError } from 'fastify'
import fp from 'fastify-plugin'
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../lib/infrastructure/database-unavailable'
import { formatValidationErrors } from './validation-messages'

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

/** PostgreSQL error codes that mean the client sent something the database refused, not a server fault. */
const CLIENT_PG_CODES: Record<string, [number, string]> = {
  '22P02': [400, 'A value has the wrong format'],
  '22001': [400, 'A value is too long'],
  '22003': [400, 'A number is out of range'],
  '22007': [400, 'A date has the wrong format'],
  '22008': [400, 'A date is out of range'],
  '23505': [409, 'This record already exists'],
  '23503': [400, 'A referenced record does not exist'],
  '23514': [400, 'A value is not allowed'],
  // PostgreSQL cannot store NUL characters in text.
  '22021': [400, 'A value contains a character that is not allowed'],
  '22P05': [400, 'A value contains a character that is not allowed'],
}

/** @fastify/multipart limit errors, in words a person understands. */
const MULTIPART_MESSAGES: Record<string, [number, string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, `A file is larger than ${MAX_UPLOAD_MB} MB`],
  FST_FILES_LIMIT: [400, `You can attach at most ${MAX_BOOKING_FILES} files`],
  FST_PARTS_LIMIT: [400, 'The form has too many parts'],
  FST_FIELDS_LIMIT: [400, 'The form has too many fields'],
  FST_PROTO_VIOLATION: [400, 'The form uses a field name that is not allowed'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'The request is not multipart/form-data'],
}

/**
 * Errors the multipart parser (busboy) raises on a cut-off or malformed form. They carry no status,
 * but they are the sender's fault: the form could not be read. ("The needle…": a boundary longer
 * than the 256 characters its search takes, where RFC 2046 allows 70.)
 */
const MALFORMED_FORM =
  /^(Unexpected end of (form|file)|Malformed part header|Malformed urlencoded form|Multipart: Boundary not found|Part terminated early|Unexpected end of multipart data|The needle cannot have a length bigger than 256)/

/** The one shape of every error answer. */
export const errorBody = (statusCode: number, message: string) => ({
  statusCode,
  error: STATUS_NAMES[statusCode] ?? STATUS_CODES[statusCode] ?? 'Error',
  message,
})

type AppError = FastifyError & { current?: unknown; total?: unknown; headers?: Record<string, string> }

/** Status and message of any error, in the words the client is shown (5xx details are hidden later). */
function describe(error: AppError): [number, string] {
  const code = typeof error.code === 'string' ? error.code : ''
  if (error.validation) return [400, error.message]
  if (MULTIPART_MESSAGES[code]) return MULTIPART_MESSAGES[code]
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return [400, 'The request body is not valid JSON']
  }
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
    return [error.statusCode ?? 415, error.message]
  }
  const statusCode = error.statusCode ?? 500
  if (statusCode === 500 && CLIENT_PG_CODES[code]) return CLIENT_PG_CODES[code]
  if (statusCode === 500 && MALFORMED_FORM.test(error.message)) {
    return [400, 'The form could not be read: it is cut off or malformed']
  }
  return [statusCode, error.message]
}

/**
 * One shape for every error: `{ statusCode, error, message }`. Client errors keep their message
 * (schema refusals are worded by validation-messages.ts); server errors are logged and answered
 * without details (no stack, no SQL). Every route's schema errors go through the same formatter.
 */
export default fp(
  async (app) => {
    app.setSchemaErrorFormatter(formatValidationErrors)
    app.setErrorHandler((error: AppError, request, reply) => {
      let [statusCode, message] = describe(error)
      if (statusCode < 400 || statusCode > 599) statusCode = 500
      if (statusCode >= 500 && isDatabaseUnavailable(error)) {
        statusCode = 503
        message = DATABASE_UNAVAILABLE_MESSAGE
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      }
      if (statusCode >= 500) {
        request.log.error({ err: error }, 'request failed')
        message = statusCode === 503 ? message : 'Something went wrong on our side. Please try again.'
      } else {
        // A "not found" names the address it was asked for, token and all: the request's own log line
        // (same reqId) shows that address with its secrets redacted.
        const path = request.url.split('?')[0]
        request.log.debug({ statusCode, message: message.replaceAll(path, '<address>') }, 'request refused')
      }
      const body: Record<string, unknown> = errorBody(statusCode, message)
      // A stale If-Match answers 412 with the current record so the client can show the other change.
      if (statusCode === 412 && error.current !== undefined) body.current = error.current
      // A booking whose price moved since the visitor's quote answers 409 with the new total to show.
      if (statusCode === 409 && error.total !== undefined) body.total = error.total
      if (error.headers) reply.headers(error.headers)
      return reply.code(statusCode).type('application/json; charset=utf-8').send(body)
    })
  },
  { name: 'errors' },
)

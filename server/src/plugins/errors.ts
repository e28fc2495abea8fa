import type { FastifyError } from 'fastify'
import fp from 'fastify-plugin'
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../lib/database-unavailable'

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
const MULTIPART_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: 'A file is larger than 10 MB',
  FST_FILES_LIMIT: 'Too many files: at most 5 can be sent',
  FST_PARTS_LIMIT: 'The form has too many parts',
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data',
}

/**
 * One shape for every error: `{ statusCode, error, message }`. Client errors keep their message;
 * server errors are logged and answered without details (no stack, no SQL).
 */
export default fp(
  async (app) => {
    app.setErrorHandler(
      (error: FastifyError & { current?: unknown; headers?: Record<string, string> }, request, reply) => {
        let statusCode = error.statusCode ?? 500
        let message = error.message
        const pgCode = typeof error.code === 'string' ? CLIENT_PG_CODES[error.code] : undefined
        if (statusCode === 500 && pgCode) [statusCode, message] = pgCode
        if (error.validation) {
          statusCode = 400
          message = error.message.replace(/^(body|querystring|params|headers)\/?/, (_, part) =>
            part === 'body' ? '' : `${part} `,
          )
          message = message.replace(/^ /, '')
          if (message.startsWith('must')) message = `body ${message}`
        }
        const multipartMessage = MULTIPART_MESSAGES[error.code ?? '']
        if (multipartMessage) message = multipartMessage
        if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
          statusCode = 400
          message = 'The request body is not valid JSON'
        }
        if (statusCode >= 500 && isDatabaseUnavailable(error)) {
          statusCode = 503
          message = DATABASE_UNAVAILABLE_MESSAGE
          reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        }
        if (statusCode >= 500) {
          request.log.error({ err: error }, 'request failed')
          message = statusCode === 503 ? message : 'Something went wrong on our side. Please try again.'
        } else {
          request.log.info({ statusCode, message }, 'request refused')
        }
        const body: Record<string, unknown> = {
          statusCode,
          error: STATUS_NAMES[statusCode] ?? 'Error',
          message,
        }
        // A stale If-Match answers 412 with the current record so the client can show the other change.
        if (statusCode === 412 && error.current !== undefined) body.current = error.current
        if (error.headers) reply.headers(error.headers)
        return reply.code(statusCode).type('application/json; charset=utf-8').send(body)
      },
    )
  },
  { name: 'errors' },
)

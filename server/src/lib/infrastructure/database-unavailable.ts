import { isRecord } from '@labsite/shared'
/** Seconds a client is asked to wait before retrying when the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable (database not reachable). Please try again in a few seconds.'

/** Socket errors of a connection that cannot be opened or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * PostgreSQL SQLSTATEs meaning "the database cannot serve this now", not "the request was wrong":
 * class 08 (connection exception), 57P01-57P05 (shutdown, crash, cannot connect now, idle session
 * timeout), 57014 (statement timeout / cancelled), 53300 (too many connections), 55P03 (lock not
 * available: lock_timeout).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || /^57P0[1-5]$/.test(code) || ['57014', '53300', '55P03'].includes(code)
}

/** Messages of the `pg` driver and Knex for timeouts and lost connections (they carry no code). */
const DRIVER_MESSAGES = [
  'Query read timeout',
  'Connection terminated',
  // pg's connect timeout (connectionTimeoutMillis).
  'timeout expired',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Timeout acquiring a connection',
  'PGlite is closed',
]

/**
 * True when an error means the database is down, frozen, restarting or overloaded, so the answer is
 * 503 with Retry-After rather than 500: the request may well succeed when retried.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!isRecord(error) || depth > 3) return false
  const { code, name, message, cause, errors } = error
  if (name === 'KnexTimeoutError') return true
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) return true
  if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text))) return true
  // Node reports a refused connection to every address of a host name as one AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true
  return isDatabaseUnavailable(cause, depth + 1)
}

import { isRecord, MESSAGES } from '@labsite/shared'

/** The `message` of an API error body (the error shape of docs/api.md), when it has a non-empty one. */
function messageOf(body: Record<string, unknown> | null): string | null {
  return typeof body?.message === 'string' && body.message ? body.message : null
}

/** Any failed call of the API: `status` is the HTTP status (0 when no answer came), `message` the server's. */
export class ApiError extends Error {
  /** What the server itself said (its body's `message`), or null when it said nothing readable. */
  readonly serverMessage: string | null
  /** The answer's Retry-After (429, 503), in milliseconds, when it had one. */
  retryAfterMs?: number

  constructor(
    readonly status: number,
    message: string,
    /** The parsed JSON error body (the error shape of docs/api.md; a 412 also carries `current`), or null. */
    readonly body: Record<string, unknown> | null,
  ) {
    super(message)
    this.name = 'ApiError'
    this.serverMessage = messageOf(body)
  }
}

/**
 * Why no answer came, as far as the browser can tell: offline, the visitor's connection is at fault;
 * online, the server is (most often restarting), and blaming the visitor's connection would mislead.
 */
export const noAnswerMessage = (online = typeof navigator === 'undefined' || navigator.onLine) =>
  online ? MESSAGES.serverRestarting : MESSAGES.noResponse

/** No answer at all (offline, DNS, refused, timed out): the desktop keeps writes that fail this way. */
export class NetworkError extends ApiError {
  constructor(message: string = noAnswerMessage()) {
    super(0, message, null)
    this.name = 'NetworkError'
  }
}

/**
 * The one place an error answer is read: its JSON body and the server's `message`, or a plain
 * sentence with the status when the body is not the API's error shape.
 */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: Record<string, unknown> | null = null
  try {
    const parsed: unknown = await response.json()
    if (isRecord(parsed)) body = parsed
  } catch {
    body = null
  }
  const error = new ApiError(
    response.status,
    messageOf(body) ?? `Request failed with status ${response.status}`,
    body,
  )
  const retryAfter = retryAfterMs(response.headers.get('retry-after'))
  if (retryAfter !== undefined) error.retryAfterMs = retryAfter
  return error
}

/** Retry-After in seconds or as an HTTP date (RFC 9110 §10.2.3). */
function retryAfterMs(value: string | null): number | undefined {
  if (!value) return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now())
}

/** Any failure of a call as an ApiError (a NetworkError when it was not an answer from the server). */
export function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new NetworkError()
}

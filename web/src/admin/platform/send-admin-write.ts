import type { AdminWrite } from './platform-services'

/** An API answer that was not 2xx; `body` is the parsed JSON error (e.g. `current` on 412). */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> | null,
  ) {
    super(message)
    this.name = 'AdminApiError'
  }
}

/** A write that could not reach the server at all (offline, DNS, refused): the desktop queues these. */
export class NetworkError extends Error {
  constructor(message = 'The server could not be reached. Check the connection and try again.') {
    super(message)
    this.name = 'NetworkError'
  }
}

/** Sends one AdminWrite with fetch: bearer token, If-Match and Idempotency-Key as the API expects. */
export async function sendAdminWrite(
  apiBaseUrl: string,
  write: AdminWrite,
  token: string,
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}` }
  if (write.json !== undefined) headers['content-type'] = 'application/json'
  if (write.ifMatch !== undefined) headers['if-match'] = `"${write.ifMatch}"`
  if (write.idempotencyKey) headers['idempotency-key'] = write.idempotencyKey
  let response: Response
  try {
    response = await fetchImpl(`${apiBaseUrl}/${write.path}`, {
      method: write.method,
      headers,
      body: write.json === undefined ? undefined : JSON.stringify(write.json),
    })
  } catch {
    throw new NetworkError()
  }
  const text = await response.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = text
  }
  if (!response.ok) {
    const errorBody = body && typeof body === 'object' ? (body as Record<string, unknown>) : null
    const message =
      typeof errorBody?.message === 'string'
        ? errorBody.message
        : `Request failed with status ${response.status}`
    throw new AdminApiError(response.status, message, errorBody)
  }
  return body
}

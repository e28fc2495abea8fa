import { MESSAGES } from '@labsite/shared'
import ky, { HTTPError } from 'ky'

/** An answer from the API that was not 2xx, with the server's clear message (API.md error shape). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** Where the visitor's bearer token is kept (spec §3: local storage key `token`). */
export const TOKEN_STORAGE_KEY = 'token'

type UnauthorizedListener = () => void
const unauthorizedListeners = new Set<UnauthorizedListener>()

/**
 * Called whenever the API refuses the stored token (401 on a request that carried it), so the session
 * can end; a wrong password on the login form is a 401 without a token and ends nothing.
 * Returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

/** The one HTTP client of the web app: JSON, the visitor's bearer token, typed errors. */
export const api = ky.create({
  prefixUrl: '/api',
  timeout: 30_000,
  retry: 0,
  headers: { accept: 'application/json, application/pdf, text/plain' },
  hooks: {
    beforeRequest: [
      (request) => {
        const token = localStorage.getItem(TOKEN_STORAGE_KEY)
        if (token && !request.headers.has('authorization'))
          request.headers.set('authorization', `Bearer ${token}`)
      },
    ],
    beforeError: [
      async (error) => {
        const { response, request } = error
        if (response.status === 401 && request.headers.has('authorization')) {
          for (const listener of unauthorizedListeners) listener()
        }
        let body: unknown = null
        try {
          body = await response.clone().json()
        } catch {
          body = null
        }
        const message =
          body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
            ? body.message
            : `Request failed with status ${response.status}`
        return Object.assign(error, { apiError: new ApiError(response.status, message, body) })
      },
    ],
  },
})

/** Turns any failure of a call into an ApiError (status 0 when the network failed). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof HTTPError && 'apiError' in error) return error.apiError as ApiError
  if (error instanceof ApiError) return error
  return new ApiError(0, MESSAGES.noResponse, null)
}

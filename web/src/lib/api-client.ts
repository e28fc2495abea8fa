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

/** The one HTTP client of the web app: JSON, the visitor's bearer token, typed errors. */
export const api = ky.create({
  prefixUrl: '/api',
  timeout: 30_000,
  retry: 0,
  headers: { accept: 'application/json, application/pdf, text/plain' },
  hooks: {
    beforeRequest: [
      (request) => {
        const token = localStorage.getItem('token')
        if (token && !request.headers.has('authorization'))
          request.headers.set('authorization', `Bearer ${token}`)
      },
    ],
    beforeError: [
      async (error) => {
        const { response } = error
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
  return new ApiError(0, 'No response from server. Please check your internet connection.', null)
}

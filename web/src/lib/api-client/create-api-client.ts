import ky, { type KyInstance, type Options } from 'ky'
import { apiErrorFromResponse } from './api-error'
import { createTransport } from './transport'

export interface ApiClientOptions {
  /** Base of the API without a trailing slash: `/api` in the browser, `https://lab…/api` from Electron's main. */
  prefixUrl: string
  /** The bearer token to send, read at each request (null: none). */
  token?: () => string | null
  /** The visitor's language, sent as Accept-Language (null: the browser's own). */
  language?: () => string | null
  /** The API refused the token this client sent (401): the session it belongs to is over. */
  onUnauthorized?: () => void
  /** The fetch to send with, looked up per request (default: the global one). */
  fetch?: () => typeof fetch
  /** How long a request may wait for its answer before it counts as lost (the transport's default otherwise). */
  timeoutMs?: number
}

/**
 * Builds the web app's HTTP client (ky): JSON, the session's bearer token, and every answer that is
 * not 2xx thrown as one ApiError carrying the status, the server's message and the body; no answer
 * at all is a NetworkError. The public site, the admin (on the web and in the desktop console) and
 * the console's offline queue each make theirs here, differing only in base address and token.
 */
export function createApiClient({
  prefixUrl,
  token,
  language,
  onUnauthorized,
  fetch,
  timeoutMs,
}: ApiClientOptions): KyInstance {
  return ky.create({
    prefixUrl,
    retry: 0,
    // The transport keeps its own timer, so a timeout is a NetworkError like any other lost answer.
    timeout: false,
    fetch: createTransport(fetch, timeoutMs),
    headers: { accept: 'application/json, application/pdf, text/csv, text/plain' },
    hooks: {
      beforeRequest: [
        (request) => {
          const bearer = token?.()
          if (bearer && !request.headers.has('authorization'))
            request.headers.set('authorization', `Bearer ${bearer}`)
          const lang = language?.()
          if (lang) request.headers.set('accept-language', lang)
        },
      ],
      afterResponse: [
        async (request, _options, response) => {
          if (response.ok) return
          if (response.status === 401 && request.headers.has('authorization')) onUnauthorized?.()
          throw await apiErrorFromResponse(response)
        },
      ],
    },
  })
}

/**
 * Makes the fetch that sends one upload and reports the share of its body sent (0 to 1). The browser's
 * is XMLHttpRequest's (upload-transport.ts); the desktop console's follows main's relay to the server.
 */
export type UploadTransport = (onProgress: (fraction: number) => void) => typeof fetch

export interface UploadOptions {
  /** Share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void
  headers?: Options['headers']
  /** How the body is sent and measured (the browser's XMLHttpRequest when absent). */
  transport?: UploadTransport
}

/** POSTs a multipart body through `client`, reporting upload progress; answers the parsed JSON. */
export async function uploadForm<T>(
  client: KyInstance,
  path: string,
  body: FormData,
  { onProgress = () => {}, headers, transport }: UploadOptions = {},
): Promise<T> {
  // Only a form with files needs the upload transport: no page's first visit loads it.
  const send = transport ?? (await import('./upload-transport')).uploadTransport
  return client.post(path, { body, headers, fetch: send(onProgress) }).json<T>()
}

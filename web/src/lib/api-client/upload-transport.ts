import { NetworkError } from './api-error'

/** Uploads can be large on a slow connection: they get far longer than the JSON calls. */
export const UPLOAD_TIMEOUT_MS = 5 * 60_000

function headersOf(raw: string): Headers {
  const headers = new Headers()
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
  }
  return headers
}

const NO_BODY_STATUSES = new Set([101, 204, 205, 304])

/**
 * A fetch for one upload that reports how much of the body has been sent (0 to 1). Fetch can only
 * report upload progress by streaming the body (what ky's own onUploadProgress does), which Chromium
 * allows over HTTP/2 only and Firefox and Safari not at all; this server speaks HTTP/1.1. So the
 * request ky built is sent with XMLHttpRequest, and its answer handed back to ky as a Response: the
 * client's headers, hooks and error handling stay the same as for every other call.
 */
export function uploadTransport(
  onProgress: (fraction: number) => void,
  timeoutMs = UPLOAD_TIMEOUT_MS,
): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const body = request.body ? await request.arrayBuffer() : null
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open(request.method, request.url)
      xhr.timeout = timeoutMs
      xhr.responseType = 'arraybuffer'
      for (const [name, value] of request.headers) xhr.setRequestHeader(name, value)
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
      }
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) onProgress(1)
        resolve(
          new Response(NO_BODY_STATUSES.has(xhr.status) ? null : xhr.response, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        )
      }
      xhr.onerror = () => reject(new NetworkError())
      xhr.ontimeout = () => reject(new NetworkError())
      xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true })
      xhr.send(body)
    })
  }
}

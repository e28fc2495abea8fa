import path from 'node:path'
import { QUEUED_UPLOADS_PATH } from '../shared/record-key'
import type { UploadProgress } from '../shared/upload-progress'
import type { ReadCache } from './read-cache'
import { countedBody, takeUploadTag } from './upload-progress'

/** The console's own origin. Its pages, its API calls and its images all live here. */
export const APP_SCHEME = 'app'
export const APP_HOST = 'console'
export const APP_URL = `${APP_SCHEME}://${APP_HOST}/`

/**
 * Main gives up waiting for the lab server after this long (never frozen). It is below the
 * page's own 15 s (PAGE_REQUEST_TIMEOUT_MS in the renderer) so that a read main answers from the
 * read cache, or a write it reports as not sent, reaches the page before the page gives up itself.
 */
export const RELAY_TIMEOUT_MS = 12_000
/** Uploads (multipart bodies up to 10 MB) are given as long as the page's upload client gives them. */
export const UPLOAD_RELAY_TIMEOUT_MS = 5 * 60_000

/**
 * How long main waits for the server's answer to one request. Only sending a file (POST or PUT of a
 * body to `/api/uploads` or `/api/admin/media`) may take long on a slow line; every read, including
 * the Media tab's list at the same address, gets the ordinary limit, so a hung server is noticed.
 */
export function relayLimitMs(method: string, pathname: string, ordinaryMs = RELAY_TIMEOUT_MS): number {
  const sendsFile =
    (method === 'POST' || method === 'PUT') && /^\/api\/(?:uploads|admin\/media)\/?$/.test(pathname)
  return sendsFile ? UPLOAD_RELAY_TIMEOUT_MS : ordinaryMs
}

/** Registered before app ready: a standard, secure origin with fetch and storage, like https. */
export const APP_SCHEME_PRIVILEGES = {
  standard: true,
  secure: true,
  supportFetchAPI: true,
  stream: true,
} as const

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

// Hop-by-hop and identity headers that must not be relayed between the page and the server.
const DROPPED_REQUEST_HEADERS = [
  'host',
  'origin',
  'referer',
  'cookie',
  'connection',
  'keep-alive',
  'content-length',
]
// The body is relayed decoded, so its original encoding and length no longer apply.
const DROPPED_RESPONSE_HEADERS = [
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'set-cookie',
]

export interface AppProtocolDeps {
  /** Where the renderer's files come from: the built folder, or the Vite dev server in development. */
  renderer: { dir: string } | { devServerUrl: string }
  /** The configured lab server's origin, or null before the first-run screen. */
  getServerUrl(): string | null
  /** Electron's net.fetch in the app (Node's fetch in tests). */
  fetch: typeof fetch
  readFile(filePath: string): Promise<Uint8Array<ArrayBuffer>>
  contentSecurityPolicy(): string
  /** Keeps the reads the console showed, and answers with them while the server cannot be reached. */
  readCache?: ReadCache
  /** The offline queue's images (file-shelf.ts, sealed on disk), shown at /queued-uploads/<name> until uploaded. */
  readQueuedFile?(name: string): Uint8Array<ArrayBuffer>
  /** Told whether the server answered each relayed request (false: no answer, or none in time). */
  onServerAnswer?(answered: boolean): void
  /** How much of a tagged upload's body has gone to the server (upload-progress.ts). */
  onUploadProgress?(progress: UploadProgress): void
  relayTimeoutMs?: number
}

/** Fetch options with `duplex`, which a streamed request body needs and TypeScript's RequestInit lacks. */
interface StreamingRequestInit extends RequestInit {
  duplex?: 'half'
}

const isProxied = (pathname: string) =>
  pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/')

function jsonError(status: number, error: string, message: string): Response {
  return Response.json({ statusCode: status, error, message }, { status })
}

/**
 * One request of the page relayed to the lab server: streamed both ways, its upload's bytes counted,
 * given up after the relay's limit, read through the read cache when there is one. An unreachable
 * server is a network error for the page, not an HTTP answer.
 */
async function relayToServer(deps: AppProtocolDeps, request: Request, url: URL): Promise<Response> {
  const serverUrl = deps.getServerUrl()
  if (!serverUrl) return jsonError(503, 'Service Unavailable', 'Set the server address first.')
  const headers = new Headers(request.headers)
  for (const name of DROPPED_REQUEST_HEADERS) headers.delete(name)
  const upload = takeUploadTag(headers)
  // Streamed, not read whole first: a 10 MB upload is not held in main, and its bytes are counted
  // as the connection to the server takes them.
  const body = request.method !== 'GET' && request.method !== 'HEAD' ? request.body : null
  const report = deps.onUploadProgress
  // Until the answer starts (and, for a read the cache keeps, until its body is in), no longer
  // than the relay's limit; a download already under way is not cut off.
  const limit = relayLimitMs(request.method, url.pathname, deps.relayTimeoutMs)
  const timeout = new AbortController()
  const timer = setTimeout(() => timeout.abort(new Error('The server did not answer in time.')), limit)
  const signal = AbortSignal.any([timeout.signal, request.signal])
  const fetchLive = async () => {
    try {
      const init: StreamingRequestInit = {
        method: request.method,
        headers,
        body: body && upload && report ? countedBody(body, upload, report) : body,
        // A streamed body: sent as it is read (Node's fetch and Electron's net.fetch require it).
        ...(body && { duplex: 'half' }),
        signal,
      }
      const live = await deps.fetch(new URL(url.pathname + url.search, serverUrl).href, init)
      deps.onServerAnswer?.(true)
      return live
    } catch (error) {
      // The page cancelling its own request (a tab closed) says nothing about the server.
      if (!request.signal.aborted) deps.onServerAnswer?.(false)
      throw error
    }
  }
  let answer: Response
  try {
    answer = deps.readCache
      ? await deps.readCache.relay(request, url, serverUrl, fetchLive)
      : await fetchLive()
  } catch {
    return Response.error()
  } finally {
    clearTimeout(timer)
  }
  const responseHeaders = new Headers(answer.headers)
  for (const name of DROPPED_RESPONSE_HEADERS) responseHeaders.delete(name)
  const withoutBody = request.method === 'HEAD' || [101, 204, 205, 304].includes(answer.status)
  return new Response(withoutBody ? null : answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: responseHeaders,
  })
}

/**
 * Serves `app://console`: the renderer's files, and `/api/*` and `/uploads/*` relayed to the
 * configured lab server. The page thus talks only to its own origin: the API needs no CORS, the
 * admin's root-relative image URLs (`/uploads/…`) just work, and the CSP can say connect-src 'self'.
 * When the server cannot be reached the page's request fails as a network error (not an HTTP
 * answer), which is what makes the admin queue an edit instead of reporting it failed.
 */
export function createAppProtocolHandler(deps: AppProtocolDeps): (request: Request) => Promise<Response> {
  function withDocumentHeaders(response: Response, contentType: string): Response {
    const headers = new Headers(response.headers)
    headers.set('content-type', contentType)
    headers.set('x-content-type-options', 'nosniff')
    if (contentType.startsWith('text/html'))
      headers.set('content-security-policy', deps.contentSecurityPolicy())
    return new Response(response.body, { status: response.status, headers })
  }

  async function serveFile(dir: string, pathname: string): Promise<Response> {
    let relative: string
    try {
      relative = decodeURIComponent(pathname)
    } catch {
      return new Response('Bad request', { status: 400 })
    }
    if (relative.includes('\0')) return new Response('Bad request', { status: 400 })
    const root = path.resolve(dir)
    let filePath = path.resolve(root, `.${path.posix.normalize(`/${relative}`)}`)
    const inside = path.relative(root, filePath)
    if (inside.startsWith('..') || path.isAbsolute(inside)) return new Response('Not found', { status: 404 })
    // The app routes with the URL hash; any other extension-less path is the app shell too.
    if (inside === '' || !path.extname(filePath)) filePath = path.join(root, 'index.html')
    try {
      const bytes = await deps.readFile(filePath)
      const contentType = CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream'
      return withDocumentHeaders(new Response(bytes), contentType)
    } catch {
      return new Response('Not found', { status: 404 })
    }
  }

  /** An image kept offline, opened from the queue's sealed shelf (only names the shelf holds; no paths). */
  function serveQueuedFile(read: (name: string) => Uint8Array<ArrayBuffer>, name: string): Response {
    if (!/^[\w-]+\.[a-z0-9]{1,5}$/i.test(name)) return new Response('Not found', { status: 404 })
    try {
      const contentType = CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream'
      return withDocumentHeaders(new Response(read(name)), contentType)
    } catch {
      return new Response('Not found', { status: 404 })
    }
  }

  async function serveFromDevServer(devServerUrl: string, url: URL): Promise<Response> {
    let answer: Response
    try {
      answer = await deps.fetch(new URL(url.pathname + url.search, devServerUrl).href)
    } catch {
      return Response.error()
    }
    return withDocumentHeaders(answer, answer.headers.get('content-type') ?? 'application/octet-stream')
  }

  return async (request) => {
    const url = new URL(request.url)
    if (url.host !== APP_HOST) return new Response('Not found', { status: 404 })
    if (isProxied(url.pathname)) return relayToServer(deps, request, url)
    if (deps.readQueuedFile && url.pathname.startsWith(QUEUED_UPLOADS_PATH) && path.extname(url.pathname))
      return serveQueuedFile(deps.readQueuedFile, url.pathname.slice(QUEUED_UPLOADS_PATH.length))
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } })
    return 'dir' in deps.renderer
      ? serveFile(deps.renderer.dir, url.pathname)
      : serveFromDevServer(deps.renderer.devServerUrl, url)
  }
}

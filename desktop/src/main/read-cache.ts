import { createHash } from 'node:crypto'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { isRecord } from '@labsite/shared'
import { type CacheStorage, listFiles, SEALED_SUFFIX } from './cache-storage'

/** Bodies larger than this are not kept (a list the console shows is far smaller; exports are not lists). */
export const MAX_CACHED_BODY_BYTES = 2 * 1024 * 1024
/** How long a kept read may be shown offline (README, desktop section); older ones are deleted. */
export const MAX_CACHED_AGE_MS = 7 * 24 * 60 * 60 * 1000
/** The same for answers the server marked `no-store` (bookings, enquiries: patients' details): one working day. */
export const MAX_NO_STORE_AGE_MS = 24 * 60 * 60 * 1000
/** Answer headers a cached read needs to be used like a fresh one. */
const KEPT_HEADERS = ['content-type', 'etag', 'x-total-count']
/** Reads never kept: the health check, the live event stream, and files to download. */
const NOT_CACHED = /^\/api\/(health|events)(\/|$)|\/(export|download)(\/|$|\?)|\.(csv|pdf)$/

interface CachedRead {
  /** The path and query it answers, so it can be fetched again to re-validate it. */
  url: string
  savedAt: string
  status: number
  headers: Record<string, string>
  body: string
  /** The server said `no-store`: kept for a shorter time (MAX_NO_STORE_AGE_MS); absent in older entries. */
  noStore?: boolean
}

const isCachedRead = (value: unknown): value is CachedRead =>
  isRecord(value) &&
  typeof value.url === 'string' &&
  typeof value.savedAt === 'string' &&
  typeof value.status === 'number' &&
  isRecord(value.headers) &&
  Object.values(value.headers).every((header) => typeof header === 'string') &&
  typeof value.body === 'string' &&
  (value.noStore === undefined || typeof value.noStore === 'boolean')

export interface ReadCache {
  /**
   * Answers a GET from the server through the cache: a 200 JSON answer is kept (per server and
   * user) on the way back; when the server does not answer (no connection, or main's relay timed
   * out), the kept answer is served instead, marked with `x-offline-data-from`. Once main knows the
   * server is not answering (`serverDown`), a kept answer is served at once, without waiting for
   * the relay's limit again; main's health check (sync.ts) says when the server is back. Throws what
   * `fetchLive` threw when nothing is kept for it.
   */
  relay(request: Request, url: URL, serverUrl: string, fetchLive: () => Promise<Response>): Promise<Response>
  /** When the oldest cached answer shown since the server last answered was saved (null: all live). */
  offlineDataFrom(): string | null
  /** Deletes every read kept for `userId` on `serverUrl` (sign-out). */
  forgetUser(serverUrl: string, userId: string): Promise<void>
  /** Deletes every kept read, of any user, that names the record `id` (erased on the server). */
  purgeRecord(id: string): Promise<number>
  /** Deletes reads past their age, and clear-text files an older console left (at start, whoever signs in). */
  prune(): Promise<void>
  /**
   * Prunes; then fetches each of `userId`'s kept reads again (`fetchLive(path)`), so a person erased on the server while this
   * console was closed or away leaves the cache too. Stops, keeping the rest, when the server does
   * not answer.
   */
  revalidate(serverUrl: string, userId: string, fetchLive: (url: string) => Promise<Response>): Promise<void>
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex')
const isNoStore = (answer: Response) =>
  /(^|[\s,])no-store($|[\s,])/i.test(answer.headers.get('cache-control') ?? '')

/**
 * The console's offline reads: every list and document it has shown is kept under
 * `<userData>/read-cache/<server>/<user>/`, so after a restart with no network each tab still opens,
 * with "Server not answering — data from 14:05" in the status bar. The user is the one whose token
 * the request carries (`userOfToken`): a read made with any other token is neither kept nor served,
 * so one person never sees another's cached data.
 *
 * What is kept, and how (README, desktop section). Every entry is sealed with AES-256-GCM under the
 * data key that safeStorage protects (`storage`: cache-storage.ts); when the PC has no secure
 * storage, entries live in memory only and nothing is written. Answers the server marks
 * `Cache-Control: no-store` (booking and enquiry lists and records) are the ones the front desk
 * most needs offline, so they are kept too, but only sealed, for at most a day, deleted when the
 * user signs out, and purged when the server erases the person: `no-store` is honoured in its
 * intent (no readable copy at rest), not to the letter.
 */
export function createReadCache(deps: {
  dir: string
  userOfToken: (token: string | null) => string | null
  storage: CacheStorage
  onChange?: () => void
  now?: () => Date
  /** Main has found the server not answering (no connection, or a relay or health check timed out). */
  serverDown?: () => boolean
  /** A read was answered from the cache without asking the server: time to check whether it is back. */
  onServedWhileDown?: () => void
}): ReadCache {
  const { storage } = deps
  const now = deps.now ?? (() => new Date())
  let servedFrom: string | null = null
  const setServedFrom = (next: string | null) => {
    if (next === servedFrom) return
    servedFrom = next
    deps.onChange?.()
  }
  const userDir = (serverUrl: string, user: string) =>
    path.join(deps.dir, sha(serverUrl).slice(0, 16), sha(user).slice(0, 16))
  const fileOf = (serverUrl: string, user: string, pathAndQuery: string) =>
    path.join(userDir(serverUrl, user), `${sha(pathAndQuery)}${SEALED_SUFFIX}`)

  function fileFor(request: Request, url: URL, serverUrl: string): string | null {
    if (request.method !== 'GET' || NOT_CACHED.test(url.pathname)) return null
    const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null
    const user = bearer ? deps.userOfToken(bearer) : 'anonymous'
    if (!user) return null
    return fileOf(serverUrl, user, url.pathname + url.search)
  }

  async function readEntry(file: string): Promise<CachedRead | null> {
    const text = await storage.read(file)
    if (text === null) return null
    try {
      const entry: unknown = JSON.parse(text)
      if (isCachedRead(entry)) return entry
      await storage.remove(file)
      return null
    } catch {
      await storage.remove(file)
      return null
    }
  }
  /** A kept answer as the page gets it: marked with the time it was saved, which the status bar shows. */
  function fromCache(cached: CachedRead): Response {
    if (!servedFrom || cached.savedAt < servedFrom) setServedFrom(cached.savedAt)
    return new Response(cached.body, {
      status: cached.status,
      headers: { ...cached.headers, 'x-offline-data-from': cached.savedAt },
    })
  }
  const expired = (entry: CachedRead) =>
    now().getTime() - Date.parse(entry.savedAt) > (entry.noStore ? MAX_NO_STORE_AGE_MS : MAX_CACHED_AGE_MS)

  /** Keeps a live answer (its body already read) when it is one to keep; forgets the entry when the record is gone. */
  async function keep(file: string, pathAndQuery: string, answer: Response, bytes: Uint8Array) {
    const contentType = answer.headers.get('content-type') ?? ''
    if (answer.status === 200 && contentType.includes('json') && bytes.byteLength <= MAX_CACHED_BODY_BYTES) {
      const headers: Record<string, string> = {}
      for (const name of KEPT_HEADERS) {
        const value = answer.headers.get(name)
        if (value !== null) headers[name] = value
      }
      const entry: CachedRead = {
        url: pathAndQuery,
        savedAt: now().toISOString(),
        status: 200,
        headers,
        body: Buffer.from(bytes).toString('utf8'),
        noStore: isNoStore(answer),
      }
      await storage.write(file, JSON.stringify(entry))
    } else if ([401, 403, 404, 410].includes(answer.status)) await storage.remove(file)
  }

  async function prune() {
    // Clear text an older console wrote (or anything on disk when entries live in memory only).
    for (const file of await listFiles(deps.dir))
      if (!file.endsWith(SEALED_SUFFIX) || !storage.persistent) await rm(file, { force: true })
    for (const file of await storage.list(deps.dir)) {
      const entry = await readEntry(file)
      if (entry && expired(entry)) await storage.remove(file)
    }
  }

  return {
    offlineDataFrom: () => servedFrom,

    async relay(request, url, serverUrl, fetchLive) {
      const file = fileFor(request, url, serverUrl)
      if (!file) {
        const answer = await fetchLive()
        setServedFrom(null)
        return answer
      }
      if (deps.serverDown?.()) {
        // Waiting out the relay's limit again would only end with this same answer.
        const cached = await readEntry(file)
        if (cached && !expired(cached)) {
          deps.onServedWhileDown?.()
          return fromCache(cached)
        }
      }
      let answer: Response
      let bytes: Uint8Array<ArrayBuffer>
      try {
        answer = await fetchLive()
        // Read within main's relay timeout too: a server that stalls mid-answer is not answering.
        bytes = new Uint8Array(await answer.arrayBuffer())
      } catch (error) {
        const cached = await readEntry(file)
        if (!cached || expired(cached)) throw error
        return fromCache(cached)
      }
      setServedFrom(null)
      await keep(file, url.pathname + url.search, answer, bytes)
      return new Response(bytes, {
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.headers,
      })
    },

    forgetUser: (serverUrl, userId) => storage.removeTree(userDir(serverUrl, userId)),

    async purgeRecord(id) {
      let purged = 0
      const named = `"${id}"`
      for (const file of await storage.list(deps.dir)) {
        const entry = await readEntry(file)
        if (entry?.body.includes(named)) {
          await storage.remove(file)
          purged++
        }
      }
      return purged
    },

    prune,

    async revalidate(serverUrl, userId, fetchLive) {
      await prune()
      for (const file of await storage.list(userDir(serverUrl, userId))) {
        const entry = await readEntry(file)
        if (!entry) continue
        let answer: Response
        let bytes: Uint8Array
        try {
          answer = await fetchLive(entry.url)
          bytes = new Uint8Array(await answer.arrayBuffer())
        } catch {
          return
        }
        if (answer.status >= 500) return
        await keep(file, entry.url, answer, bytes)
      }
    },
  }
}

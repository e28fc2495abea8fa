import type { CacheStorage } from './cache-storage'
import { type CachedRead, isCacheable } from './cached-read'
import { readCacheShelf } from './read-cache-shelf'

export { MAX_NO_STORE_AGE_MS } from './cached-read'

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
  const shelf = readCacheShelf(deps.dir, storage, now)

  function fileFor(request: Request, url: URL, serverUrl: string): string | null {
    if (!isCacheable(request.method, url.pathname)) return null
    const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null
    const user = bearer ? deps.userOfToken(bearer) : 'anonymous'
    if (!user) return null
    return shelf.fileOf(serverUrl, user, url.pathname + url.search)
  }

  /** A kept answer as the page gets it: marked with the time it was saved, which the status bar shows. */
  function fromCache(cached: CachedRead): Response {
    if (!servedFrom || cached.savedAt < servedFrom) setServedFrom(cached.savedAt)
    return new Response(cached.body, {
      status: cached.status,
      headers: { ...cached.headers, 'x-offline-data-from': cached.savedAt },
    })
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
        const cached = await shelf.freshEntry(file)
        if (cached) {
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
        const cached = await shelf.freshEntry(file)
        if (!cached) throw error
        return fromCache(cached)
      }
      setServedFrom(null)
      await shelf.keep(file, url.pathname + url.search, answer, bytes)
      return new Response(bytes, {
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.headers,
      })
    },

    forgetUser: (serverUrl, userId) => storage.removeTree(shelf.userDir(serverUrl, userId)),

    purgeRecord: shelf.purgeRecord,

    prune: shelf.prune,

    async revalidate(serverUrl, userId, fetchLive) {
      await shelf.prune()
      for (const file of await storage.list(shelf.userDir(serverUrl, userId))) {
        const entry = await shelf.readEntry(file)
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
        await shelf.keep(file, entry.url, answer, bytes)
      }
    },
  }
}

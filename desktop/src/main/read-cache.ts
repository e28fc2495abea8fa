import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Bodies larger than this are not kept (a list the console shows is far smaller; exports are not lists). */
export const MAX_CACHED_BODY_BYTES = 2 * 1024 * 1024
/** Answer headers a cached read needs to be used like a fresh one. */
const KEPT_HEADERS = ['content-type', 'etag', 'x-total-count']
/** Reads never kept: the health check, the live event stream, and files to download. */
const NOT_CACHED = /^\/api\/(health|events)(\/|$)|\/(export|download)(\/|$|\?)/

interface CachedRead {
  savedAt: string
  status: number
  headers: Record<string, string>
  body: string
}

export interface ReadCache {
  /**
   * Answers a GET from the server through the cache: a 200 JSON answer is kept (per server and
   * user) on the way back; when the server cannot be reached, the kept answer is served instead,
   * marked with `x-offline-data-from`. Throws what `fetchLive` threw when nothing is kept for it.
   */
  relay(request: Request, url: URL, serverUrl: string, fetchLive: () => Promise<Response>): Promise<Response>
  /** When the oldest cached answer shown since the server last answered was saved (null: all live). */
  offlineDataFrom(): string | null
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * The console's offline reads: every list and document it has shown is kept on disk under
 * `<userData>/read-cache/<server>/<user>/`, so after a restart with no network each tab still opens,
 * with a clear "Offline — data from 14:05" in the status bar. The user is the one whose token the
 * request carries (`userOfToken`): a read made with any other token is neither kept nor served,
 * so one person never sees another's cached data.
 */
export function createReadCache(deps: {
  dir: string
  userOfToken: (token: string | null) => string | null
  onChange?: () => void
  now?: () => Date
}): ReadCache {
  const now = deps.now ?? (() => new Date())
  let servedFrom: string | null = null
  const setServedFrom = (next: string | null) => {
    if (next === servedFrom) return
    servedFrom = next
    deps.onChange?.()
  }

  function fileFor(request: Request, url: URL, serverUrl: string): string | null {
    if (request.method !== 'GET' || NOT_CACHED.test(url.pathname)) return null
    const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null
    const user = bearer ? deps.userOfToken(bearer) : 'anonymous'
    if (!user) return null
    return path.join(
      deps.dir,
      sha(serverUrl).slice(0, 16),
      sha(user).slice(0, 16),
      `${sha(url.pathname + url.search)}.json`,
    )
  }

  async function keep(file: string, answer: Response): Promise<Response> {
    const bytes = new Uint8Array(await answer.arrayBuffer())
    const contentType = answer.headers.get('content-type') ?? ''
    if (answer.status === 200 && contentType.includes('json') && bytes.byteLength <= MAX_CACHED_BODY_BYTES) {
      const headers: Record<string, string> = {}
      for (const name of KEPT_HEADERS) {
        const value = answer.headers.get(name)
        if (value !== null) headers[name] = value
      }
      const cached: CachedRead = {
        savedAt: now().toISOString(),
        status: 200,
        headers,
        body: Buffer.from(bytes).toString('utf8'),
      }
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(`${file}.tmp`, JSON.stringify(cached))
      await rename(`${file}.tmp`, file)
    } else if (answer.status === 404 || answer.status === 410) await rm(file, { force: true })
    return new Response(bytes, {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
    })
  }

  return {
    offlineDataFrom: () => servedFrom,
    async relay(request, url, serverUrl, fetchLive) {
      const file = fileFor(request, url, serverUrl)
      let answer: Response
      try {
        answer = await fetchLive()
      } catch (error) {
        if (!file) throw error
        let cached: CachedRead
        try {
          cached = JSON.parse(await readFile(file, 'utf8')) as CachedRead
        } catch {
          throw error
        }
        if (!servedFrom || cached.savedAt < servedFrom) setServedFrom(cached.savedAt)
        return new Response(cached.body, {
          status: cached.status,
          headers: { ...cached.headers, 'x-offline-data-from': cached.savedAt },
        })
      }
      setServedFrom(null)
      return file ? keep(file, answer) : answer
    },
  }
}

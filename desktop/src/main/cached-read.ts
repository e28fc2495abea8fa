import { isRecord } from '@labsite/shared'

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

/** One kept answer, as it is sealed on disk. */
export interface CachedRead {
  /** The path and query it answers, so it can be fetched again to re-validate it. */
  url: string
  savedAt: string
  status: number
  headers: Record<string, string>
  body: string
  /** The server said `no-store`: kept for a shorter time (MAX_NO_STORE_AGE_MS); absent in older entries. */
  noStore?: boolean
}

export const isCachedRead = (value: unknown): value is CachedRead =>
  isRecord(value) &&
  typeof value.url === 'string' &&
  typeof value.savedAt === 'string' &&
  typeof value.status === 'number' &&
  isRecord(value.headers) &&
  Object.values(value.headers).every((header) => typeof header === 'string') &&
  typeof value.body === 'string' &&
  (value.noStore === undefined || typeof value.noStore === 'boolean')

/** Whether a GET of this path may be kept at all. */
export const isCacheable = (method: string, pathname: string) =>
  method === 'GET' && !NOT_CACHED.test(pathname)

const isNoStore = (answer: Response) =>
  /(^|[\s,])no-store($|[\s,])/i.test(answer.headers.get('cache-control') ?? '')

/** Past the age it may be shown offline: a day for `no-store` answers, a week for the rest. */
export const isExpired = (entry: CachedRead, now: Date) =>
  now.getTime() - Date.parse(entry.savedAt) > (entry.noStore ? MAX_NO_STORE_AGE_MS : MAX_CACHED_AGE_MS)

/**
 * What a live answer (its body already read) does to the kept copy: a small 200 JSON answer is kept,
 * an answer saying the record is gone or no longer the user's forgets it, and any other leaves it.
 */
export function keptAnswer(
  pathAndQuery: string,
  answer: Response,
  bytes: Uint8Array,
  now: Date,
): { keep: CachedRead } | 'forget' | null {
  const contentType = answer.headers.get('content-type') ?? ''
  if (answer.status === 200 && contentType.includes('json') && bytes.byteLength <= MAX_CACHED_BODY_BYTES) {
    const headers: Record<string, string> = {}
    for (const name of KEPT_HEADERS) {
      const value = answer.headers.get(name)
      if (value !== null) headers[name] = value
    }
    return {
      keep: {
        url: pathAndQuery,
        savedAt: now.toISOString(),
        status: 200,
        headers,
        body: Buffer.from(bytes).toString('utf8'),
        noStore: isNoStore(answer),
      },
    }
  }
  return [401, 403, 404, 410].includes(answer.status) ? 'forget' : null
}

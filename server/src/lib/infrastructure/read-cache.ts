import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** A public answer kept in memory: its bytes, their ETag, and compressed copies made the first time one is asked for. */
export interface CachedAnswer {
  body: Buffer
  etag: string
  contentType: string
  status: number
  /** Headers of the answer that belong to its content (X-Total-Count). */
  headers: Readonly<Record<string, string>>
  /** The resources (change bus names) it was read from; undefined = any change may alter it. */
  tags: readonly string[] | undefined
  /** The route pattern it was answered by (the metrics' label), 'unmatched' for a page. */
  route: string
  encoded: Partial<Record<ContentEncoding, Buffer>>
  /**
   * Every header of the plain answer but its length, worked out once when it is stored (security headers
   * of the request that produced it included), so a hit is written straight to the socket.
   */
  wire: Readonly<Record<string, string>>
}

export type ContentEncoding = 'br' | 'gzip'

/** Below this an answer is sent as it is: compressing a few hundred bytes saves nothing worth the CPU. */
export const COMPRESS_THRESHOLD_BYTES = 1024

export const weakEtagOf = (body: Buffer | string) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`

export interface ReadCacheLimits {
  maxEntries: number
  maxBytes: number
}

/**
 * Serialized public answers by request key, least recently used dropped first past either limit.
 * `generation` moves on every invalidation: an answer read from the database before an invalidation
 * must not be stored after it (it may hold what the write replaced), so `set` takes the generation
 * seen when the read started and refuses a stale one.
 */
export function createReadCache(limits: ReadCacheLimits) {
  const entries = new Map<string, CachedAnswer>()
  let bytes = 0
  let generation = 0

  const sizeOf = (answer: CachedAnswer) =>
    answer.body.length + (answer.encoded.br?.length ?? 0) + (answer.encoded.gzip?.length ?? 0)

  function remove(key: string) {
    const answer = entries.get(key)
    if (!answer) return
    bytes -= sizeOf(answer)
    entries.delete(key)
  }

  function evict() {
    for (const key of entries.keys()) {
      if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) return
      remove(key)
    }
  }

  return {
    get generation() {
      return generation
    },
    get size() {
      return entries.size
    },
    get(key: string): CachedAnswer | undefined {
      const answer = entries.get(key)
      if (answer) {
        // Map order is insertion order: re-inserting marks it most recently used.
        entries.delete(key)
        entries.set(key, answer)
      }
      return answer
    },
    set(key: string, answer: Omit<CachedAnswer, 'encoded'>, seenGeneration: number): CachedAnswer | null {
      if (seenGeneration !== generation || answer.body.length > limits.maxBytes / 4) return null
      remove(key)
      const stored: CachedAnswer = { ...answer, encoded: {} }
      entries.set(key, stored)
      bytes += sizeOf(stored)
      evict()
      return stored
    },
    /** The body in `encoding`, compressed once and kept (Brotli at a quality that stays fast). */
    encode(key: string, answer: CachedAnswer, encoding: ContentEncoding): Buffer {
      let encoded = answer.encoded[encoding]
      if (encoded) return encoded
      encoded =
        encoding === 'br'
          ? brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
          : gzipSync(answer.body, { level: 6 })
      answer.encoded[encoding] = encoded
      if (entries.get(key) === answer) {
        bytes += encoded.length
        evict()
      }
      return encoded
    },
    /** Drops every answer read from `resource` (and those that did not say what they read). */
    invalidate(resource: string) {
      generation++
      for (const [key, answer] of entries) {
        if (!answer.tags || answer.tags.includes(resource)) remove(key)
      }
    },
    clear() {
      generation++
      entries.clear()
      bytes = 0
    },
  }
}

export type ReadCache = ReturnType<typeof createReadCache>

/** The best of br and gzip that the client accepts (a `q=0` refuses), or null for the plain body. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null
  let gzip = false
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))
    if (refused) continue
    if (name === 'br') return 'br'
    if (name === 'gzip' || name === '*') gzip = true
  }
  return gzip ? 'gzip' : null
}

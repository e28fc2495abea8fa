import { createHash } from 'node:crypto'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { type CacheStorage, listFiles, SEALED_SUFFIX } from './cache-storage'
import { type CachedRead, isCachedRead, isExpired, keptAnswer } from './cached-read'

const sha = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * Where the read cache keeps its entries, `<dir>/<server>/<user>/<read>` (each name hashed), and what
 * it does with them: read one (an unreadable one is deleted), keep or forget one after a live answer,
 * and delete those past their age or naming an erased record.
 */
export function readCacheShelf(dir: string, storage: CacheStorage, now: () => Date) {
  const userDir = (serverUrl: string, user: string) =>
    path.join(dir, sha(serverUrl).slice(0, 16), sha(user).slice(0, 16))
  const expired = (entry: CachedRead) => isExpired(entry, now())

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

  return {
    userDir,
    fileOf: (serverUrl: string, user: string, pathAndQuery: string) =>
      path.join(userDir(serverUrl, user), `${sha(pathAndQuery)}${SEALED_SUFFIX}`),
    readEntry,

    /** A kept entry still young enough to be shown, else null. */
    async freshEntry(file: string): Promise<CachedRead | null> {
      const cached = await readEntry(file)
      return cached && !expired(cached) ? cached : null
    },

    /** Keeps a live answer (its body already read) when it is one to keep; forgets the entry when the record is gone. */
    async keep(file: string, pathAndQuery: string, answer: Response, bytes: Uint8Array) {
      const kept = keptAnswer(pathAndQuery, answer, bytes, now())
      if (kept === 'forget') await storage.remove(file)
      else if (kept) await storage.write(file, JSON.stringify(kept.keep))
    },

    async prune() {
      // Clear text an older console wrote (or anything on disk when entries live in memory only).
      for (const file of await listFiles(dir))
        if (!file.endsWith(SEALED_SUFFIX) || !storage.persistent) await rm(file, { force: true })
      for (const file of await storage.list(dir)) {
        const entry = await readEntry(file)
        if (entry && expired(entry)) await storage.remove(file)
      }
    },

    async purgeRecord(id: string) {
      let purged = 0
      const named = `"${id}"`
      for (const file of await storage.list(dir)) {
        const entry = await readEntry(file)
        if (entry?.body.includes(named)) {
          await storage.remove(file)
          purged++
        }
      }
      return purged
    },
  }
}

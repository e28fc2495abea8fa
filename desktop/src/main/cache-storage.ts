import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { SealedBox } from './sealed-box'

/** Where the read cache keeps its entries: sealed files on disk, or memory only. Paths name entries in both. */
export interface CacheStorage {
  /** Whether entries outlive the app (false: memory only). */
  persistent: boolean
  read(file: string): Promise<string | null>
  write(file: string, text: string): Promise<void>
  remove(file: string): Promise<void>
  /** Every entry under `dir` (any depth). */
  list(dir: string): Promise<string[]>
  removeTree(dir: string): Promise<void>
}

/** A sealed entry's file name ends so; anything else under the cache folder is an older console's clear text. */
export const SEALED_SUFFIX = '.sealed'

/** Entries as files sealed with the data key (AES-256-GCM), written whole via a rename. */
export function createSealedDiskStorage(box: SealedBox): CacheStorage {
  const context = 'read-cache'
  return {
    persistent: true,
    async read(file) {
      let bytes: Buffer
      try {
        bytes = await readFile(file)
      } catch {
        return null
      }
      try {
        return box.open(bytes, context).toString('utf8')
      } catch {
        // Sealed under another key (or damaged): of no use, and never to be read in clear.
        await rm(file, { force: true })
        return null
      }
    },
    async write(file, text) {
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(`${file}.tmp`, box.seal(text, context), { mode: 0o600 })
      await rename(`${file}.tmp`, file)
    },
    remove: (file) => rm(file, { force: true }),
    list: (dir) => listFiles(dir),
    removeTree: (dir) => rm(dir, { recursive: true, force: true }),
  }
}

/** Entries in memory only, for this run: used when the PC offers no secure storage for the data key. */
export function createMemoryCacheStorage(): CacheStorage {
  const entries = new Map<string, string>()
  const inside = (file: string, dir: string) => file.startsWith(dir + path.sep)
  return {
    persistent: false,
    read: async (file) => entries.get(file) ?? null,
    write: async (file, text) => void entries.set(file, text),
    remove: async (file) => void entries.delete(file),
    list: async (dir) => [...entries.keys()].filter((file) => inside(file, dir)),
    async removeTree(dir) {
      for (const file of [...entries.keys()]) if (inside(file, dir)) entries.delete(file)
    },
  }
}

/** Every file under `dir` on disk (none when it does not exist). */
export async function listFiles(dir: string): Promise<string[]> {
  let names: string[]
  try {
    names = (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
  } catch {
    return []
  }
  return names
}

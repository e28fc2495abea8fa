import { createReadStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

/**
 * Where uploads and private files are kept, by key (`uploads/media/<name>.webp`,
 * `private/consultations/<name>`): DATA_DIR on this machine, or an S3-compatible bucket that several
 * server processes share. Files are always written in full to a local temporary file first, then
 * handed over, so a half-written file is never visible under its key.
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3'
  /** Moves the complete local file at `sourcePath` to `key` (the local file is gone afterwards). */
  putFile(sourcePath: string, key: string, contentType: string): Promise<void>
  /** The stored bytes and their size, or null when nothing is stored under `key`. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>
  /** Removes `key`; removing what is not there is not an error. */
  remove(key: string): Promise<void>
}

/** Keys are made by the server from generated names; this refuses anything that could climb out. */
export function checkKey(key: string): string {
  const parts = key.split('/')
  if (
    parts.length < 2 ||
    parts.some((part) => part === '' || part === '.' || part === '..' || part.startsWith('.'))
  ) {
    throw new Error(`invalid object key ${JSON.stringify(key)}`)
  }
  return key
}

/** DATA_DIR/<key>: a rename within one disk, so an object appears whole or not at all. */
export function createLocalObjectStore(root: string): ObjectStore {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'))
  return {
    kind: 'local',
    async putFile(sourcePath, key) {
      const target = fileOf(key)
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
      await rename(sourcePath, target)
    },
    async open(key) {
      const file = fileOf(key)
      const info = await stat(file).catch(() => null)
      if (!info?.isFile()) return null
      return { stream: createReadStream(file), size: info.size }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true })
    },
  }
}

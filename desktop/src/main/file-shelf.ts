import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { SealedBox } from './sealed-box'

/** Where the queue keeps copies of images picked offline until they are uploaded. */
export interface FileShelf {
  write(name: string, bytes: Uint8Array): void
  read(name: string): Uint8Array<ArrayBuffer>
  remove(name: string): void
  /** Names of the files on the shelf, with when each was written. */
  list(): { name: string; writtenAt: Date }[]
  dir: string
}

/**
 * A folder of the queue's files (`<userData>/queue-files`), each written whole via a rename. With a
 * `box` each file is sealed (AES-256-GCM): a picked image may be a prescription or a report. A file
 * an older console wrote in clear is still read as it is (it leaves the shelf once uploaded).
 */
export function createFileShelf(dir: string, box?: SealedBox): FileShelf {
  const at = (name: string) => path.join(dir, path.basename(name))
  const context = (name: string) => `queue-file:${path.basename(name)}`
  return {
    dir,
    write(name, bytes) {
      mkdirSync(dir, { recursive: true })
      writeFileSync(`${at(name)}.tmp`, box ? box.seal(bytes, context(name)) : bytes, { mode: 0o600 })
      renameSync(`${at(name)}.tmp`, at(name))
    },
    read(name) {
      const bytes = readFileSync(at(name))
      return new Uint8Array(box?.isSealed(bytes) ? box.open(bytes, context(name)) : bytes)
    },
    remove: (name) => rmSync(at(name), { force: true }),
    list() {
      let names: string[]
      try {
        names = readdirSync(dir)
      } catch {
        return []
      }
      return names
        .filter((name) => !name.endsWith('.tmp'))
        .map((name) => ({ name, writtenAt: statSync(at(name)).mtime }))
    },
  }
}

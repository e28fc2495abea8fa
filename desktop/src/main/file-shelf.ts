import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Where the queue keeps copies of images picked offline until they are uploaded. */
export interface FileShelf {
  write(name: string, bytes: Uint8Array): void
  read(name: string): Uint8Array
  remove(name: string): void
  dir: string
}

/** A folder of the queue's files (`<userData>/queue-files`), each written whole via a rename. */
export function createFileShelf(dir: string): FileShelf {
  const at = (name: string) => path.join(dir, path.basename(name))
  return {
    dir,
    write(name, bytes) {
      mkdirSync(dir, { recursive: true })
      writeFileSync(`${at(name)}.tmp`, bytes)
      renameSync(`${at(name)}.tmp`, at(name))
    },
    read: (name) => new Uint8Array(readFileSync(at(name))),
    remove: (name) => rmSync(at(name), { force: true }),
  }
}

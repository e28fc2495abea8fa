import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs'
import path from 'node:path'
import { errorField } from '@labsite/shared'
import type { SealedBox } from './sealed-box'
import type { JsonStore } from './store'

/**
 * Why a file was set aside: it is sealed but this run's data key does not open it, or its content
 * is not what this version reads (damaged, hand-edited, another version's).
 */
export type SetAsideReason = 'sealed-under-another-key' | 'unreadable'

/**
 * A JSON file written so that a crash never leaves it half-written: the new content goes to a
 * temporary file that is flushed to disk, then renamed over the old one (an atomic step). A torn
 * temporary file from a crash is simply never read. An unreadable or invalid main file (edited by
 * hand, damaged disk, sealed with a key this run does not have) is moved aside as
 * `<name>.corrupt-<time>` rather than silently overwritten.
 *
 * With a `box` the file is sealed (AES-256-GCM, sealed-box.ts): it may hold patients' details. A
 * file an older console wrote in clear is still read, and sealed again at once.
 */
export function createJsonFileStore<T>(
  filePath: string,
  isValid: (value: unknown) => value is T,
  now: () => Date = () => new Date(),
  /** Told where an unreadable file was moved, so staff can be shown (and not silently lose) it. */
  onSetAside?: (keptAs: string, why: SetAsideReason) => void,
  box?: SealedBox,
): JsonStore<T> {
  const tempPath = `${filePath}.tmp`
  const context = path.basename(filePath)
  const store: JsonStore<T> = {
    read() {
      let bytes: Buffer
      try {
        bytes = readFileSync(filePath)
      } catch (error) {
        if (errorField(error, 'code') === 'ENOENT') return null
        throw error
      }
      const sealed = box?.isSealed(bytes) ?? false
      let opened = !sealed
      try {
        const text = sealed && box ? box.open(bytes, context).toString('utf8') : bytes.toString('utf8')
        opened = true
        const value: unknown = JSON.parse(text)
        if (isValid(value)) {
          if (box && !sealed) store.write(value)
          return value
        }
      } catch {
        // falls through to keeping the damaged file for inspection
      }
      const keptAs = `${filePath}.corrupt-${now().getTime()}`
      renameSync(filePath, keptAs)
      onSetAside?.(keptAs, opened ? 'unreadable' : 'sealed-under-another-key')
      return null
    },
    write(value) {
      mkdirSync(path.dirname(filePath), { recursive: true })
      const text = JSON.stringify(value)
      const fd = openSync(tempPath, 'w', 0o600)
      try {
        writeSync(fd, box ? box.seal(text, context) : Buffer.from(text, 'utf8'))
        fsyncSync(fd)
      } finally {
        closeSync(fd)
      }
      renameSync(tempPath, filePath)
    },
  }
  return store
}

import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs'
import path from 'node:path'
import type { JsonStore } from './store'

/**
 * A JSON file written so that a crash never leaves it half-written: the new content goes to a
 * temporary file that is flushed to disk, then renamed over the old one (an atomic step). A torn
 * temporary file from a crash is simply never read. An unreadable or invalid main file (edited by
 * hand, damaged disk) is moved aside as `<name>.corrupt-<time>` rather than silently overwritten.
 */
export function createJsonFileStore<T>(
  filePath: string,
  isValid: (value: unknown) => value is T,
  now: () => Date = () => new Date(),
  /** Told where an unreadable file was moved, so staff can be shown (and not silently lose) it. */
  onSetAside?: (keptAs: string) => void,
): JsonStore<T> {
  const tempPath = `${filePath}.tmp`
  return {
    read() {
      let text: string
      try {
        text = readFileSync(filePath, 'utf8')
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
      try {
        const value: unknown = JSON.parse(text)
        if (isValid(value)) return value
      } catch {
        // falls through to keeping the damaged file for inspection
      }
      const keptAs = `${filePath}.corrupt-${now().getTime()}`
      renameSync(filePath, keptAs)
      onSetAside?.(keptAs)
      return null
    },
    write(value) {
      mkdirSync(path.dirname(filePath), { recursive: true })
      const fd = openSync(tempPath, 'w')
      try {
        writeSync(fd, JSON.stringify(value))
        fsyncSync(fd)
      } finally {
        closeSync(fd)
      }
      renameSync(tempPath, filePath)
    },
  }
}

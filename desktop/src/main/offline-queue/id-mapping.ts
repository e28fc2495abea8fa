import type { AdminWrite } from '@labsite/shared'
import { replacePathId } from '../../shared/record-key'
import type { EntryRefs, QueuedWrite } from './entry-refs'

/** `value` with every string `rename` changes replaced, however deep; object keys stay as they are. */
export function mapStrings(value: unknown, rename: (text: string) => string): unknown {
  if (typeof value === 'string') return rename(value)
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, rename))
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, rename)]))
  return value
}

/**
 * A write made after a sync by a form opened before it, still naming records by their local ids:
 * each local id the queue has since mapped becomes the server's, in the path and the body. Only
 * whole values are ids; a longer text that contains one is left as it is.
 */
export function withIdsMapped<W extends Pick<AdminWrite, 'path' | 'json'>>(
  write: W,
  idMap: Record<string, string>,
): W {
  const rename = (text: string) => (Object.hasOwn(idMap, text) ? idMap[text] : text)
  const path = write.path.split('/').map(rename).join('/')
  return write.json === undefined
    ? { ...write, path }
    : { ...write, path, json: mapStrings(write.json, rename) }
}

/**
 * `entry` with the local `from` it names (as a `kind`) replaced by the server's `to`: in its body,
 * and for a record id also in its path and record key. Entries that do not name it come back as they are.
 */
export function renamed(entry: QueuedWrite, kind: keyof EntryRefs, from: string, to: string): QueuedWrite {
  if (!entry.refs[kind].includes(from)) return entry
  const rename = (text: string) => (text === from ? to : text)
  const json = entry.write.json === undefined ? undefined : mapStrings(entry.write.json, rename)
  const isId = kind === 'ids'
  return {
    ...entry,
    recordKey: isId ? replacePathId(entry.recordKey, from, to) : entry.recordKey,
    write: {
      ...entry.write,
      ...(json !== undefined && { json }),
      path: isId ? replacePathId(entry.write.path, from, to) : entry.write.path,
    },
    refs: { ...entry.refs, [kind]: entry.refs[kind].filter((value) => value !== from) },
  }
}

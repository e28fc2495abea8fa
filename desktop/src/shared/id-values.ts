import type { AdminWrite } from '@labsite/shared'

/*
 * Ids are data: a local id becomes the server's only where it is a whole value (a path segment or a
 * string in the body), never inside a longer text or as an object key. Main's queue
 * (offline-queue/id-mapping.ts) and the renderer's edit queue (renderer/desktop-platform.ts) share it.
 */

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

import { mapStrings } from '../../shared/id-values'
import { replacePathId } from '../../shared/record-key'
import type { EntryRefs, QueuedWrite } from './entry-refs'

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

import type { AdminWrite } from '@labsite/shared'
import type { QueueEntry } from '../../shared/ipc-contract'
import { QUEUED_UPLOADS_PATH } from '../../shared/record-key'

/**
 * What a queued write names that exists only on this computer until a replay sends it: ids of
 * records created offline (a create's local id), references of walk-ins registered offline
 * (`LOCAL-…`) and images kept offline (`/queued-uploads/…`). Recorded once, when the write is
 * queued, so a replay finds and rewrites exactly these values instead of searching the write's text.
 */
export interface EntryRefs {
  ids: string[]
  references: string[]
  files: string[]
}

/** A queued write as the queue keeps it in memory: what staff see, and what it names. */
export interface QueuedWrite extends QueueEntry {
  refs: EntryRefs
}

/** The locals a new write can name: those of the creates and walk-ins queued before it. */
export interface KnownLocals {
  ids: ReadonlySet<string>
  references: ReadonlySet<string>
}

/**
 * The local id a create gave its record (its Idempotency-Key, which the list's placeholder shows as
 * id until the server answers), when the entry is such a create.
 */
export const localIdOf = (entry: Pick<QueueEntry, 'write' | 'recordKey'>): string | undefined =>
  entry.write.method === 'POST' && entry.recordKey === `${entry.write.path}/${entry.write.idempotencyKey}`
    ? entry.write.idempotencyKey
    : undefined

export function knownLocalsOf(entries: readonly QueueEntry[]): KnownLocals {
  const ids = new Set<string>()
  const references = new Set<string>()
  for (const entry of entries) {
    const localId = localIdOf(entry)
    if (localId) ids.add(localId)
    if (entry.localReference) references.add(entry.localReference)
  }
  return { ids, references }
}

/** Calls `visit` with every string a JSON value holds as a value, however deep (object keys are names, not values). */
export function forEachString(value: unknown, visit: (text: string) => void): void {
  if (typeof value === 'string') visit(value)
  else if (Array.isArray(value)) for (const item of value) forEachString(item, visit)
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) forEachString(item, visit)
}

/**
 * What `write` names, read once from its path's segments and its body's string values: a value
 * counts only when it is the whole local id, reference or address, never a part of a longer text.
 */
export function refsOf(write: Pick<AdminWrite, 'path' | 'json'>, known: KnownLocals): EntryRefs {
  const ids = new Set<string>()
  const references = new Set<string>()
  const files = new Set<string>()
  const note = (value: string) => {
    if (known.ids.has(value)) ids.add(value)
    if (known.references.has(value)) references.add(value)
    if (value.startsWith(QUEUED_UPLOADS_PATH)) files.add(value)
  }
  for (const segment of write.path.split('/')) if (known.ids.has(segment)) ids.add(segment)
  forEachString(write.json, note)
  return { ids: [...ids], references: [...references], files: [...files] }
}

/**
 * Entries read from a file written before refs were recorded (or by such a console since): each is
 * given what it names, judged against the creates and walk-ins queued before it, as on enqueue.
 */
export function withRefs(entries: readonly (QueueEntry & { refs?: EntryRefs })[]): QueuedWrite[] {
  return entries.map((entry, index) => ({
    ...entry,
    refs: entry.refs ?? refsOf(entry.write, knownLocalsOf(entries.slice(0, index))),
  }))
}

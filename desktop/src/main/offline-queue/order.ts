import type { QueueEntry } from '../../shared/ipc-contract'
import { idOf, versionOf } from './answers'
import { localIdOf, type QueuedWrite } from './entry-refs'

/**
 * A chain is one person's writes to one record: a colleague's waiting write never holds back mine.
 * Theirs then meets my saved version as a conflict on replay, like any other change.
 */
export const chainKeyOf = (entry: Pick<QueueEntry, 'recordKey' | 'owner'>) =>
  `${entry.owner?.id ?? ''}\u0000${entry.recordKey}`

/**
 * An entry waits for an earlier create that is still queued when it is about that record or names
 * its local id, and for an earlier walk-in registration whose local reference it names: the server
 * knows neither yet.
 */
export function waitsForCreate(entries: readonly QueuedWrite[], entry: QueuedWrite): boolean {
  for (const earlier of entries) {
    if (earlier.id === entry.id) return false
    const localId = localIdOf(earlier)
    if (localId && (earlier.recordKey === entry.recordKey || entry.refs.ids.includes(localId))) return true
    if (earlier.localReference && entry.refs.references.includes(earlier.localReference)) return true
  }
  return false
}

/** Entries without `dropped`; the chain's next write inherits the version a dropped unsent one expected. */
export function without<E extends QueueEntry>(entries: readonly E[], dropped: ReadonlySet<string>): E[] {
  const kept: E[] = []
  const inherited = new Map<string, number | undefined>()
  for (const entry of entries) {
    const chain = chainKeyOf(entry)
    if (dropped.has(entry.id)) {
      if (!inherited.has(chain)) inherited.set(chain, entry.write.ifMatch)
      continue
    }
    const ifMatch = inherited.get(chain)
    if (inherited.has(chain) && entry.chained && entry.write.ifMatch === undefined) {
      kept.push({ ...entry, chained: false, write: { ...entry.write, ifMatch } })
      inherited.delete(chain)
    } else kept.push(entry)
  }
  return kept
}

/** The next write of `sent`'s chain, when chained, expects the version `sent` produced. */
export function passVersionOn<E extends QueueEntry>(
  entries: readonly E[],
  sent: Pick<QueueEntry, 'recordKey' | 'owner'>,
  version: number | undefined,
): E[] {
  const next = entries.find((e) => chainKeyOf(e) === chainKeyOf(sent))
  if (!next?.chained || version === undefined) return [...entries]
  return entries.map((e) => (e === next ? { ...e, write: { ...e.write, ifMatch: version } } : e))
}

/**
 * A reorder (PUT <list>/reorder/all, server/src/lib/kits/reorder-route.ts) carries no version, yet
 * it raises by one the version of every item whose position changed. So the next waiting write of
 * the same person to each listed item, which expects the version from before the reorder, would
 * meet a false conflict. The reorder's answer (the whole list) gives each item's new version: a
 * write expecting exactly one less is moved on to it, like the next edit of a chain. One expecting
 * anything older is left alone: someone else changed that item too, which is a real conflict.
 */
export function afterReorder<E extends QueueEntry>(reorder: QueueEntry, answer: unknown, entries: E[]): E[] {
  const list = reorder.write.path.match(/^(.*)\/reorder\/all$/)?.[1]
  if (reorder.write.method !== 'PUT' || !list || !Array.isArray(answer)) return entries
  const moved = new Map<string, number>()
  for (const item of answer) {
    const id = idOf(item)
    const version = versionOf(item)
    if (!id || version === undefined) continue
    const next = entries.find(
      (e) => e.recordKey === `${list}/${id}` && e.owner?.id === reorder.owner?.id && e.state === 'pending',
    )
    if (next?.write.ifMatch === version - 1) moved.set(next.id, version)
  }
  return entries.map((e) => {
    const ifMatch = moved.get(e.id)
    return ifMatch === undefined ? e : { ...e, write: { ...e.write, ifMatch } }
  })
}

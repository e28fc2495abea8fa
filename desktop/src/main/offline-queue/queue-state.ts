import type { FileShelf } from '../file-shelf'
import type { JsonStore } from '../store'
import type { QueuedWrite } from './entry-refs'
import { EMPTY_QUEUE, type QueueContents, type StoredQueueFile, upgradeQueueFile } from './queue-file'

/** The queue in memory and on disk: every change is saved whole before it counts. */
export interface QueueState {
  contents(): QueueContents
  /** Saves the queue with `next` applied; images no waiting write names any more leave the shelf. */
  save(next: Partial<QueueContents>): void
  find(id: string): QueuedWrite | undefined
  update(id: string, change: (entry: QueuedWrite) => QueuedWrite): void
}

/** The files a write (or an upload's own file) names: they stay on the shelf while it waits. */
const namedFilesOf = (entries: readonly QueuedWrite[]): Set<string> =>
  new Set(entries.flatMap((e) => (e.upload ? [...e.refs.files, e.upload.file] : e.refs.files)))

export function openQueueState(store: JsonStore<StoredQueueFile>, shelf: FileShelf | undefined): QueueState {
  const loaded = store.read()
  const upgrade = loaded ? upgradeQueueFile(loaded) : null
  let contents: QueueContents = upgrade?.contents ?? EMPTY_QUEUE
  if (upgrade?.migrated) store.write(contents)

  const save = (next: Partial<QueueContents>) => {
    const updated = { ...contents, ...next }
    const named = namedFilesOf(updated.entries)
    const files = (updated.files ?? []).map((f) =>
      !f.claimed && named.has(f.localUrl) ? { ...f, claimed: true } : f,
    )
    // An image no waiting write names any more (its write was discarded or sent) leaves the shelf.
    const unused = files.filter((f) => f.claimed && !named.has(f.localUrl))
    updated.files = files.filter((f) => !unused.includes(f))
    store.write(updated)
    contents = updated
    for (const f of unused) shelf?.remove(f.stored)
  }
  const find = (id: string) => contents.entries.find((entry) => entry.id === id)
  return {
    contents: () => contents,
    save,
    find,
    update: (id, change) =>
      save({ entries: contents.entries.map((entry) => (entry.id === id ? change(entry) : entry)) }),
  }
}

import { type AdminWrite, isWalkInRegistration, localWalkInReference } from '@labsite/shared'
import { withIdsMapped } from '../../shared/id-values'
import type { QueueEntry, QueueOwner } from '../../shared/ipc-contract'
import { recordKeyOf } from '../../shared/record-key'
import { knownLocalsOf, localIdOf, type QueuedWrite, refsOf } from './entry-refs'
import type { KeptFiles, PickedFile } from './kept-files'
import type { QueueState } from './queue-state'

/** What staff see of a queued write (without what it names, which is the queue's own business). */
export const publicEntry = ({ refs: _refs, ...entry }: QueuedWrite): QueueEntry => structuredClone(entry)

export interface NewWriteDeps {
  state: QueueState
  files: KeptFiles
  now: () => Date
  newId: () => string
  maxWrites: number
}

const assertRoom = ({ state, maxWrites }: NewWriteDeps) => {
  if (state.contents().entries.length >= maxWrites)
    throw new Error(
      `${maxWrites.toLocaleString('en')} edits are already waiting on this computer, the most the console keeps. ` +
        'Reconnect to the server (or discard waiting edits) before making more changes.',
    )
}

/** Keeps a write of `owner`'s, or answers null when deleting a record that exists only on this computer. */
export function enqueue(deps: NewWriteDeps, incoming: AdminWrite, owner: QueueOwner): QueueEntry | null {
  const { entries, idMap } = deps.state.contents()
  const write = withIdsMapped(incoming, idMap)
  const recordKey = recordKeyOf(write)
  const onRecord = entries.filter((entry) => entry.recordKey === recordKey)
  const create = onRecord.find((entry) => localIdOf(entry) !== undefined)
  // Only this person's own earlier writes to the record: a colleague's never hold this one back.
  const chain = onRecord.filter((entry) => entry.owner?.id === owner.id)
  // Deleting a record that exists only on this computer: nothing ever needs to reach the server.
  if (write.method === 'DELETE' && create && create.sentAt === undefined) {
    deps.state.save({ entries: entries.filter((entry) => entry.recordKey !== recordKey) })
    return null
  }
  assertRoom(deps)
  const id = deps.newId()
  // A write without a version (a reorder, some documents) is not checked by the server: no chain.
  const chained = chain.length > 0 && write.ifMatch !== undefined
  const entry: QueuedWrite = {
    id,
    // Updates and deletes get a key too: harmless where the server ignores it, and a replay is
    // then recognisable in the server's logs whatever the method.
    write: {
      ...write,
      // Filled in from the previous write's answer on replay.
      ifMatch: chained ? undefined : write.ifMatch,
      idempotencyKey: write.idempotencyKey ?? id,
    },
    recordKey,
    chained,
    owner,
    enqueuedAt: deps.now().toISOString(),
    state: 'pending',
    // Shown at the desk as pending until the server gives the booking its reference.
    ...(isWalkInRegistration(write) && { localReference: localWalkInReference(write.idempotencyKey) }),
    refs: refsOf(write, knownLocalsOf(entries)),
  }
  deps.state.save({ entries: [...entries, entry] })
  return publicEntry(entry)
}

/** Keeps a picked image without a write naming it yet: the form's save comes next. */
export function keepFile(deps: NewWriteDeps, picked: PickedFile, owner: QueueOwner): { url: string } {
  const kept = deps.files.shelve(picked, owner)
  deps.state.save({ files: [...(deps.state.contents().files ?? []), kept] })
  return { url: kept.localUrl }
}

/** Keeps an upload made offline: the file on the shelf and its write (a POST without JSON) in one save. */
export function enqueueUpload(
  deps: NewWriteDeps,
  picked: PickedFile,
  incoming: AdminWrite,
  owner: QueueOwner,
): QueueEntry {
  if (incoming.method !== 'POST' || incoming.json !== undefined)
    throw new Error('Only an upload (a POST whose body is the file) is kept with its file.')
  assertRoom(deps)
  const kept = deps.files.shelve(picked, owner)
  const id = deps.newId()
  const write = { ...incoming, idempotencyKey: incoming.idempotencyKey ?? id }
  const entry: QueuedWrite = {
    id,
    write,
    // A create of its own: nothing is chained to it.
    recordKey: recordKeyOf(write),
    chained: false,
    owner,
    enqueuedAt: deps.now().toISOString(),
    state: 'pending',
    upload: { file: kept.localUrl, name: kept.name },
    refs: refsOf(write, knownLocalsOf(deps.state.contents().entries)),
  }
  // The file and the write that names it in one save: a crash keeps both or neither (a shelf
  // file the queue does not list is removed after a day).
  const { entries, files } = deps.state.contents()
  deps.state.save({ entries: [...entries, entry], files: [...(files ?? []), kept] })
  return publicEntry(entry)
}

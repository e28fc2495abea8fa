import type { QueueEntry, QueueOwner } from '../../shared/ipc-contract'
import { versionOf } from './answers'
import { knownLocalsOf, localIdOf, type QueuedWrite, refsOf } from './entry-refs'
import { publicEntry } from './new-writes'
import { chainKeyOf, without } from './order'
import type { QueueState } from './queue-state'

/** Staff's decisions on waiting writes: discard, keep mine, take theirs, edit again, send again. */

const stillThere = (state: QueueState, id: string): QueuedWrite => {
  const entry = state.find(id)
  if (!entry) throw new Error('That edit is no longer waiting.')
  return entry
}

/** Discard: the write is dropped; an unsent create takes the writes to its record with it. */
export function remove(state: QueueState, id: string): boolean {
  const entry = state.find(id)
  if (!entry) return false
  const { entries } = state.contents()
  const dropped = new Set([id])
  // Without its create, the later writes to a record made offline could only answer 404.
  if (localIdOf(entry) && entry.sentAt === undefined)
    for (const e of entries) if (e.recordKey === entry.recordKey) dropped.add(e.id)
  state.save({ entries: without(entries, dropped) })
  return true
}

/** "Keep mine": pending again, over `version` (the server's version when staff chose). */
export function keepMine(state: QueueState, id: string, version?: number): QueueEntry {
  const entry = state.find(id)
  if (entry?.state !== 'conflict') throw new Error('That edit has no conflict to resolve.')
  const theirs = versionOf(entry.theirs)
  state.update(id, ({ theirs: _theirs, error: _error, sentAt: _sentAt, ...rest }) => ({
    ...rest,
    state: 'pending',
    chained: false,
    write: { ...rest.write, ifMatch: version ?? theirs ?? rest.write.ifMatch },
  }))
  return publicEntry(stillThere(state, id))
}

/** "Take theirs": the conflicting write and every later write of the same record are dropped. */
export function takeTheirs(state: QueueState, id: string): number {
  const entry = stillThere(state, id)
  const { entries } = state.contents()
  const index = entries.indexOf(entry)
  const dropped = entries.filter((e, i) => i >= index && chainKeyOf(e) === chainKeyOf(entry))
  state.save({ entries: entries.filter((e) => !dropped.includes(e)) })
  return dropped.length
}

/** "Edit again" for a refused write: its fields changed by staff (and what they name read anew), then pending again. */
export function editAgain(state: QueueState, id: string, json: unknown, owner: QueueOwner): QueueEntry {
  const entry = state.find(id)
  if (entry?.state !== 'failed') throw new Error('That edit was not refused.')
  if (entry.upload) throw new Error('An upload has no fields to edit: send it again or discard it.')
  const { entries } = state.contents()
  const before = entries.slice(0, entries.indexOf(entry))
  state.update(id, ({ error: _error, sentAt: _sentAt, ...rest }) => ({
    ...rest,
    write: { ...rest.write, json },
    owner: rest.owner ?? owner,
    state: 'pending',
    refs: refsOf({ path: rest.write.path, json }, knownLocalsOf(before)),
  }))
  return publicEntry(stillThere(state, id))
}

/** "Send again" for a refused write: pending again, as `owner`'s when it had none. */
export function retry(state: QueueState, id: string, owner: QueueOwner): QueueEntry {
  const entry = state.find(id)
  if (entry?.state !== 'failed') throw new Error('That edit was not refused.')
  state.update(id, ({ error: _error, sentAt: _sentAt, ...rest }) => ({
    ...rest,
    owner: rest.owner ?? owner,
    state: 'pending',
  }))
  return publicEntry(stillThere(state, id))
}

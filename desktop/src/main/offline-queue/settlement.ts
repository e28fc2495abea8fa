import type { VersionStep } from '../../shared/ipc-contract'
import { replacePathId } from '../../shared/record-key'
import { idOf, referenceOf, versionOf } from './answers'
import { localIdOf, type QueuedWrite } from './entry-refs'
import { renamed } from './id-mapping'
import { MAX_KEPT_REFERENCES } from './limits'
import { afterReorder, passVersionOn } from './order'
import type { QueueContents } from './queue-file'

export interface Settlement {
  /** The queue after `sent` left it, saved in one go. */
  contents: Pick<QueueContents, 'entries' | 'idMap' | 'references'>
  /** The version `sent` took its record from and to, when it was a versioned write of someone's. */
  step?: VersionStep
}

/**
 * The server has `sent`: it leaves the queue, and in the same save a create's local id becomes the
 * server's id in every write that names it, a walk-in's local reference the server's, and the
 * answer's version passes to the next write of the chain (and, for a reorder, of each listed item).
 */
export function settle(contents: QueueContents, sent: QueuedWrite, answer: unknown): Settlement {
  let entries = contents.entries.filter((e) => e.id !== sent.id)
  const idMap = { ...contents.idMap }
  let recordKey = sent.recordKey
  const localId = localIdOf(sent)
  const serverId = idOf(answer)
  if (localId && serverId) {
    idMap[localId] = serverId
    recordKey = replacePathId(recordKey, localId, serverId)
    entries = entries.map((e) => renamed(e, 'ids', localId, serverId))
  }
  const serverReference = referenceOf(answer)
  let references = contents.references
  if (sent.localReference && serverReference) {
    const local = sent.localReference
    references = referencesWith(contents.references, local, serverReference)
    entries = entries.map((e) => renamed(e, 'references', local, serverReference))
  }
  const version = versionOf(answer)
  entries = afterReorder(sent, answer, passVersionOn(entries, { recordKey, owner: sent.owner }, version))
  const step =
    sent.owner && sent.write.ifMatch !== undefined && version !== undefined
      ? { recordKey: sent.write.path, ownerId: sent.owner.id, from: sent.write.ifMatch, to: version }
      : undefined
  return { contents: { entries, idMap, ...(references && { references }) }, ...(step && { step }) }
}

/** A walk-in booked on replay: its local reference now stands for the server's (the desk shows both). */
function referencesWith(
  references: Record<string, string> | undefined,
  local: string,
  server: string,
): Record<string, string> {
  const kept = Object.entries(references ?? {}).filter(([known]) => known !== local)
  return Object.fromEntries([...kept, [local, server]].slice(-MAX_KEPT_REFERENCES))
}

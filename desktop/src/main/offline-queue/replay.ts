import type { QueueEntry } from '../../shared/ipc-contract'
import type { FileShelf } from '../file-shelf'
import { alreadyApplied, currentRecordOf, isHttpAnswer, type ReplayStop, stopReasonFor } from './answers'
import { localIdOf, type QueuedWrite } from './entry-refs'
import { renamed } from './id-mapping'
import type { KeptFiles, UploadFile } from './kept-files'
import { CREATE_KEY_LIFETIME_MS } from './limits'
import { chainKeyOf, waitsForCreate } from './order'
import type { QueueState } from './queue-state'

export interface ReplayOutcome {
  /** Writes the server accepted (and that left the queue). */
  sent: number
  /** Writes that turned into conflicts or failures during this pass. */
  needAttention: number
  stoppedBy: ReplayStop | null
  /** What stopped it (no answer, the server's 503 message …). */
  error?: string
  /** The server's Retry-After, when it sent one. */
  retryAfterMs?: number
}

/** Sends one write; resolves with the answer's body on 2xx, throws ApiError for an HTTP answer, NetworkError (or anything else) for no answer. */
export type SendWrite = (write: QueueEntry['write']) => Promise<unknown>

export interface ReplayDeps {
  state: QueueState
  files: KeptFiles
  shelf?: FileShelf
  now: () => Date
  /** The server has the write: it leaves the queue (settlement.ts). */
  settle(id: string, answer: unknown): void
}

/** How one write's turn ended: sent, in need of staff, or the pass stops here. */
type Turn = 'sent' | 'needs-attention' | Pick<ReplayOutcome, 'stoppedBy' | 'error' | 'retryAfterMs'>

/**
 * Sends `userId`'s pending writes one at a time, oldest first. 2xx: the write leaves the queue.
 * 412: it becomes a conflict holding the server's record (staff choose keep mine / take theirs).
 * Any other 4xx: it is marked failed with the server's message. A conflict or a failure holds
 * back that person's later writes of the same record only; another person's waiting writes hold
 * back nothing (their replay later meets this one's version as a conflict), except a record
 * they created offline that the server does not have yet. No answer, 401, 408, 429 and 5xx
 * stop the pass there, so nothing overtakes an earlier edit.
 */
export async function replayQueue(
  deps: ReplayDeps,
  userId: string,
  send: SendWrite,
  upload?: UploadFile,
): Promise<ReplayOutcome> {
  const outcome: ReplayOutcome = { sent: 0, needAttention: 0, stoppedBy: null }
  const held = new Set<string>()
  for (const { id } of [...deps.state.contents().entries]) {
    const entry = deps.state.find(id)
    if (!entry || entry.owner?.id !== userId) continue
    if (held.has(chainKeyOf(entry)) || waitsForCreate(deps.state.contents().entries, entry)) continue
    if (entry.state !== 'pending') {
      held.add(chainKeyOf(entry))
      continue
    }
    const turn = await replayOne(deps, entry, send, upload)
    if (turn === 'sent') outcome.sent++
    else if (turn === 'needs-attention') {
      held.add(chainKeyOf(entry))
      outcome.needAttention++
    } else return { ...outcome, ...turn }
  }
  return outcome
}

const markFailed = (deps: ReplayDeps, id: string, error: string) =>
  deps.state.update(id, (e) => ({ ...e, state: 'failed', error }))

/** A create sent before a crash so long ago that the server has forgotten its key: resending could duplicate it. */
const interruptedTooLongAgo = (entry: QueueEntry, now: Date): boolean =>
  entry.sentAt !== undefined &&
  localIdOf(entry) !== undefined &&
  now.getTime() - Date.parse(entry.sentAt) > CREATE_KEY_LIFETIME_MS

async function replayOne(
  deps: ReplayDeps,
  entry: QueuedWrite,
  send: SendWrite,
  upload?: UploadFile,
): Promise<Turn> {
  const { id } = entry
  if (interruptedTooLongAgo(entry, deps.now())) {
    markFailed(
      deps,
      id,
      'The console was closed while this was being added, more than a day ago. Check the list: if it is not there, send it again.',
    )
    return 'needs-attention'
  }
  try {
    // Its images first: the server must have them before a write names their URLs.
    await uploadNamedFiles(deps, id, upload)
    const ready = deps.state.find(id) ?? entry
    const picture = ready.upload ? deps.files.uploadOf(ready) : null
    if (ready.upload && !picture) {
      markFailed(
        deps,
        id,
        `The copy of "${ready.upload.name}" kept on this computer is gone: discard this and add the picture again.`,
      )
      return 'needs-attention'
    }
    if (picture && !upload) throw new Error('Images cannot be uploaded from here.')
    deps.state.update(id, (e) => ({ ...e, sentAt: deps.now().toISOString() }))
    // An upload made offline is its own create: its file is the body, under its own key.
    deps.settle(id, picture && upload ? await upload(picture) : await send(ready.write))
    return 'sent'
  } catch (error) {
    return afterError(deps, entry, error)
  }
}

/** Uploads the kept images the write names, and puts each one's server URL in every write naming it. */
async function uploadNamedFiles(deps: ReplayDeps, id: string, upload?: UploadFile): Promise<void> {
  for (const kept of deps.state.contents().files ?? []) {
    if (!deps.state.find(id)?.refs.files.includes(kept.localUrl)) continue
    if (!upload || !deps.shelf) throw new Error('Images cannot be uploaded from here.')
    const { url } = await upload({
      name: kept.name,
      type: kept.type,
      bytes: deps.shelf.read(kept.stored),
      idempotencyKey: kept.id,
    })
    const { entries, files } = deps.state.contents()
    deps.state.save({
      entries: entries.map((e) => renamed(e, 'files', kept.localUrl, url)),
      files: (files ?? []).filter((f) => f.id !== kept.id),
    })
    deps.shelf.remove(kept.stored)
  }
}

/**
 * What a write's failure means. Crash safety: a delete answered 404 is done (gone is what was
 * meant); an update meeting a 412 while the server's record already holds all its fields got there
 * before a crash, and counts as sent.
 */
function afterError(deps: ReplayDeps, entry: QueuedWrite, error: unknown): Turn {
  if (!isHttpAnswer(error))
    return { stoppedBy: 'network', error: error instanceof Error ? error.message : String(error) }
  const stop = stopReasonFor(error.status)
  if (stop)
    return {
      stoppedBy: stop,
      error: `${error.status}: ${error.message}`,
      ...(error.retryAfterMs !== undefined && { retryAfterMs: error.retryAfterMs }),
    }
  if (entry.write.method === 'DELETE' && error.status === 404) {
    deps.settle(entry.id, null)
    return 'sent'
  }
  const theirs = error.status === 412 ? currentRecordOf(error) : null
  const latest = deps.state.find(entry.id) ?? entry
  if (theirs && entry.write.method !== 'DELETE' && alreadyApplied(latest.write, theirs)) {
    deps.settle(entry.id, theirs)
    return 'sent'
  }
  deps.state.update(entry.id, (e) =>
    theirs ? { ...e, state: 'conflict', theirs } : { ...e, state: 'failed', error: error.message },
  )
  return 'needs-attention'
}

import type { AdminWrite } from '@labsite/shared'
import type { QueueEntry, QueueOwner, VersionStep } from '../shared/ipc-contract'
import type { FileShelf } from './file-shelf'
import * as decisions from './offline-queue/decisions'
import { createKeptFiles, type PickedFile, type UploadFile } from './offline-queue/kept-files'
import { MAX_QUEUED_FILE_BYTES, MAX_QUEUED_WRITES, MAX_VERSION_STEPS } from './offline-queue/limits'
import { enqueue, enqueueUpload, keepFile, publicEntry } from './offline-queue/new-writes'
import type { StoredQueueFile } from './offline-queue/queue-file'
import { openQueueState } from './offline-queue/queue-state'
import { type ReplayOutcome, replayQueue, type SendWrite } from './offline-queue/replay'
import { settle } from './offline-queue/settlement'
import type { JsonStore } from './store'

export type { ReplayStop } from './offline-queue/answers'
export type { UploadFile } from './offline-queue/kept-files'
export * from './offline-queue/limits'
export {
  isQueueFile,
  type QueuedFile,
  type QueueFile,
  queueKeptAsideNotice,
} from './offline-queue/queue-file'
export type { ReplayOutcome, SendWrite } from './offline-queue/replay'

export interface OfflineQueue {
  list(): QueueEntry[]
  /** Local ids of records created offline → their ids on the server, for writes made after the mapping. */
  idMap(): Record<string, string>
  /** Walk-ins registered offline and since booked: local reference (`LOCAL-…`) → the server's. */
  references(): Record<string, string>
  /** The versions this run's replays produced (the last MAX_VERSION_STEPS), for forms left open across a sync. */
  versionSteps(): VersionStep[]
  /**
   * Keeps a write of `owner`'s. Answers null when it cancels out instead: deleting a record created
   * offline that never reached the server removes its whole chain and sends nothing.
   */
  enqueue(write: AdminWrite, owner: QueueOwner): QueueEntry | null
  /** Discard: the write is dropped; an unsent create takes the writes to its record with it. */
  remove(id: string): boolean
  /** "Keep mine": pending again, over `version` (the server's version when staff chose). */
  keepMine(id: string, version?: number): QueueEntry
  /** "Take theirs": the conflicting write and every later write of the same record are dropped. */
  takeTheirs(id: string): number
  /** "Edit again" for a refused write: its fields changed by staff, then pending again like "Send again". */
  editAgain(id: string, json: unknown, owner: QueueOwner): QueueEntry
  /** "Send again" for a refused write: pending again, as `owner`'s when it had none. */
  retry(id: string, owner: QueueOwner): QueueEntry
  /**
   * Keeps a copy of an image picked offline; answers the address the page shows it at, which the
   * form puts in its write. On replay it is uploaded before the first write that names it, and the
   * server's URL replaces that address in every queued write naming it.
   */
  keepFile(file: PickedFile, owner: QueueOwner): { url: string }
  /**
   * Keeps an upload made offline (the Media tab's "Add pictures"): the file goes on the shelf and
   * `write` (a POST without JSON) into the queue in one save. On replay the file is sent as the
   * form's `file` field to `write.path` under the write's Idempotency-Key, like any other create.
   */
  enqueueUpload(file: PickedFile, write: AdminWrite, owner: QueueOwner): QueueEntry
  /** Sends `userId`'s pending writes (replay.ts); other staff members' wait for their own session. */
  replay(userId: string, send: SendWrite, upload?: UploadFile): Promise<ReplayOutcome>
}

/**
 * The durable offline edit queue: writes that could not reach the server, kept in the order they
 * were made and saved to the store after every change, so a crash or restart loses none. Its parts
 * live in offline-queue/: the stored file (queue-file.ts), what each write names (entry-refs.ts),
 * local → server ids (id-mapping.ts), chains and waiting (order.ts), the server's answers
 * (answers.ts, settlement.ts), the images kept offline (kept-files.ts) and the replay (replay.ts).
 *
 * Per-record chaining. Writes to one record form a chain (see `recordKeyOf`). We chose to rewrite
 * each queued write's If-Match from the answer to the previous write of its chain, rather than to
 * coalesce a record's edits into one pending write: a write may already be on its way (or, after a
 * crash, on the server) when the next edit is made, and a coalesced write could then no longer be
 * changed safely; a chain also keeps each edit's own label and audit entry. The first write of a
 * chain carries the version its form was opened with, so only someone else's change can ever
 * produce a 412. The answer's version is written into the next write of the chain in the same save
 * that removes the sent one, and a create's answer maps its local id to the server's id in every
 * queued write that names it (path, record key, JSON body) in that save too.
 *
 * Crash safety. Every write is marked `sentAt` before it goes out. If the app dies after the
 * server's 2xx and before the save, the next replay resends it and reconciles: a create is
 * answered from the server's Idempotency-Key store (same key, same user: the same record, no
 * duplicate; keys live 24 h, so one interrupted longer ago waits for staff instead); an update
 * that meets a 412 while the server's record already holds all its fields counts as sent (chain
 * continues from that version); a delete answered 404 counts as done, since gone is what was meant.
 */
export function createOfflineQueue(
  store: JsonStore<StoredQueueFile>,
  options: {
    now?: () => Date
    newId?: () => string
    maxWrites?: number
    maxFileBytes?: number
    /** Where kept images go (main: `<userData>/queue-files`); without one, images cannot be kept offline. */
    shelf?: FileShelf
  } = {},
): OfflineQueue {
  const now = options.now ?? (() => new Date())
  const newId = options.newId ?? (() => crypto.randomUUID())
  const maxFileBytes = options.maxFileBytes ?? MAX_QUEUED_FILE_BYTES
  const state = openQueueState(store, options.shelf)
  const files = createKeptFiles(state, { shelf: options.shelf, now, newId, maxFileBytes })
  files.dropOrphaned()
  const writes = { state, files, now, newId, maxWrites: options.maxWrites ?? MAX_QUEUED_WRITES }
  // In memory: a form open across a sync lives in this run's window.
  let versionSteps: VersionStep[] = []
  const settleOne = (id: string, answer: unknown) => {
    const sent = state.find(id)
    if (!sent) return
    const { contents, step } = settle(state.contents(), sent, answer)
    if (step) versionSteps = [...versionSteps, step].slice(-MAX_VERSION_STEPS)
    state.save(contents)
  }

  return {
    list: () => state.contents().entries.map(publicEntry),
    idMap: () => ({ ...state.contents().idMap }),
    references: () => ({ ...state.contents().references }),
    versionSteps: () => versionSteps.map((step) => ({ ...step })),
    enqueue: (write, owner) => enqueue(writes, write, owner),
    remove: (id) => decisions.remove(state, id),
    keepMine: (id, version) => decisions.keepMine(state, id, version),
    takeTheirs: (id) => decisions.takeTheirs(state, id),
    keepFile: (picked, owner) => keepFile(writes, picked, owner),
    enqueueUpload: (picked, write, owner) => enqueueUpload(writes, picked, write, owner),
    editAgain: (id, json, owner) => decisions.editAgain(state, id, json, owner),
    retry: (id, owner) => decisions.retry(state, id, owner),
    replay: (userId, send, upload) =>
      replayQueue({ state, files, shelf: options.shelf, now, settle: settleOne }, userId, send, upload),
  }
}

import { AdminWriteSchema } from '@labsite/shared'
import { Type } from 'typebox'
import { Value } from 'typebox/value'
import type { QueueEntry, QueueOwner } from '../../shared/ipc-contract'
import { recordKeyOf } from '../../shared/record-key'
import type { SetAsideReason } from '../json-file-store'
import { type EntryRefs, type QueuedWrite, withRefs } from './entry-refs'

const Owner = Type.Object({ id: Type.String({ minLength: 1 }), name: Type.String() })
const QueuedWriteSchema = Type.Intersect([
  AdminWriteSchema,
  Type.Object({ idempotencyKey: Type.String({ minLength: 1 }) }),
])
const EntryRefsSchema = Type.Object({
  ids: Type.Array(Type.String()),
  references: Type.Array(Type.String()),
  files: Type.Array(Type.String()),
})
const QueueEntrySchema = Type.Object({
  id: Type.String({ minLength: 1 }),
  write: QueuedWriteSchema,
  recordKey: Type.String({ minLength: 1 }),
  chained: Type.Boolean(),
  owner: Type.Union([Owner, Type.Null()]),
  enqueuedAt: Type.String(),
  sentAt: Type.Optional(Type.String()),
  state: Type.Union([Type.Literal('pending'), Type.Literal('conflict'), Type.Literal('failed')]),
  error: Type.Optional(Type.String()),
  theirs: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  localReference: Type.Optional(Type.String()),
  upload: Type.Optional(Type.Object({ file: Type.String({ minLength: 1 }), name: Type.String() })),
  // Absent in files written before the queue recorded what each write names: derived on load.
  refs: Type.Optional(EntryRefsSchema),
})
const QueuedFileSchema = Type.Object({
  id: Type.String({ minLength: 1 }),
  localUrl: Type.String({ minLength: 1 }),
  stored: Type.String({ minLength: 1 }),
  name: Type.String(),
  type: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  owner: Owner,
  claimed: Type.Boolean(),
  keptAt: Type.Optional(Type.String()),
})
const QueueFileSchema = Type.Object({
  version: Type.Literal(2),
  entries: Type.Array(QueueEntrySchema),
  idMap: Type.Record(Type.String(), Type.String()),
  files: Type.Optional(Type.Array(QueuedFileSchema)),
  references: Type.Optional(Type.Record(Type.String(), Type.String())),
})
/** What version 1 of the console wrote: no owner, no chains. */
const QueueFileV1Schema = Type.Object({
  version: Type.Literal(1),
  entries: Type.Array(
    Type.Object({
      id: Type.String({ minLength: 1 }),
      write: QueuedWriteSchema,
      enqueuedAt: Type.String(),
      state: Type.String(),
      error: Type.Optional(Type.String()),
      theirs: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    }),
  ),
})

/** An image picked offline: a copy on the queue's shelf, shown at `localUrl` until it is uploaded. */
export interface QueuedFile {
  id: string
  localUrl: string
  /** Its name on the shelf. */
  stored: string
  name: string
  type: string
  size: number
  owner: QueueOwner
  /** A queued write has named it (until then the form that picked it is still open). */
  claimed: boolean
  /** When it was kept (absent in files of older consoles: counted from this start). */
  keptAt?: string
}

/** The queue as stored (version 2); entries saved before refs were recorded have none. */
export interface QueueFile {
  version: 2
  entries: (QueueEntry & { refs?: EntryRefs })[]
  idMap: Record<string, string>
  files?: QueuedFile[]
  /** Walk-ins registered offline: the local reference shown at the desk → the server's reference. */
  references?: Record<string, string>
}

type QueueFileV1 = { version: 1; entries: Omit<QueueEntry, 'recordKey' | 'chained' | 'owner' | 'state'>[] }
/** Any file this version reads. */
export type StoredQueueFile = QueueFile | QueueFileV1

/** The queue as it is kept in memory: every entry knows what it names. */
export interface QueueContents extends Omit<QueueFile, 'entries'> {
  entries: QueuedWrite[]
}

/** A file this version reads: its own, or version 1's (migrated on load). Anything else is kept aside. */
export const isQueueFile = (value: unknown): value is StoredQueueFile =>
  Value.Check(QueueFileSchema, value) || Value.Check(QueueFileV1Schema, value)

export const EMPTY_QUEUE: QueueContents = { version: 2, entries: [], idMap: {} }

/**
 * Version 1 did not record who made a write: rather than send it under whoever signs in next, each
 * waits as "refused" until a signed-in staff member chooses "Send again" (it becomes theirs) or "Discard".
 */
function fromVersion1(file: QueueFileV1): QueueFile {
  return {
    version: 2,
    idMap: {},
    entries: file.entries.map((entry) => ({
      ...entry,
      recordKey: recordKeyOf(entry.write),
      chained: false,
      owner: null,
      state: 'failed',
      error:
        'Kept from an older version of the console, which did not record who made it. Send it again or discard it.',
      theirs: undefined,
    })),
  }
}

/**
 * The stored queue brought to this version: version 1 migrated (`migrated`: write it back now), and
 * entries without refs (saved before refs were recorded) given theirs, stored with the next save.
 */
export function upgradeQueueFile(stored: StoredQueueFile): { contents: QueueContents; migrated: boolean } {
  const file = stored.version === 2 ? stored : fromVersion1(stored)
  return { contents: { ...file, entries: withRefs(file.entries) }, migrated: stored.version !== 2 }
}

/**
 * What staff are shown when the queue file could not be read, saying what really happened: without
 * secure storage (no keyring) a run seals the queue under a key that dies with it
 * (protected-storage.ts), so its unsent edits are lost by design; that is no other version's doing
 * and nothing an administrator can recover.
 */
export function queueKeptAsideNotice(
  keptAs: string,
  why: SetAsideReason = 'unreadable',
  secureStorage = true,
): string {
  if (why === 'sealed-under-another-key' && !secureStorage)
    return `Edits left waiting when the console was last closed are lost: this computer offers no secure storage (keyring), so they were locked with a key that lasted only while the console ran. Nothing was sent. Make those changes again; the locked file, which cannot be opened, was moved to ${keptAs}.`
  if (why === 'sealed-under-another-key')
    return `Edits left waiting on this computer could not be opened: the key that locked them is no longer in this computer's secure storage (it was reset, or the data folder came from another account). Nothing was sent. Make those changes again; the locked file was moved to ${keptAs}.`
  return `Edits saved by another version of the console could not be read; they were kept in ${keptAs}. Nothing was sent or deleted — ask your administrator to look at that file.`
}

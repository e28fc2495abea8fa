import {
  type AdminWrite,
  AdminWriteSchema,
  isWalkInRegistration,
  localWalkInReference,
} from '@labsite/shared'
import { ApiError, NetworkError } from '@labsite/web/api-client'
import { Type } from 'typebox'
import { Value } from 'typebox/value'
import type { QueueEntry, QueueOwner, VersionStep } from '../shared/ipc-contract'
import { QUEUED_UPLOADS_PATH, recordKeyOf, replaceId, replacePathId } from '../shared/record-key'
import type { FileShelf } from './file-shelf'
import type { SetAsideReason } from './json-file-store'
import type { JsonStore } from './store'

/** The most writes the queue keeps (README, desktop section): past it staff are told to reconnect first. */
export const MAX_QUEUED_WRITES = 1_000
/** The most bytes of images picked offline the queue keeps (README, desktop section). */
export const MAX_QUEUED_FILE_BYTES = 200 * 1024 * 1024

/**
 * How long the server remembers an Idempotency-Key (server/src/plugins/idempotency.ts: 24 h), less
 * an hour's margin for clocks: a create interrupted longer ago than this is not resent blindly.
 */
export const CREATE_KEY_LIFETIME_MS = 23 * 60 * 60 * 1000

/**
 * An image picked offline that no write has named after this long belongs to a form that was closed
 * without saving: it leaves the shelf (and stops counting against MAX_QUEUED_FILE_BYTES).
 */
export const ORPHANED_FILE_LIFETIME_MS = 24 * 60 * 60 * 1000
/** How many version steps the queue remembers (a form is not left open across more edits than this). */
export const MAX_VERSION_STEPS = 200
/** How many walk-ins' local → server references the queue remembers (a day at a busy desk). */
export const MAX_KEPT_REFERENCES = 500

const Owner = Type.Object({ id: Type.String({ minLength: 1 }), name: Type.String() })
const QueueEntrySchema = Type.Object({
  id: Type.String({ minLength: 1 }),
  write: Type.Intersect([AdminWriteSchema, Type.Object({ idempotencyKey: Type.String({ minLength: 1 }) })]),
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
      write: Type.Intersect([
        AdminWriteSchema,
        Type.Object({ idempotencyKey: Type.String({ minLength: 1 }) }),
      ]),
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

export interface QueueFile {
  version: 2
  entries: QueueEntry[]
  idMap: Record<string, string>
  files?: QueuedFile[]
  /** Walk-ins registered offline: the local reference shown at the desk → the server's reference. */
  references?: Record<string, string>
}

/**
 * Uploads one kept image (POST /uploads, or `path`, with its Idempotency-Key); answers the server's
 * record of it (its URL; for the media library the whole item).
 */
export type UploadFile = (file: {
  name: string
  type: string
  bytes: Uint8Array
  idempotencyKey: string
  /** Where it goes (below the API base): `uploads` when absent. */
  path?: string
}) => Promise<{
  url: string
}>
type QueueFileV1 = { version: 1; entries: Omit<QueueEntry, 'recordKey' | 'chained' | 'owner' | 'state'>[] }

/** A file this version reads: its own, or version 1's (migrated on load). Anything else is kept aside. */
export const isQueueFile = (value: unknown): value is QueueFile | QueueFileV1 =>
  Value.Check(QueueFileSchema, value) || Value.Check(QueueFileV1Schema, value)

/**
 * Version 1 did not record who made a write: rather than send it under whoever signs in next, each
 * waits as "refused" until a signed-in staff member chooses "Send again" (it becomes theirs) or "Discard".
 */
function migrate(file: QueueFile | QueueFileV1): QueueFile {
  if (file.version === 2) return file
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

/** Why a replay stopped before the end of the queue; the writes it did not reach stay pending. */
export type ReplayStop = 'network' | 'unauthorized' | 'server-busy'

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
   * server's URL replaces that address in every queued write.
   */
  keepFile(file: { name: string; type: string; bytes: Uint8Array }, owner: QueueOwner): { url: string }
  /**
   * Keeps an upload made offline (the Media tab's "Add pictures"): the file goes on the shelf and
   * `write` (a POST without JSON) into the queue in one save. On replay the file is sent as the
   * form's `file` field to `write.path` under the write's Idempotency-Key, like any other create.
   */
  enqueueUpload(
    file: { name: string; type: string; bytes: Uint8Array },
    write: AdminWrite,
    owner: QueueOwner,
  ): QueueEntry
  /** Sends `userId`'s pending writes; other staff members' wait for their own session. */
  replay(userId: string, send: SendWrite, upload?: UploadFile): Promise<ReplayOutcome>
}

/** Statuses that say "not now" rather than "never": the write stays pending and the pass stops. */
function stopReasonFor(status: number): ReplayStop | null {
  if (status === 401) return 'unauthorized'
  if (status === 408 || status === 429 || status >= 500) return 'server-busy'
  return null
}

function currentRecordOf(error: ApiError): Record<string, unknown> | null {
  const current = error.body?.current
  return current && typeof current === 'object' && !Array.isArray(current)
    ? (current as Record<string, unknown>)
    : null
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * A chain is one person's writes to one record: a colleague's waiting write never holds back mine.
 * Theirs then meets my saved version as a conflict on replay, like any other change.
 */
const chainKeyOf = (entry: Pick<QueueEntry, 'recordKey' | 'owner'>) =>
  `${entry.owner?.id ?? ''}\u0000${entry.recordKey}`

/** The server's record already holds every field this update sets (the update got there before a crash). */
function alreadyApplied(write: QueueEntry['write'], current: Record<string, unknown>): boolean {
  const fields = write.json
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return false
  return Object.entries(fields as Record<string, unknown>).every(([field, value]) =>
    sameJson(current[field], value),
  )
}

const versionOf = (answer: unknown): number | undefined => {
  const version = (answer as { version?: unknown } | null)?.version
  return typeof version === 'number' ? version : undefined
}
const idOf = (answer: unknown): string | undefined => {
  const record = answer as { _id?: unknown; id?: unknown } | null
  const id = record?._id ?? record?.id
  return typeof id === 'string' && id ? id : undefined
}
/** The local id a create gave its record, when the entry is such a create. */
const localIdOf = (entry: QueueEntry): string | undefined =>
  entry.write.method === 'POST' && entry.recordKey === `${entry.write.path}/${entry.write.idempotencyKey}`
    ? entry.write.idempotencyKey
    : undefined

/**
 * The durable offline edit queue: writes that could not reach the server, kept in the
 * order they were made and saved to the store after every change, so a crash or restart loses none.
 *
 * Per-record chaining. Writes to one record form a chain (see `recordKeyOf`). We chose to rewrite
 * each queued write's If-Match from the answer to the previous write of its chain, rather than to
 * coalesce a record's edits into one pending write: a write may already be on its way (or, after a
 * crash, on the server) when the next edit is made, and a coalesced write could then no longer be
 * changed safely; a chain also keeps each edit's own label and audit entry. The first write of a
 * chain carries the version its form was opened with, so only someone else's change can ever
 * produce a 412. The answer's version is written into the next write of the chain in the same save
 * that removes the sent one, and a create's answer maps its local id to the server's id in every
 * queued write (path, record key, JSON body) in that save too.
 *
 * Crash safety. Every write is marked `sentAt` before it goes out. If the app dies after the
 * server's 2xx and before the save, the next replay resends it and reconciles: a create is
 * answered from the server's Idempotency-Key store (same key, same user: the same record, no
 * duplicate; keys live 24 h, so one interrupted longer ago waits for staff instead); an update
 * that meets a 412 while the server's record already holds all its fields counts as sent (chain
 * continues from that version); a delete answered 404 counts as done, since gone is what was meant.
 */
export function createOfflineQueue(
  store: JsonStore<QueueFile | QueueFileV1>,
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
  const maxWrites = options.maxWrites ?? MAX_QUEUED_WRITES
  const maxFileBytes = options.maxFileBytes ?? MAX_QUEUED_FILE_BYTES
  const loaded = store.read()
  let file: QueueFile = loaded ? migrate(loaded) : { version: 2, entries: [], idMap: {} }
  if (loaded && loaded.version !== 2) store.write(file)
  const startedAt = now().toISOString()
  // In memory: a form open across a sync lives in this run's window.
  let versionSteps: VersionStep[] = []

  const save = (next: Partial<QueueFile>) => {
    const updated = { ...file, ...next }
    // An image no waiting write names any more (its write was discarded) leaves the shelf.
    const named = JSON.stringify(updated.entries)
    const isNamed = (f: QueuedFile) => named.includes(`"${f.localUrl}"`)
    updated.files = (updated.files ?? []).map((f) => (!f.claimed && isNamed(f) ? { ...f, claimed: true } : f))
    const unused = updated.files.filter((f) => f.claimed && !isNamed(f))
    if (unused.length > 0) updated.files = updated.files.filter((f) => !unused.includes(f))
    store.write(updated)
    file = updated
    for (const f of unused) options.shelf?.remove(f.stored)
  }
  /**
   * Removes images no write ever named, kept more than a day ago, and shelf files the queue does not
   * list at all (left by a crash between the copy and the queue's save) once a day old too.
   */
  const dropOrphanedFiles = () => {
    const cutoff = now().getTime() - ORPHANED_FILE_LIFETIME_MS
    const files = file.files ?? []
    const orphaned = files.filter((f) => !f.claimed && Date.parse(f.keptAt ?? startedAt) < cutoff)
    if (orphaned.length > 0) {
      const kept = files.filter((f) => !orphaned.includes(f))
      store.write({ ...file, files: kept })
      file = { ...file, files: kept }
      for (const f of orphaned) options.shelf?.remove(f.stored)
    }
    const listed = new Set(files.map((f) => f.stored))
    for (const { name, writtenAt } of options.shelf?.list() ?? [])
      if (!listed.has(name) && writtenAt.getTime() < cutoff) options.shelf?.remove(name)
  }
  dropOrphanedFiles()

  const find = (id: string) => file.entries.find((entry) => entry.id === id)

  const assertRoom = () => {
    if (file.entries.length >= maxWrites)
      throw new Error(
        `${maxWrites.toLocaleString('en')} edits are already waiting on this computer, the most the console keeps. ` +
          'Reconnect to the server (or discard waiting edits) before making more changes.',
      )
  }

  /** Copies a picked image onto the shelf (within MAX_QUEUED_FILE_BYTES); the caller lists it in the queue. */
  const shelve = (
    { name, type, bytes }: { name: string; type: string; bytes: Uint8Array },
    owner: QueueOwner,
  ): QueuedFile => {
    if (!options.shelf) throw new Error('Images cannot be kept offline here.')
    dropOrphanedFiles()
    const used = (file.files ?? []).reduce((sum, f) => sum + f.size, 0)
    if (used + bytes.byteLength > maxFileBytes)
      throw new Error(
        `Images waiting to upload would pass ${Math.round(maxFileBytes / 1024 / 1024)} MB, the most the console keeps. Reconnect to the server before adding more images.`,
      )
    const id = newId()
    const extension = /\.[a-z0-9]{1,5}$/i.exec(name)?.[0].toLowerCase() ?? ''
    const stored = `${id}${extension}`
    options.shelf.write(stored, bytes)
    return {
      id,
      localUrl: `${QUEUED_UPLOADS_PATH}${stored}`,
      stored,
      name,
      type,
      size: bytes.byteLength,
      owner,
      claimed: false,
      keptAt: now().toISOString(),
    }
  }

  /**
   * What an upload made offline sends: its kept file, to its write's path under its key. Null when
   * the file is no longer on this computer (nothing could ever send it: staff must add it again).
   */
  const uploadOf = (entry: QueueEntry): Parameters<UploadFile>[0] | null => {
    const kept = (file.files ?? []).find((f) => f.localUrl === entry.upload?.file)
    if (!kept || !options.shelf) return null
    try {
      const bytes = options.shelf.read(kept.stored)
      return {
        name: kept.name,
        type: kept.type,
        bytes,
        idempotencyKey: entry.write.idempotencyKey,
        path: entry.write.path,
      }
    } catch {
      return null
    }
  }
  const update = (id: string, change: (entry: QueueEntry) => QueueEntry) =>
    save({ entries: file.entries.map((entry) => (entry.id === id ? change(entry) : entry)) })
  const withIdsMapped = (write: AdminWrite): AdminWrite => {
    let mapped = write
    for (const [local, server] of Object.entries(file.idMap))
      if (JSON.stringify(mapped).includes(`"${local}"`) || mapped.path.includes(local))
        mapped = { ...replaceId(mapped, local, server), path: replacePathId(mapped.path, local, server) }
    return mapped
  }

  /** Entries without `dropped`; the chain's next write inherits the version a dropped unsent one expected. */
  const without = (entries: QueueEntry[], dropped: Set<string>): QueueEntry[] => {
    const kept: QueueEntry[] = []
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

  /** It is about (or names) a record created offline whose create still waits: the server has no such id yet. */
  const namesUnsentCreate = (entry: QueueEntry): boolean => {
    const body = JSON.stringify(entry.write)
    for (const earlier of file.entries) {
      if (earlier.id === entry.id) return false
      const localId = localIdOf(earlier)
      if (localId && (earlier.recordKey === entry.recordKey || body.includes(`"${localId}"`))) return true
    }
    return false
  }

  /** The server has the write: remove it, and in the same save map a create's id and pass the version on. */
  function settle(id: string, answer: unknown) {
    const entry = find(id)
    if (!entry) return
    let entries = file.entries.filter((e) => e.id !== id)
    const idMap = { ...file.idMap }
    let recordKey = entry.recordKey
    const localId = localIdOf(entry)
    const serverId = idOf(answer)
    if (localId && serverId) {
      idMap[localId] = serverId
      recordKey = replacePathId(recordKey, localId, serverId)
      entries = entries.map((e) => ({
        ...e,
        recordKey: replacePathId(e.recordKey, localId, serverId),
        write: {
          ...replaceId(e.write, localId, serverId),
          path: replacePathId(e.write.path, localId, serverId),
        },
      }))
    }
    const references = referencesAfter(entry, answer)
    const version = versionOf(answer)
    if (entry.owner && entry.write.ifMatch !== undefined && version !== undefined)
      versionSteps = [
        ...versionSteps,
        { recordKey: entry.write.path, ownerId: entry.owner.id, from: entry.write.ifMatch, to: version },
      ].slice(-MAX_VERSION_STEPS)
    const next = entries.find((e) => chainKeyOf(e) === chainKeyOf({ recordKey, owner: entry.owner }))
    if (next?.chained && version !== undefined)
      entries = entries.map((e) => (e === next ? { ...e, write: { ...e.write, ifMatch: version } } : e))
    save({ entries: afterReorder(entry, answer, entries), idMap, ...(references && { references }) })
  }

  /** A walk-in booked on replay: its local reference now stands for the server's (the desk shows both). */
  function referencesAfter(entry: QueueEntry, answer: unknown): Record<string, string> | undefined {
    const reference = (answer as { reference?: unknown } | null)?.reference
    if (!entry.localReference || typeof reference !== 'string' || reference === '') return undefined
    const kept = Object.entries(file.references ?? {}).filter(([local]) => local !== entry.localReference)
    return Object.fromEntries([...kept, [entry.localReference, reference]].slice(-MAX_KEPT_REFERENCES))
  }

  /**
   * A reorder (PUT <list>/reorder/all, server/src/lib/reorder-route.ts) carries no version, yet it
   * raises by one the version of every item whose position changed. So the next waiting write of
   * the same person to each listed item, which expects the version from before the reorder, would
   * meet a false conflict. The reorder's answer (the whole list) gives each item's new version: a
   * write expecting exactly one less is moved on to it, like the next edit of a chain. One expecting
   * anything older is left alone: someone else changed that item too, which is a real conflict.
   */
  function afterReorder(reorder: QueueEntry, answer: unknown, entries: QueueEntry[]): QueueEntry[] {
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
    return entries.map((e) =>
      moved.has(e.id) ? { ...e, write: { ...e.write, ifMatch: moved.get(e.id) as number } } : e,
    )
  }

  return {
    list: () => structuredClone(file.entries),
    idMap: () => ({ ...file.idMap }),
    references: () => ({ ...file.references }),
    versionSteps: () => versionSteps.map((step) => ({ ...step })),

    enqueue(incoming, owner) {
      const write = withIdsMapped(incoming)
      const recordKey = recordKeyOf(write)
      const onRecord = file.entries.filter((entry) => entry.recordKey === recordKey)
      const create = onRecord.find((entry) => localIdOf(entry) !== undefined)
      // Only this person's own earlier writes to the record: a colleague's never hold this one back.
      const chain = onRecord.filter((entry) => entry.owner?.id === owner.id)
      // Deleting a record that exists only on this computer: nothing ever needs to reach the server.
      if (write.method === 'DELETE' && create && create.sentAt === undefined) {
        save({ entries: file.entries.filter((entry) => entry.recordKey !== recordKey) })
        return null
      }
      assertRoom()
      const id = newId()
      // A write without a version (a reorder, some documents) is not checked by the server: no chain.
      const chained = chain.length > 0 && write.ifMatch !== undefined
      const entry: QueueEntry = {
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
        enqueuedAt: now().toISOString(),
        state: 'pending',
        // Shown at the desk as pending until the server gives the booking its reference.
        ...(isWalkInRegistration(write) && { localReference: localWalkInReference(write.idempotencyKey) }),
      }
      save({ entries: [...file.entries, entry] })
      return structuredClone(entry)
    },

    remove(id) {
      const entry = find(id)
      if (!entry) return false
      const dropped = new Set([id])
      // Without its create, the later writes to a record made offline could only answer 404.
      if (localIdOf(entry) && entry.sentAt === undefined)
        for (const e of file.entries) if (e.recordKey === entry.recordKey) dropped.add(e.id)
      save({ entries: without(file.entries, dropped) })
      return true
    },

    keepMine(id, version) {
      const entry = find(id)
      if (entry?.state !== 'conflict') throw new Error('That edit has no conflict to resolve.')
      const theirs = versionOf(entry.theirs)
      update(id, ({ theirs: _theirs, error: _error, sentAt: _sentAt, ...rest }) => ({
        ...rest,
        state: 'pending',
        chained: false,
        write: { ...rest.write, ifMatch: version ?? theirs ?? rest.write.ifMatch },
      }))
      return structuredClone(find(id) as QueueEntry)
    },

    takeTheirs(id) {
      const entry = find(id)
      if (!entry) throw new Error('That edit is no longer waiting.')
      const index = file.entries.indexOf(entry)
      const dropped = file.entries.filter((e, i) => i >= index && chainKeyOf(e) === chainKeyOf(entry))
      save({ entries: file.entries.filter((e) => !dropped.includes(e)) })
      return dropped.length
    },

    keepFile(picked, owner) {
      const kept = shelve(picked, owner)
      // Kept in the file list without a write naming it yet: the form's save comes next.
      const files = [...(file.files ?? []), kept]
      store.write({ ...file, files })
      file = { ...file, files }
      return { url: kept.localUrl }
    },

    enqueueUpload(picked, incoming, owner) {
      if (incoming.method !== 'POST' || incoming.json !== undefined)
        throw new Error('Only an upload (a POST whose body is the file) is kept with its file.')
      assertRoom()
      const kept = shelve(picked, owner)
      const id = newId()
      const write = { ...incoming, idempotencyKey: incoming.idempotencyKey ?? id }
      const entry: QueueEntry = {
        id,
        write,
        // A create of its own: nothing is chained to it.
        recordKey: recordKeyOf(write),
        chained: false,
        owner,
        enqueuedAt: now().toISOString(),
        state: 'pending',
        upload: { file: kept.localUrl, name: kept.name },
      }
      // The file and the write that names it in one save: a crash keeps both or neither (a shelf
      // file the queue does not list is removed after a day).
      save({ entries: [...file.entries, entry], files: [...(file.files ?? []), kept] })
      return structuredClone(entry)
    },

    editAgain(id, json, owner) {
      const entry = find(id)
      if (entry?.state !== 'failed') throw new Error('That edit was not refused.')
      if (entry.upload) throw new Error('An upload has no fields to edit: send it again or discard it.')
      update(id, ({ error: _error, sentAt: _sentAt, ...rest }) => ({
        ...rest,
        write: { ...rest.write, json },
        owner: rest.owner ?? owner,
        state: 'pending',
      }))
      return structuredClone(find(id) as QueueEntry)
    },

    retry(id, owner) {
      const entry = find(id)
      if (entry?.state !== 'failed') throw new Error('That edit was not refused.')
      update(id, ({ error: _error, sentAt: _sentAt, ...rest }) => ({
        ...rest,
        owner: rest.owner ?? owner,
        state: 'pending',
      }))
      return structuredClone(find(id) as QueueEntry)
    },

    /**
     * Sends `userId`'s pending writes one at a time, oldest first. 2xx: the write leaves the queue.
     * 412: it becomes a conflict holding the server's record (staff choose keep mine / take theirs).
     * Any other 4xx: it is marked failed with the server's message. A conflict or a failure holds
     * back that person's later writes of the same record only; another person's waiting writes hold
     * back nothing (their replay later meets this one's version as a conflict), except a record
     * they created offline that the server does not have yet. No answer, 401, 408, 429 and 5xx
     * stop the pass there, so nothing overtakes an earlier edit.
     */
    async replay(userId, send, upload) {
      const outcome: ReplayOutcome = { sent: 0, needAttention: 0, stoppedBy: null }
      const held = new Set<string>()
      for (const { id } of [...file.entries]) {
        const entry = find(id)
        if (!entry || entry.owner?.id !== userId) continue
        if (held.has(chainKeyOf(entry)) || namesUnsentCreate(entry)) continue
        if (entry.state !== 'pending') {
          held.add(chainKeyOf(entry))
          continue
        }
        const interrupted = entry.sentAt !== undefined
        if (
          interrupted &&
          localIdOf(entry) &&
          now().getTime() - Date.parse(entry.sentAt as string) > CREATE_KEY_LIFETIME_MS
        ) {
          update(id, (e) => ({
            ...e,
            state: 'failed',
            error:
              'The console was closed while this was being added, more than a day ago. Check the list: if it is not there, send it again.',
          }))
          held.add(chainKeyOf(entry))
          outcome.needAttention++
          continue
        }
        try {
          // Its images first: the server must have them before a write names their URLs.
          for (const kept of file.files ?? []) {
            if (!JSON.stringify(find(id)?.write).includes(`"${kept.localUrl}"`)) continue
            if (!upload || !options.shelf) throw new Error('Images cannot be uploaded from here.')
            const { url } = await upload({
              name: kept.name,
              type: kept.type,
              bytes: options.shelf.read(kept.stored),
              idempotencyKey: kept.id,
            })
            save({
              entries: file.entries.map((e) => ({ ...e, write: replaceId(e.write, kept.localUrl, url) })),
              files: (file.files ?? []).filter((f) => f.id !== kept.id),
            })
            options.shelf.remove(kept.stored)
          }
          const ready = find(id) as QueueEntry
          const picture = ready.upload ? uploadOf(ready) : null
          if (ready.upload && !picture) {
            update(id, (e) => ({
              ...e,
              state: 'failed',
              error: `The copy of "${ready.upload?.name}" kept on this computer is gone: discard this and add the picture again.`,
            }))
            held.add(chainKeyOf(entry))
            outcome.needAttention++
            continue
          }
          if (picture && !upload) throw new Error('Images cannot be uploaded from here.')
          update(id, (e) => ({ ...e, sentAt: now().toISOString() }))
          // An upload made offline is its own create: its file is the body, under its own key.
          settle(id, picture && upload ? await upload(picture) : await send(ready.write))
          outcome.sent++
        } catch (error) {
          // A NetworkError is an ApiError without an answer (status 0).
          if (!(error instanceof ApiError) || error instanceof NetworkError) {
            outcome.stoppedBy = 'network'
            outcome.error = error instanceof Error ? error.message : String(error)
            break
          }
          const stop = stopReasonFor(error.status)
          if (stop) {
            outcome.stoppedBy = stop
            outcome.error = `${error.status}: ${error.message}`
            if (error.retryAfterMs !== undefined) outcome.retryAfterMs = error.retryAfterMs
            break
          }
          if (entry.write.method === 'DELETE' && error.status === 404) {
            settle(id, null)
            outcome.sent++
            continue
          }
          const theirs = error.status === 412 ? currentRecordOf(error) : null
          const latest = find(id) ?? entry
          if (theirs && entry.write.method !== 'DELETE' && alreadyApplied(latest.write, theirs)) {
            settle(id, theirs)
            outcome.sent++
            continue
          }
          update(id, (e) =>
            theirs ? { ...e, state: 'conflict', theirs } : { ...e, state: 'failed', error: error.message },
          )
          held.add(chainKeyOf(entry))
          outcome.needAttention++
        }
      }
      return outcome
    },
  }
}

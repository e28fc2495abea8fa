import type { QueueEntry, QueueOwner } from '../../shared/ipc-contract'
import { QUEUED_UPLOADS_PATH } from '../../shared/record-key'
import type { FileShelf } from '../file-shelf'
import { ORPHANED_FILE_LIFETIME_MS } from './limits'
import type { QueuedFile } from './queue-file'
import type { QueueState } from './queue-state'

/**
 * Uploads one kept image (POST /uploads, or `path`, with its Idempotency-Key); answers the server's
 * record of it (its URL; for the media library the whole item).
 */
export type UploadFile = (file: {
  name: string
  type: string
  bytes: Uint8Array<ArrayBuffer>
  idempotencyKey: string
  /** Where it goes (below the API base): `uploads` when absent. */
  path?: string
}) => Promise<{
  url: string
}>

export interface PickedFile {
  name: string
  type: string
  bytes: Uint8Array
}

/** The images picked offline, kept on the queue's shelf until a replay uploads them. */
export interface KeptFiles {
  /** Copies a picked image onto the shelf (within `maxFileBytes`); the caller lists it in the queue. */
  shelve(picked: PickedFile, owner: QueueOwner): QueuedFile
  /**
   * What an upload made offline sends: its kept file, to its write's path under its key. Null when
   * the file is no longer on this computer (nothing could ever send it: staff must add it again).
   */
  uploadOf(entry: QueueEntry): Parameters<UploadFile>[0] | null
  /**
   * Removes images no write ever named, kept more than a day ago, and shelf files the queue does not
   * list at all (left by a crash between the copy and the queue's save) once a day old too.
   */
  dropOrphaned(): void
}

export function createKeptFiles(
  state: QueueState,
  options: { shelf?: FileShelf; now: () => Date; newId: () => string; maxFileBytes: number },
): KeptFiles {
  const { shelf, now, newId, maxFileBytes } = options
  const startedAt = now().toISOString()

  const dropOrphaned = () => {
    const cutoff = now().getTime() - ORPHANED_FILE_LIFETIME_MS
    const files = state.contents().files ?? []
    const orphaned = files.filter((f) => !f.claimed && Date.parse(f.keptAt ?? startedAt) < cutoff)
    if (orphaned.length > 0) {
      state.save({ files: files.filter((f) => !orphaned.includes(f)) })
      for (const f of orphaned) shelf?.remove(f.stored)
    }
    const listed = new Set(files.map((f) => f.stored))
    for (const { name, writtenAt } of shelf?.list() ?? [])
      if (!listed.has(name) && writtenAt.getTime() < cutoff) shelf?.remove(name)
  }

  const shelve = ({ name, type, bytes }: PickedFile, owner: QueueOwner): QueuedFile => {
    if (!shelf) throw new Error('Images cannot be kept offline here.')
    dropOrphaned()
    const used = (state.contents().files ?? []).reduce((sum, f) => sum + f.size, 0)
    if (used + bytes.byteLength > maxFileBytes)
      throw new Error(
        `Images waiting to upload would pass ${Math.round(maxFileBytes / 1024 / 1024)} MB, the most the console keeps. Reconnect to the server before adding more images.`,
      )
    const id = newId()
    const extension = /\.[a-z0-9]{1,5}$/i.exec(name)?.[0].toLowerCase() ?? ''
    const stored = `${id}${extension}`
    shelf.write(stored, bytes)
    const keptAt = now().toISOString()
    const localUrl = `${QUEUED_UPLOADS_PATH}${stored}`
    return { id, localUrl, stored, name, type, size: bytes.byteLength, owner, claimed: false, keptAt }
  }

  const uploadOf = (entry: QueueEntry): Parameters<UploadFile>[0] | null => {
    const kept = (state.contents().files ?? []).find((f) => f.localUrl === entry.upload?.file)
    if (!kept || !shelf) return null
    try {
      const bytes = shelf.read(kept.stored)
      const { idempotencyKey, path } = entry.write
      return { name: kept.name, type: kept.type, bytes, idempotencyKey, path }
    } catch {
      return null
    }
  }

  return { shelve, uploadOf, dropOrphaned }
}

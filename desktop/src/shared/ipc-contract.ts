import {
  type AdminWrite,
  AdminWriteSchema,
  type LabelSize,
  LabelSizeSchema,
  MAX_LABEL_TUBES,
} from '@labsite/shared'
import { type Static, Type } from 'typebox'
import type { EVENT_NAMES } from './channels'
import type { UploadProgress } from './upload-progress'

/**
 * The one contract between the renderer and the main process: every IPC route with the schema its
 * input must match, what it answers, and the events main pushes. The preload bridge is generic over
 * it, main validates every input against it, and the renderer gets its types from it.
 */

const NoInput = Type.Object({}, { additionalProperties: false })

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

const Id = Type.String({ minLength: 1, maxLength: 100 })
/** A system printer's name as `getPrintersAsync` gives it, or null for "ask in the print dialog". */
const PrinterChoice = Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 300 }), Type.Null()]))

export const ROUTE_INPUTS = {
  'settings:get': NoInput,
  'settings:set-server-url': Type.Object(
    { serverUrl: Type.String({ minLength: 1, maxLength: 2000 }) },
    { additionalProperties: false },
  ),
  'files:pick': Type.Object(
    {
      accept: Type.Union([Type.Literal('image'), Type.Literal('image-or-pdf'), Type.Literal('pdf')]),
      multiple: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  'shell:open-external': Type.Object(
    { url: Type.String({ minLength: 1, maxLength: 4000 }) },
    { additionalProperties: false },
  ),
  'session:get': NoInput,
  'session:set': Type.Object(
    {
      session: Type.Union([
        Type.Object(
          {
            token: Type.String({ minLength: 1, maxLength: 4000 }),
            user: Type.Object({ id: Id, name: Type.String({ maxLength: 300 }) }),
          },
          { additionalProperties: false },
        ),
        Type.Null(),
      ]),
    },
    { additionalProperties: false },
  ),
  'queue:enqueue': Type.Object({ write: AdminWriteSchema }, { additionalProperties: false }),
  'queue:retry': Type.Object({ id: Id }, { additionalProperties: false }),
  'queue:edit-again': Type.Object({ id: Id, json: Type.Unknown() }, { additionalProperties: false }),
  'queue:keep-file': Type.Object(
    {
      name: Type.String({ minLength: 1, maxLength: 300 }),
      type: Type.String({ pattern: '^image/' }),
      // A Uint8Array (checked by the route: TypeBox has no schema for binary here).
      bytes: Type.Unknown(),
    },
    { additionalProperties: false },
  ),
  'queue:enqueue-upload': Type.Object(
    {
      /** Where the file goes (POST, no JSON body: the file is the body, as the form's `file` field). */
      write: AdminWriteSchema,
      name: Type.String({ minLength: 1, maxLength: 300 }),
      type: Type.String({ pattern: '^image/' }),
      // A Uint8Array (checked by the route: TypeBox has no schema for binary here).
      bytes: Type.Unknown(),
    },
    { additionalProperties: false },
  ),
  'queue:resolve-conflict': Type.Object(
    {
      id: Id,
      choice: Type.Union([Type.Literal('keep-mine'), Type.Literal('take-theirs')]),
      /** Staff confirmed deciding for the colleague whose edit it is (recorded in the queue's audit log). */
      confirmOthers: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  'queue:discard': Type.Object(
    { id: Id, confirmOthers: Type.Optional(Type.Boolean()) },
    { additionalProperties: false },
  ),
  'printers:list': NoInput,
  'preferences:set-printer': Type.Object(
    { labelPrinter: PrinterChoice, slipPrinter: PrinterChoice, labelSize: Type.Optional(LabelSizeSchema) },
    { additionalProperties: false },
  ),
  'print:pdf': Type.Object(
    {
      // A Uint8Array of at most 5 MB starting with %PDF- (checked by pdf-printing.ts).
      bytes: Type.Unknown(),
      title: Type.String({ minLength: 1, maxLength: 200 }),
      labelSize: Type.Optional(LabelSizeSchema),
    },
    { additionalProperties: false },
  ),
  'labels:draw': Type.Object(
    {
      // The local reference (`LOCAL-…`) of a walk-in registered offline, or the server's.
      reference: Type.String({ minLength: 1, maxLength: 40 }),
      date: Type.String({ minLength: 1, maxLength: 20 }),
      size: LabelSizeSchema,
      tubes: Type.Integer({ minimum: 1, maximum: MAX_LABEL_TUBES }),
      people: Type.Array(
        Type.Object(
          {
            patient: Type.String({ minLength: 1, maxLength: 200 }),
            ageSex: Type.String({ maxLength: 20 }),
            tests: Type.Array(Type.String({ maxLength: 300 }), { maxItems: 100 }),
          },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: 20 },
      ),
    },
    { additionalProperties: false },
  ),
  'sync:get-state': NoInput,
  'sync:now': NoInput,
  'sync:acknowledge-notice': Type.Object(
    { notice: Type.String({ minLength: 1, maxLength: 4000 }) },
    { additionalProperties: false },
  ),
} as const

export type RouteName = keyof typeof ROUTE_INPUTS
export type RouteInput<R extends RouteName> = Static<(typeof ROUTE_INPUTS)[R]>

export interface DesktopSettings {
  /** Origin of the lab's server (`https://lab.example.com`), or null before the first-run screen. */
  serverUrl: string | null
  /** `host:port`s staff marked as their lab's own network after the http:// warning. */
  trustedLocalHosts?: string[]
  /** SHA-256 fingerprints (`AB:CD:…`) of self-signed server certificates staff trusted, by host name. */
  trustedCertificates?: Record<string, string>
}

/** A file chosen in the native dialog; the renderer wraps the bytes in a `File`. */
export interface PickedFile {
  name: string
  type: string
  bytes: Uint8Array
}

export interface PickResult {
  files: PickedFile[]
  /** Chosen files that were refused (too large, not an image/PDF), with the reason staff see. */
  rejected: { name: string; reason: string }[]
}

/** A printer of this computer (from Electron's `webContents.getPrintersAsync()`). */
export interface PrinterInfo {
  name: string
  displayName: string
  /** The printer's type, as the system describes it. */
  description: string
}

/** The printers staff can choose from and the ones chosen in the preferences. */
export interface PrinterSetup {
  printers: PrinterInfo[]
  labelPrinter: string | null
  slipPrinter: string | null
  labelSize: LabelSize
}

export type QueueEntryState = 'pending' | 'conflict' | 'failed'

/** The staff member a queued write belongs to: it is sent only under their session. */
export interface QueueOwner {
  id: string
  name: string
}

/** One write kept on disk until the server has it. */
export interface QueueEntry {
  id: string
  write: AdminWrite & { idempotencyKey: string }
  /**
   * The record the write is about (`menu/<id>`; a create's uses its local id): the writes to one
   * record form a chain, sent in order, each after the one before it succeeded.
   */
  recordKey: string
  /** Its If-Match is filled in from the answer to the previous write of its chain. */
  chained: boolean
  /** Who made it (null: kept from a console version that did not record it). */
  owner: QueueOwner | null
  enqueuedAt: string
  /** When it last went out: set before sending, so after a crash the server may already have it. */
  sentAt?: string
  state: QueueEntryState
  /** Why it failed (the server's message), for `failed` entries. */
  error?: string
  /** The server's current record (the other person's version), for `conflict` entries. */
  theirs?: Record<string, unknown>
  /** A walk-in registered offline: the reference shown at the desk until the server's (`LOCAL-…`). */
  localReference?: string
  /** The write is an upload made offline (Media tab): this kept file goes as the form's `file` field. */
  upload?: QueuedUpload
}

/** The file of a queued upload: its copy on the queue's shelf (`/queued-uploads/…`) and its name. */
export interface QueuedUpload {
  file: string
  name: string
}

/**
 * One of a person's queued writes took `recordKey` from version `from` to `to`. A form that person
 * opened at `from` before the sync saves over `to` (the difference is their own edit), instead of
 * meeting their own change as a 412.
 */
export interface VersionStep {
  recordKey: string
  ownerId: string
  from: number
  to: number
}

export interface SyncState {
  /** null until the first check has answered. */
  online: boolean | null
  syncing: boolean
  /** When a sync pass last reached the server and sent everything it could. */
  lastSyncAt: string | null
  /** The server refused the staff token: sign in again to send the waiting edits. */
  needsSignIn: boolean
  /** Who is signed in (main replays only their writes). */
  user: QueueOwner | null
  /** Writes of other staff members, waiting for them to sign in on this computer. */
  waitingFor: { name: string; count: number }[]
  /** Why the last attempt did not get through (no answer, 503 …), while retrying. */
  lastError: string | null
  /** When main tries again on its own (backing off), or null. */
  nextTryAt: string | null
  /** Local ids of records created offline → the ids the server gave them. */
  idMap: Record<string, string>
  /** Walk-ins registered offline and since booked: local reference (`LOCAL-…`) → the server's. */
  references: Record<string, string>
  /** Versions the queue's replays produced, per record: see VersionStep. */
  versionSteps: VersionStep[]
  /** Things staff must know about the queue itself (a queue file kept aside …). */
  notices: string[]
  /** The server could not be reached and the tab shows kept data: when the oldest of it was saved. */
  offlineDataFrom: string | null
  /**
   * The last request main relayed to the server (or its health check) got no answer in time: the
   * bar says "Server not answering" even while the last completed check said online.
   */
  serverNotAnswering: boolean
  entries: QueueEntry[]
}

export interface RouteOutputs {
  'settings:get': DesktopSettings
  'settings:set-server-url': DesktopSettings
  'files:pick': PickResult
  'shell:open-external': null
  'session:get': { token: string; user: { id: string; name: string } & Record<string, unknown> } | null
  'session:set': null
  'queue:enqueue': SyncState
  'queue:retry': SyncState
  'queue:edit-again': SyncState
  'queue:keep-file': { url: string }
  'queue:enqueue-upload': SyncState
  'queue:resolve-conflict': SyncState
  'queue:discard': SyncState
  'printers:list': PrinterSetup
  'preferences:set-printer': PrinterSetup
  'print:pdf': null
  /** The labels PDF and the reference on it (the server's once the queue has booked the walk-in). */
  'labels:draw': { reference: string; bytes: Uint8Array }
  'sync:get-state': SyncState
  'sync:now': SyncState
  'sync:acknowledge-notice': SyncState
}

// Every route has an input schema and an output type, and nothing else.
const routeListsMatch: Same<keyof RouteOutputs, RouteName> = true
void routeListsMatch

export type IpcResult<T> = { ok: true; data: T } | { ok: false; error: string }

/** Shortcuts main routes to the renderer: save the open form, focus the tab's search, reload data. */
export type DesktopCommand = 'save' | 'find' | 'reload-data'

/** A record a notification's click asks the renderer to open (`booking` / `contact-message`). */
export interface OpenRecordRequest {
  resource: string
  id: string
}

/** Where the console's self-update stands (main's updater state machine). */
export type UpdateState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'available'; version: string }
  | { status: 'downloading'; version: string; percent: number }
  | { status: 'downloaded'; version: string }
  | { status: 'error'; message: string }

export interface EventPayloads {
  'sync-state': SyncState
  command: DesktopCommand
  'open-record': OpenRecordRequest
  'update-state': UpdateState
  /** Someone changed a record on the server (main's event stream): the page refetches what shows it. */
  'server-change': { resource: string }
  /** How much of one upload main's relay has sent to the server (shared/upload-progress.ts). */
  'upload-progress': UploadProgress
}
export type EventName = keyof EventPayloads
const eventListsMatch: Same<(typeof EVENT_NAMES)[number], EventName> = true
void eventListsMatch

/** What `window.labsite` offers the renderer (preload in the app, an in-memory stand-in in tests). */
export interface DesktopBridge {
  invoke<R extends RouteName>(route: R, input: RouteInput<R>): Promise<IpcResult<RouteOutputs[R]>>
  on<E extends EventName>(event: E, listener: (payload: EventPayloads[E]) => void): () => void
  /**
   * Follows one upload the page tagged with `uploadId` (UPLOAD_ID_HEADER): only that upload's
   * progress reaches `listener`. Answers the unsubscribe.
   */
  onUploadProgress(
    uploadId: string,
    listener: (progress: { sent: number; total: number }) => void,
  ): () => void
}

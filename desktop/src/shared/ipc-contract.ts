import { type AdminWrite, AdminWriteSchema } from '@labsite/shared'
import { type Static, Type } from 'typebox'
import type { EVENT_NAMES } from './channels'

/**
 * The one contract between the renderer and the main process: every IPC route with the schema its
 * input must match, what it answers, and the events main pushes. The preload bridge is generic over
 * it, main validates every input against it, and the renderer gets its types from it.
 */

const NoInput = Type.Object({}, { additionalProperties: false })

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

const Id = Type.String({ minLength: 1, maxLength: 100 })

export const ROUTE_INPUTS = {
  'settings:get': NoInput,
  'settings:set-server-url': Type.Object(
    { serverUrl: Type.String({ minLength: 1, maxLength: 2000 }) },
    { additionalProperties: false },
  ),
  'files:pick': Type.Object(
    {
      accept: Type.Union([Type.Literal('image'), Type.Literal('image-or-pdf')]),
      multiple: Type.Optional(Type.Boolean()),
    },
    { additionalProperties: false },
  ),
  'shell:open-external': Type.Object(
    { url: Type.String({ minLength: 1, maxLength: 4000 }) },
    { additionalProperties: false },
  ),
  'session:set-token': Type.Object(
    { token: Type.Union([Type.String({ minLength: 1, maxLength: 4000 }), Type.Null()]) },
    { additionalProperties: false },
  ),
  'queue:enqueue': Type.Object(
    { write: AdminWriteSchema, token: Type.String({ minLength: 1, maxLength: 4000 }) },
    { additionalProperties: false },
  ),
  'queue:resolve-conflict': Type.Object(
    { id: Id, choice: Type.Union([Type.Literal('keep-mine'), Type.Literal('take-theirs')]) },
    { additionalProperties: false },
  ),
  'queue:discard': Type.Object({ id: Id }, { additionalProperties: false }),
  'sync:get-state': NoInput,
  'sync:now': NoInput,
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

export type QueueEntryState = 'pending' | 'conflict' | 'failed'

/** One write kept on disk until the server has it. */
export interface QueueEntry {
  id: string
  write: AdminWrite & { idempotencyKey: string }
  enqueuedAt: string
  state: QueueEntryState
  /** Why it failed (the server's message), for `failed` entries. */
  error?: string
  /** The server's current record (the other person's version), for `conflict` entries. */
  theirs?: Record<string, unknown>
}

export interface SyncState {
  /** null until the first check has answered. */
  online: boolean | null
  syncing: boolean
  /** When a sync pass last reached the server and sent everything it could. */
  lastSyncAt: string | null
  /** The server refused the staff token: sign in again to send the waiting edits. */
  needsSignIn: boolean
  entries: QueueEntry[]
}

export interface RouteOutputs {
  'settings:get': DesktopSettings
  'settings:set-server-url': DesktopSettings
  'files:pick': PickResult
  'shell:open-external': null
  'session:set-token': null
  'queue:enqueue': SyncState
  'queue:resolve-conflict': SyncState
  'queue:discard': SyncState
  'sync:get-state': SyncState
  'sync:now': SyncState
}

// Every route has an input schema and an output type, and nothing else.
const routeListsMatch: Same<keyof RouteOutputs, RouteName> = true
void routeListsMatch

export type IpcResult<T> = { ok: true; data: T } | { ok: false; error: string }

/** Shortcuts main routes to the renderer: save the open form, focus the tab's search, reload data. */
export type DesktopCommand = 'save' | 'find' | 'reload-data'

/** A record a notification's click asks the renderer to open (`consultation` / `contact-message`). */
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
}
export type EventName = keyof EventPayloads
const eventListsMatch: Same<(typeof EVENT_NAMES)[number], EventName> = true
void eventListsMatch

/** What `window.labsite` offers the renderer (preload in the app, an in-memory stand-in in tests). */
export interface DesktopBridge {
  invoke<R extends RouteName>(route: R, input: RouteInput<R>): Promise<IpcResult<RouteOutputs[R]>>
  on<E extends EventName>(event: E, listener: (payload: EventPayloads[E]) => void): () => void
}

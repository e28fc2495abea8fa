import { createApiClient, sendAdminWrite } from '@labsite/web/api-client'
import type { FileShelf } from '../../main/file-shelf'
import { createDispatcher } from '../../main/ipc'
import type { PrintJob } from '../../main/pdf-printing'
import { createPreferences, type Preferences } from '../../main/preferences'
import { createOfflineQueue, type QueueFile } from '../../main/queue'
import { createDesktopRoutes } from '../../main/routes'
import { createSettings } from '../../main/settings'
import { createMemoryStore } from '../../main/store'
import { createSyncLoop, readRecordVersion, uploadQueuedFile } from '../../main/sync'
import type {
  DesktopBridge,
  DesktopSettings,
  EventName,
  EventPayloads,
  PickResult,
} from '../../shared/ipc-contract'
import { forUpload } from '../../shared/upload-progress'

export interface FakeBridgeOptions {
  serverUrl?: string | null
  /** What the "native" picker answers next (the default: the dialog was cancelled). */
  pick?: () => PickResult
  syncIntervalMs?: number
}

/**
 * The preload's interface implemented in the page, for running the renderer in a plain browser.
 * It runs main's real route handlers, validation, queue and sync loop over in-memory stores; only
 * Electron itself (window, dialog, shell, files) is missing. The page's /api requests go to the
 * origin it was served from, as in the app, so the test server plays app-protocol's part.
 */
export function createFakeBridge(options: FakeBridgeOptions = {}) {
  const listeners = new Map<EventName, Set<(payload: never) => void>>()
  const emit = <E extends EventName>(event: E, payload: EventPayloads[E]) => {
    for (const listener of listeners.get(event) ?? [])
      (listener as (p: EventPayloads[E]) => void)(structuredClone(payload))
  }
  const openedLinks: string[] = []
  /** What the page sent main to print, as main received it (the job passed main's checks). */
  const printed: { title: string; labelSize?: string; bytes: number; signature: string }[] = []
  const settings = createSettings(
    createMemoryStore<DesktopSettings>({ serverUrl: options.serverUrl ?? null }),
  )
  const queue = createOfflineQueue(createMemoryStore<QueueFile>(), { shelf: createMemoryShelf() })
  const client = createApiClient({ prefixUrl: '/api' })
  const sync = createSyncLoop({
    queue,
    checkServer: () =>
      client
        .get('health', { cache: 'no-store' })
        .then(() => true)
        .catch(() => false),
    send: (write, token) => sendAdminWrite(client, write, token),
    upload: (file, token) => uploadQueuedFile(client, file, token),
    onChange: (state) => emit('sync-state', state),
  })
  const dispatch = createDispatcher(
    createDesktopRoutes({
      settings,
      queue,
      sync,
      pickFiles: async () => options.pick?.() ?? { files: [], rejected: [] },
      openExternal: (url) => openedLinks.push(url),
      readVersion: (path, token) => readRecordVersion(client, path, token),
      printing: {
        preferences: createPreferences(createMemoryStore<Preferences>()),
        listPrinters: async () => [
          { name: 'desk-labels', displayName: 'Desk label printer', description: '' },
        ],
        printPdf: async (job: PrintJob) => {
          printed.push({
            title: job.title,
            labelSize: job.labelSize,
            bytes: job.bytes.length,
            signature: new TextDecoder().decode(job.bytes.subarray(0, 5)),
          })
        },
      },
    }),
  )
  sync.start(options.syncIntervalMs)

  const bridge: DesktopBridge = {
    // Inputs and answers are copied, as IPC's structured clone would.
    invoke: async (route, input) => structuredClone(await dispatch(route, structuredClone(input))) as never,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (payload: never) => void)
      listeners.set(event, set)
      return () => {
        set.delete(listener as (payload: never) => void)
      }
    },
    // No relay here (the test server plays it without counting), so no upload reports progress.
    onUploadProgress: (uploadId, listener) => bridge.on('upload-progress', forUpload(uploadId, listener)),
  }
  // `session`: who main's sync loop works for (the token the read cache keys its answers by).
  return { bridge, openedLinks, printed, queue, session: () => sync.session() }
}

/** The queue's shelf of kept files, in memory (a browser has no user-data folder). */
function createMemoryShelf(): FileShelf {
  const files = new Map<string, { bytes: Uint8Array; writtenAt: Date }>()
  return {
    dir: 'memory:queue-files',
    write: (name, bytes) => void files.set(name, { bytes: bytes.slice(), writtenAt: new Date() }),
    read(name) {
      const kept = files.get(name)
      if (!kept) throw new Error(`No kept file ${name}`)
      return kept.bytes.slice()
    },
    remove: (name) => void files.delete(name),
    list: () => [...files].map(([name, { writtenAt }]) => ({ name, writtenAt })),
  }
}

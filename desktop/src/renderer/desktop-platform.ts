import type { AdminWrite } from '@labsite/shared'
import type { PlatformServices } from '@labsite/web/admin'
import { createApiClient, NetworkError, sendAdminWrite, toApiError } from '@labsite/web/api-client'
import { notifications } from '@mantine/notifications'
import { withIdsMapped } from '../shared/id-values'
import type { DesktopBridge } from '../shared/ipc-contract'
import { callMain } from './bridge'
import { consoleUploadTransport } from './console-upload-transport'
import { rebaseOnOwnSyncs } from './rebase-open-form'
import type { SyncStateStore } from './sync-state-store'
import { waitsOnQueue } from './waits-on-queue'

/** The page talks to its own origin; main relays /api to the configured server (app-protocol.ts). */
export const DESKTOP_API_BASE = '/api'
/**
 * Every request of the page gives up after this long (never frozen). Main's relay gives
 * up first (RELAY_TIMEOUT_MS), so a read it can answer from the read cache gets there in time.
 */
export const PAGE_REQUEST_TIMEOUT_MS = 15_000
/** Writes carry the token they are handed (the staff member's), so this client keeps none itself. */
const writeClient = createApiClient({ prefixUrl: DESKTOP_API_BASE, timeoutMs: PAGE_REQUEST_TIMEOUT_MS })

/**
 * The admin package's platform on the desktop: native file picker, links to the system browser,
 * and an edit queue that sends a write at once and keeps it in main's durable queue when the server
 * cannot be reached.
 */
export function createDesktopPlatform(bridge: DesktopBridge, syncState: SyncStateStore): PlatformServices {
  const enqueue = async (write: AdminWrite) => {
    syncState.replace(await callMain(bridge, 'queue:enqueue', { write }))
    return { status: 'queued' } as const
  }

  return {
    kind: 'desktop',
    apiBaseUrl: DESKTOP_API_BASE,
    requestTimeoutMs: PAGE_REQUEST_TIMEOUT_MS,
    uploadTransport: consoleUploadTransport(bridge),

    async pickFiles({ accept, multiple = false }) {
      const { files, rejected } = await callMain(bridge, 'files:pick', { accept, multiple })
      for (const { name, reason } of rejected)
        notifications.show({ color: 'red', title: `"${name}" was not added`, message: reason })
      // Same File objects a browser's file input gives, so web and desktop share one upload path.
      return files.map(({ name, type, bytes }) => new File([new Uint8Array(bytes)], name, { type }))
    },

    async keepImageOffline(file) {
      const bytes = new Uint8Array(await file.arrayBuffer())
      const { url } = await callMain(bridge, 'queue:keep-file', { name: file.name, type: file.type, bytes })
      return url
    },

    offlineUploads: {
      serverUnreachable() {
        const { online, serverNotAnswering } = syncState.getState()
        return online === false || serverNotAnswering
      },
      async keep(file, { path, label }) {
        const bytes = new Uint8Array(await file.arrayBuffer())
        // One key per upload: a resend after a crash is answered from the server's key store.
        const write = { method: 'POST', path, label, idempotencyKey: crypto.randomUUID() } as const
        syncState.replace(
          await callMain(bridge, 'queue:enqueue-upload', { write, name: file.name, type: file.type, bytes }),
        )
      },
      list(path) {
        const { entries, user } = syncState.getState()
        return entries.flatMap((entry) =>
          entry.upload && entry.write.path === path && user && entry.owner?.id === user.id
            ? [
                {
                  id: entry.id,
                  name: entry.upload.name,
                  state: entry.state === 'failed' ? ('failed' as const) : ('waiting' as const),
                  ...(entry.error && { message: entry.error }),
                },
              ]
            : [],
        )
      },
      async discard(id) {
        syncState.replace(await callMain(bridge, 'queue:discard', { id }))
      },
    },

    // Main prints silently to the printer chosen in the preferences (or shows the system dialog).
    async printPdf(bytes, { title, labelSize }) {
      await callMain(bridge, 'print:pdf', {
        bytes,
        title: title.slice(0, 200),
        ...(labelSize && { labelSize }),
      })
    },

    drawLabels: (labels) => callMain(bridge, 'labels:draw', labels),

    async preferredLabelSize() {
      return (await callMain(bridge, 'printers:list', {})).labelSize
    },

    openExternal(url) {
      callMain(bridge, 'shell:open-external', { url }).catch((error: Error) =>
        notifications.show({ color: 'red', title: 'Link not opened', message: error.message }),
      )
    },

    editQueue: {
      async send(incoming, token) {
        const { entries, idMap, user, versionSteps } = syncState.getState()
        // A form opened on a record made offline may save after the server gave it its real id,
        // and one left open across a sync of its person's own edits saves over the version they made.
        const write = rebaseOnOwnSyncs(withIdsMapped(incoming, idMap), versionSteps, user)
        if (waitsOnQueue(write, entries, user)) return enqueue(write)
        // The last check found the server not answering: the desk is not kept waiting for the relay
        // to give up (up to 12 s a write); main sends the write as soon as the server answers again.
        const { online, serverNotAnswering } = syncState.getState()
        if (online === false || serverNotAnswering) return enqueue(write)
        try {
          return { status: 'sent', data: await sendAdminWrite(writeClient, write, token) }
        } catch (error) {
          const failure = toApiError(error)
          if (failure instanceof NetworkError) return enqueue(write)
          throw failure
        }
      },
      pendingCount: () => syncState.getState().entries.length,
      serverReferenceOf: (localReference) => syncState.getState().references[localReference],
      subscribe: (listener) => syncState.subscribe(() => listener()),
    },
  }
}

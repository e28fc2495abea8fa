import type { AdminWrite } from '@labsite/shared'
import type { PlatformServices } from '@labsite/web/admin'
import { createApiClient, NetworkError, sendAdminWrite, toApiError } from '@labsite/web/api-client'
import { notifications } from '@mantine/notifications'
import type { DesktopBridge } from '../shared/ipc-contract'
import { QUEUED_UPLOADS_PATH, recordKeyOf, replaceId, replacePathId } from '../shared/record-key'
import { callMain } from './bridge'
import type { SyncStateStore } from './sync-state-store'

/** The page talks to its own origin; main relays /api to the configured server (app-protocol.ts). */
export const DESKTOP_API_BASE = '/api'
/** Writes carry the token they are handed (the staff member's), so this client keeps none itself. */
const writeClient = createApiClient({ prefixUrl: DESKTOP_API_BASE })

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

    openExternal(url) {
      callMain(bridge, 'shell:open-external', { url }).catch((error: Error) =>
        notifications.show({ color: 'red', title: 'Link not opened', message: error.message }),
      )
    },

    editQueue: {
      async send(incoming, token) {
        const { entries, idMap } = syncState.getState()
        // A form opened on a record made offline may save after the server gave it its real id.
        const write = withServerIds(incoming, idMap)
        // An edit of a record with writes still waiting joins their chain (main sends it after
        // them, expecting the version they produce); it never overtakes them.
        const key = recordKeyOf(write)
        const body = JSON.stringify(write)
        const waitsOnQueue = entries.some(
          (entry) =>
            entry.recordKey === key ||
            // It names a record created offline that the server does not have yet.
            (entry.write.method === 'POST' && body.includes(`"${entry.write.idempotencyKey}"`)),
        )
        // It names an image kept offline: the queue uploads that first.
        if (waitsOnQueue || body.includes(`"${QUEUED_UPLOADS_PATH}`)) return enqueue(write)
        try {
          return { status: 'sent', data: await sendAdminWrite(writeClient, write, token) }
        } catch (error) {
          const failure = toApiError(error)
          if (failure instanceof NetworkError) return enqueue(write)
          throw failure
        }
      },
      pendingCount: () => syncState.getState().entries.length,
      subscribe: (listener) => syncState.subscribe(() => listener()),
    },
  }
}

/** The write with every local id the queue has since mapped replaced by the server's id. */
export function withServerIds(write: AdminWrite, idMap: Record<string, string>): AdminWrite {
  let mapped = write
  for (const [local, server] of Object.entries(idMap))
    mapped = { ...replaceId(mapped, local, server), path: replacePathId(mapped.path, local, server) }
  return mapped
}

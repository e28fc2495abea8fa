import type { PlatformServices } from '@labsite/web/admin'
import { createApiClient, NetworkError, sendAdminWrite, toApiError } from '@labsite/web/api-client'
import { notifications } from '@mantine/notifications'
import type { DesktopBridge } from '../shared/ipc-contract'
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
  const enqueue = async (write: Parameters<PlatformServices['editQueue']['send']>[0], token: string) => {
    syncState.replace(await callMain(bridge, 'queue:enqueue', { write, token }))
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

    openExternal(url) {
      callMain(bridge, 'shell:open-external', { url }).catch((error: Error) =>
        notifications.show({ color: 'red', title: 'Link not opened', message: error.message }),
      )
    },

    editQueue: {
      async send(write, token) {
        // An edit never overtakes one already waiting (it could be undone by the older one on replay).
        if (syncState.getState().entries.some((entry) => entry.state === 'pending'))
          return enqueue(write, token)
        try {
          return { status: 'sent', data: await sendAdminWrite(writeClient, write, token) }
        } catch (error) {
          const failure = toApiError(error)
          if (failure instanceof NetworkError) return enqueue(write, token)
          throw failure
        }
      },
      pendingCount: () => syncState.getState().entries.length,
      subscribe: (listener) => syncState.subscribe(() => listener()),
    },
  }
}

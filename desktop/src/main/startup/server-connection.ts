import { createApiClient, sendAdminWrite } from '@labsite/web/api-client'
import { createReadCache } from '../read-cache'
import { createHealthCheck } from '../server-watch'
import { createSyncLoop, uploadQueuedFile, WRITE_TIMEOUT_MS } from '../sync'
import type { SendToPage } from './console-window'
import type { ConsoleStores } from './stores'

/**
 * Main's side of the lab server: the read cache, the health check and the sync loop that replays
 * the offline queue, sharing one verdict of whether the server is answering. A server that accepts
 * requests and never answers (hung, SIGSTOPped) is "not answering", not Online.
 */
export function connectToServer(deps: {
  fetch: typeof fetch
  stores: Pick<ConsoleStores, 'serverUrl' | 'queue' | 'queueNotices' | 'atRest'>
  cacheDir: string
  send: SendToPage
}) {
  const { serverUrl, queue, queueNotices, atRest } = deps.stores
  let serverNotAnswering = false
  const readCache = createReadCache({
    dir: deps.cacheDir,
    storage: atRest.cacheStorage,
    userOfToken: (bearer) => {
      const current = sync.session()
      return current && current.token === bearer ? current.user.id : null
    },
    onChange: () => sync.queueChanged(),
    serverDown: () => serverNotAnswering,
    // The health check (one pass at a time, sync.ts) clears serverNotAnswering once it answers.
    onServedWhileDown: () => void sync.syncNow(),
  })
  // Reads past their age and clear text of older consoles go at once, before anyone signs in.
  void readCache.prune().catch((error: unknown) => console.error('Pruning the read cache failed:', error))
  const serverClient = () =>
    createApiClient({ prefixUrl: `${serverUrl()}/api`, fetch: () => deps.fetch, timeoutMs: WRITE_TIMEOUT_MS })
  /** Whether the server answered a request at all (main's relay, the health check). */
  const serverAnswered = (answered: boolean) => {
    if (serverNotAnswering === !answered) return
    serverNotAnswering = !answered
    sync.queueChanged()
  }
  const checkHealth = createHealthCheck({ fetch: deps.fetch, serverUrl, onAnswer: serverAnswered })
  const sync = createSyncLoop({
    queue,
    checkServer: checkHealth,
    send: (write, token) => sendAdminWrite(serverClient(), write, token),
    upload: (file, token) => uploadQueuedFile(serverClient(), file, token),
    onChange: (state) => deps.send('sync-state', state),
    onError: (error) => console.error('Sync pass failed:', error),
    notices: () => queueNotices.list(),
    offlineDataFrom: () => readCache.offlineDataFrom(),
    serverNotAnswering: () => serverNotAnswering,
  })
  return {
    readCache,
    sync,
    serverClient,
    serverAnswered,
    checkHealth,
    /** The status bar says Offline or Server not answering: time to watch for the server's return. */
    isAway: () => serverNotAnswering || sync.isOnline() === false,
  }
}

export type ServerConnection = ReturnType<typeof connectToServer>

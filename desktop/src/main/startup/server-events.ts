import { RELAY_TIMEOUT_MS } from '../app-protocol'
import { createEventStreamClient } from '../event-stream-client'
import type { FrontDeskAlerts } from '../front-desk-alerts'
import type { ReadCache } from '../read-cache'
import type { SyncLoop } from '../sync'
import type { SendToPage } from './console-window'

/** See revalidateReadCache: at start and sign-in always, after a drop of the stream at most this often. */
export const REVALIDATE_EVERY_MS = 10 * 60 * 1000

/**
 * The staff event stream as main uses it: each event goes to the alerts and to the page (which has
 * no stream of its own in the console), a record erased on the server leaves the read cache, and on
 * every (re)connection the alerts recount and the signed-in person's kept reads are fetched again.
 */
export function followServerEvents(deps: {
  fetch: typeof fetch
  serverUrl(): string | null
  token(): string | null
  server: { sync: Pick<SyncLoop, 'session'>; readCache: Pick<ReadCache, 'purgeRecord' | 'revalidate'> }
  alerts: Pick<FrontDeskAlerts, 'handle' | 'recount'>
  send: SendToPage
  now?: () => number
}) {
  const now = deps.now ?? Date.now
  const { readCache, sync } = deps.server
  // Reads kept for the signed-in person are fetched again when the stream connects: a person the
  // server erased while this console was closed or away leaves its cache too. Those reads are
  // audited by the server like any other (they are reads of that person's), so after a short
  // drop within a run they are not fetched again more than every REVALIDATE_EVERY_MS.
  let revalidated: { userId: string; at: number } | null = null
  const revalidateReadCache = () => {
    const server = deps.serverUrl()
    const current = sync.session()
    if (!server || !current) return
    if (revalidated?.userId === current.user.id && now() - revalidated.at < REVALIDATE_EVERY_MS) return
    revalidated = { userId: current.user.id, at: now() }
    void readCache
      .revalidate(server, current.user.id, (url) =>
        deps.fetch(`${server}${url}`, {
          headers: { authorization: `Bearer ${current.token}` },
          signal: AbortSignal.timeout(RELAY_TIMEOUT_MS),
        }),
      )
      .catch((error: unknown) => console.error('Re-validating the read cache failed:', error))
  }
  return createEventStreamClient({
    fetch: deps.fetch,
    serverUrl: deps.serverUrl,
    token: deps.token,
    onEvent: (event) => {
      deps.alerts.handle(event)
      // The page has no stream of its own in the console: it hears of changes from main.
      deps.send('server-change', { resource: event.resource })
      // Erased on the server (privacy erasure, retention): gone from every console's cache too.
      if (event.kind === 'deleted' && event.id) void readCache.purgeRecord(event.id)
    },
    onResync: () => {
      void deps.alerts.recount()
      revalidateReadCache()
    },
    onError: (error) => console.error('Event stream dropped:', error),
  })
}

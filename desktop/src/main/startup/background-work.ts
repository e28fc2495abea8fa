import { startServerWatch } from '../server-watch'
import type { StaffSession } from '../sync'
import type { ConsoleStores } from './stores'

/**
 * The work main does on its own once the window is opening: the session kept from the last run is
 * taken up first, so the queue can sync before the window is up; then the sync loop, the watch for
 * the server's return, the event stream and (installed builds only) the update checks start.
 */
export function startBackgroundWork(deps: {
  stores: Pick<ConsoleStores, 'sessionVault' | 'serverUrl'>
  /** The sync loop that follows who signs in (staff-session.ts). */
  staff: { setSession(session: StaffSession): void }
  server: {
    sync: { start(): unknown; syncNow(): Promise<unknown> }
    isAway(): boolean
    checkHealth(): Promise<boolean>
  }
  events: { start(): void }
  updates: { start(): void }
  isPackaged: boolean
}): void {
  const { sync } = deps.server
  const kept = deps.stores.sessionVault.load(deps.stores.serverUrl())
  if (kept) deps.staff.setSession({ token: kept.token, user: { id: kept.user.id, name: kept.user.name } })
  sync.start()
  // The bar clears within seconds of the server's return, not at the replay's next backoff.
  startServerWatch({
    isAway: deps.server.isAway,
    check: deps.server.checkHealth,
    onBack: () => void sync.syncNow(),
  })
  deps.events.start()
  if (deps.isPackaged) deps.updates.start()
}

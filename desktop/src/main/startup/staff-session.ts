import type { ReadCache } from '../read-cache'
import type { StaffSession, SyncLoop } from '../sync'

/**
 * Who is signed in, as the renderer tells main (and the session kept from the last run): the sync
 * loop sends the queue under their token, and the event stream and alerts follow the token. Answers
 * the sync loop as the routes use it, and the current token.
 */
export function trackStaffSession(
  sync: SyncLoop,
  deps: {
    serverUrl(): string | null
    readCache: Pick<ReadCache, 'forgetUser'>
    /** Empties Chromium's own HTTP cache. */
    clearHttpCache(): void
    /** Another token (or none): the event stream reconnects with it. */
    onTokenChange(): void
    /** Signed out: nothing is left to count on the tray. */
    onSignedOut(): void
  },
) {
  let token: string | null = null
  const setSession = (next: StaffSession | null) => {
    const previous = sync.session()
    const server = deps.serverUrl()
    // Signing out deletes what the console kept of that person's reads.
    if (previous && next?.user.id !== previous.user.id) {
      if (server) void deps.readCache.forgetUser(server, previous.user.id)
      // Chromium's own HTTP cache should hold nothing of app:// (relayed by main), but it is
      // emptied too, so no copy of what that person saw can outlive their sign-out.
      deps.clearHttpCache()
    }
    sync.setSession(next)
    if (next?.token === token) return
    token = next?.token ?? null
    deps.onTokenChange()
    if (!next) deps.onSignedOut()
  }
  return { sync: { ...sync, setSession } satisfies SyncLoop, token: () => token }
}

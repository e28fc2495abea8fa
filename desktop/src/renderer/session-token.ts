import type { User } from '@labsite/shared'
import { takeAdminSessionFromBrowserStorage, useAdminSession } from '@labsite/web/admin'
import type { DesktopBridge } from '../shared/ipc-contract'
import { callMain } from './bridge'

type Session = ReturnType<typeof useAdminSession.getState>

const sessionFor = ({ token, user }: Session) => (token && user ? { token, user: { ...user } } : null)

/**
 * The session comes from main, which keeps it encrypted (session-vault.ts), never from the page's
 * localStorage; one an older console left there is moved over to main and erased. Call before
 * `keepMainSignedIn`, so main is not told "signed out" before the kept session is back.
 */
export async function restoreSession(bridge: DesktopBridge): Promise<void> {
  const left = takeAdminSessionFromBrowserStorage()
  const kept = await callMain(bridge, 'session:get', {}).catch(() => null)
  const session = kept ? { token: kept.token, user: kept.user as unknown as User } : left
  if (session) useAdminSession.getState().signIn(session.token, session.user)
  else useAdminSession.getState().signOut()
}

/**
 * Main replays each queued write under the session of the person who made it, and keeps the token
 * in memory only: tell it who is signed in now and on every sign-in or sign-out.
 */
export function keepMainSignedIn(bridge: DesktopBridge): () => void {
  const push = (state: Session) =>
    callMain(bridge, 'session:set', { session: sessionFor(state) }).catch(() => {})
  void push(useAdminSession.getState())
  return useAdminSession.subscribe((state, previous) => {
    if (state.token !== previous.token) void push(state)
  })
}

import { useAdminSession } from '@labsite/web/admin'
import type { DesktopBridge } from '../shared/ipc-contract'
import { callMain } from './bridge'

/**
 * Main replays the queue with the signed-in staff member's token, which it keeps in memory only:
 * tell it now (the session survives restarts in the page's storage) and on every sign-in or sign-out.
 */
export function keepMainSignedIn(bridge: DesktopBridge): () => void {
  const push = (token: string | null) => callMain(bridge, 'session:set-token', { token }).catch(() => {})
  void push(useAdminSession.getState().token)
  return useAdminSession.subscribe((state, previous) => {
    if (state.token !== previous.token) void push(state.token)
  })
}

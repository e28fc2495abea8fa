import { api } from '../../../lib/api-client'
import { useSession } from '../stores/session-store'

/** 'this': the session of this browser; 'everywhere': every session of the account. */
export type LogoutScope = 'this' | 'everywhere'

/**
 * Ends the session on the server (POST /user/logout or /user/logout-all), then forgets it here. The
 * browser forgets it even when the server cannot be reached: the visitor asked to be signed out.
 */
export async function logOut(scope: LogoutScope = 'this'): Promise<void> {
  try {
    await api.post(scope === 'everywhere' ? 'user/logout-all' : 'user/logout', { json: {} })
  } catch {
    // An ended token (401) or no answer: nothing more the server can do for this session.
  } finally {
    useSession.getState().signOut()
  }
}

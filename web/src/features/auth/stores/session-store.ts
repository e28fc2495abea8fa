import { isRecord, type User } from '@labsite/shared'
import { create } from 'zustand'
import { onUnauthorized, TOKEN_STORAGE_KEY } from '../../../lib/api-client'

/** The signed-in user, kept in local storage under `user` beside the token. */
export const USER_STORAGE_KEY = 'user'

/** What the session knows about the visitor: at least name and e-mail, the rest once the server sent it. */
export type SessionUser = Pick<User, 'name' | 'email'> & Partial<Omit<User, 'name' | 'email'>>

interface SessionState {
  user: SessionUser | null
  token: string | null
  signIn: (token: string, user: SessionUser) => void
  /** Replaces the stored user with a fresher copy from the server (GET /api/user/me). */
  updateUser: (user: SessionUser) => void
  signOut: () => void
}

function isSessionUser(value: unknown): value is SessionUser {
  return isRecord(value) && typeof value.name === 'string' && typeof value.email === 'string'
}

/** On start the session is signed in only when both user and token are stored. */
export function readStoredSession(): Pick<SessionState, 'user' | 'token'> {
  try {
    const token = localStorage.getItem(TOKEN_STORAGE_KEY)
    const user: unknown = JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')
    if (token && isSessionUser(user)) return { user, token }
  } catch {
    // An unreadable entry (edited by hand, old format) counts as signed out.
  }
  return { user: null, token: null }
}

function store(user: SessionUser | null, token: string | null) {
  if (user && token) {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user))
    localStorage.setItem(TOKEN_STORAGE_KEY, token)
  } else {
    localStorage.removeItem(USER_STORAGE_KEY)
    localStorage.removeItem(TOKEN_STORAGE_KEY)
  }
}

export const useSession = create<SessionState>()((set, get) => ({
  ...readStoredSession(),
  signIn: (token, user) => {
    store(user, token)
    set({ user, token })
  },
  updateUser: (user) => {
    const { token } = get()
    if (!token) return
    store(user, token)
    set({ user })
  },
  signOut: () => {
    store(null, null)
    set({ user: null, token: null })
  },
}))

// A token the server no longer accepts (expired, or "log out everywhere") ends the session.
onUnauthorized(() => {
  if (useSession.getState().token) useSession.getState().signOut()
})

// Signing in or out in another tab changes this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === USER_STORAGE_KEY) {
      useSession.setState(readStoredSession())
    }
  })
}

export const useIsSignedIn = () => useSession((state) => state.user !== null && state.token !== null)

import type { User } from '@labsite/shared'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

interface AdminSessionState {
  token: string | null
  user: User | null
  /** Why the session ended (expired or revoked), shown on the login form. */
  endedReason: string | null
  signIn: (token: string, user: User) => void
  signOut: (reason?: string) => void
}

const SESSION_STORAGE_KEY = 'adminSession'

/** The staff session, kept apart from the visitor session (its own storage key). */
export const useAdminSession = create<AdminSessionState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      endedReason: null,
      signIn: (token, user) => set({ token, user, endedReason: null }),
      signOut: (reason) => set({ token: null, user: null, endedReason: reason ?? null }),
    }),
    { name: SESSION_STORAGE_KEY, partialize: (state) => ({ token: state.token, user: state.user }) },
  ),
)

/**
 * For a host that keeps the session itself (the desktop console, whose main process encrypts it):
 * from now on nothing is written to localStorage, and a session an older version left there is
 * erased and handed back so the host can take it over.
 */
export function takeAdminSessionFromBrowserStorage(): { token: string; user: User } | null {
  useAdminSession.persist.setOptions({
    storage: createJSONStorage(() => ({ getItem: () => null, setItem: () => {}, removeItem: () => {} })),
  })
  let left: { state?: { token?: unknown; user?: User | null } } | null = null
  try {
    left = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')
  } catch {
    left = null
  }
  localStorage.removeItem(SESSION_STORAGE_KEY)
  const token = left?.state?.token
  const user = left?.state?.user
  return typeof token === 'string' && user ? { token, user } : null
}

export const isAdmin = (user: User | null) => user?.role === 'admin'

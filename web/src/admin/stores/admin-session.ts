import type { User } from '@labsite/shared'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'

interface AdminSessionState {
  token: string | null
  user: User | null
  /** Why the session ended (expired or revoked), shown on the login form. */
  endedReason: string | null
  signIn: (token: string, user: User) => void
  signOut: (reason?: string) => void
}

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
    { name: 'adminSession', partialize: (state) => ({ token: state.token, user: state.user }) },
  ),
)

export const isAdmin = (user: User | null) => user?.role === 'admin'

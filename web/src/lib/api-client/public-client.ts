import { createApiClient } from './create-api-client'

/** Where the visitor's bearer token is kept (local storage key `token`). */
export const TOKEN_STORAGE_KEY = 'token'

type UnauthorizedListener = () => void
const unauthorizedListeners = new Set<UnauthorizedListener>()

/**
 * Called whenever the API refuses the stored token (401 on a request that carried it), so the session
 * can end; a wrong password on the login form is a 401 without a token and ends nothing.
 * Returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}

/** The public site's client: the API on this origin, with the visitor's token when signed in. */
export const api = createApiClient({
  prefixUrl: '/api',
  token: () => localStorage.getItem(TOKEN_STORAGE_KEY),
  // The language the visitor reads, so e-mails the server sends them (password reset, booking) match it.
  language: () => document.documentElement.lang || null,
  onUnauthorized: () => {
    for (const listener of unauthorizedListeners) listener()
  },
})

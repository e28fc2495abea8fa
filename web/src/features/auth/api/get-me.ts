import type { User } from '@labsite/shared'
import { useEffect } from 'react'
import { api } from '../../../lib/api-client'
import { useSession } from '../stores/session-store'

/** GET /api/user/me: the signed-in user as the server knows it now. */
export const getMe = () => api.get('user/me').json<User>()

/**
 * Refreshes the stored user from the server once per token. A refused token ends the session through
 * the API client's 401 hook; a network failure keeps the stored copy.
 */
export function useRefreshUser(): void {
  const token = useSession((state) => state.token)
  const updateUser = useSession((state) => state.updateUser)
  useEffect(() => {
    if (!token) return
    let current = true
    getMe()
      .then((user) => {
        if (current) updateUser(user)
      })
      .catch(() => {})
    return () => {
      current = false
    }
  }, [token, updateUser])
}

import type { User } from '@labsite/shared'
import { useQuery } from '@tanstack/react-query'
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
  const { data: user } = useQuery({ queryKey: ['user/me', token], queryFn: getMe, enabled: Boolean(token) })
  useEffect(() => {
    if (user) updateUser(user)
  }, [user, updateUser])
}

import type { KyInstance } from 'ky'
import { useMemo } from 'react'
import { createApiClient } from '../../lib/api-client'
import { usePlatform } from '../platform/PlatformProvider'
import { useAdminSession } from '../stores/admin-session'

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.'

/** Ends the staff session because the API refused its token. */
export const endAdminSession = () => useAdminSession.getState().signOut(SESSION_ENDED_MESSAGE)

/**
 * The admin's HTTP client: the one API client, on the platform's API base, with the staff token; a
 * refused token ends the staff session (never the visitor's).
 */
export function useAdminClient(): KyInstance {
  const { apiBaseUrl, requestTimeoutMs } = usePlatform()
  return useMemo(
    () =>
      createApiClient({
        prefixUrl: apiBaseUrl,
        token: () => useAdminSession.getState().token,
        onUnauthorized: endAdminSession,
        timeoutMs: requestTimeoutMs,
      }),
    [apiBaseUrl, requestTimeoutMs],
  )
}

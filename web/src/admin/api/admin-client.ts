import type { KyInstance } from 'ky'
import { useCallback, useMemo } from 'react'
import { createApiClient, uploadForm } from '../../lib/api-client'
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

/** Sends one multipart form to `path` with the admin's client, reporting the share sent (0 to 1). */
export type AdminUpload = <T>(
  path: string,
  body: FormData,
  onProgress?: (fraction: number) => void,
) => Promise<T>

/**
 * The admin's uploads: its client, measured by the platform's upload transport where it has one (the
 * console follows main's relay to the server, where the slow part of the transfer happens) and by
 * the browser's XMLHttpRequest otherwise.
 */
export function useAdminUpload(): AdminUpload {
  const client = useAdminClient()
  const { uploadTransport } = usePlatform()
  return useCallback(
    <T>(path: string, body: FormData, onProgress?: (fraction: number) => void) =>
      uploadForm<T>(client, path, body, { onProgress, transport: uploadTransport }),
    [client, uploadTransport],
  )
}

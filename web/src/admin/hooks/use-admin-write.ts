import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { ApiError } from '../../lib/api-client'
import { endAdminSession } from '../api/admin-client'
import type { AdminMutation } from '../api/requests'
import { usePlatform } from '../platform/PlatformProvider'
import type { AdminWriteResult } from '../platform/platform-services'
import { useAdminSession } from '../stores/admin-session'

/**
 * After the server took a write, the reads it names and the public site's cached pages (the same
 * QueryClient serves both on the web) are marked stale: each is fetched afresh the next time it
 * is shown. The screen that wrote has already put the server's answer into its own cache entry,
 * so no admin read is fetched again at once; the public reads on screen around the admin
 * (the site header's name, logo and menu) are, so a rename or a menu change shows without a reload.
 */
export function invalidateAfterWrite(queryClient: QueryClient, invalidates: AdminMutation['invalidates']) {
  for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey, refetchType: 'none' })
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== 'admin',
    refetchType: 'active',
  })
}

/**
 * Sends an admin write through the platform's edit queue with the staff token (sent at once on the
 * web, perhaps kept for later on the desktop). When the server took it, the reads it makes stale
 * are invalidated; a refused token ends the session. Throws ApiError when the server refuses it.
 */
export type AdminWriteSender = (
  mutation: AdminMutation,
  /** Puts the server's answer on screen (and into the cache) before the reads are invalidated. */
  applyAnswer?: (data: unknown) => void,
) => Promise<AdminWriteResult>

export function useAdminWrite(): AdminWriteSender {
  const { editQueue } = usePlatform()
  const queryClient = useQueryClient()
  return useCallback(
    async ({ write, invalidates }, applyAnswer) => {
      try {
        const result = await editQueue.send(write, useAdminSession.getState().token ?? '')
        if (result.status === 'sent') {
          // A local cache update clears "stale", so the answer goes in first.
          applyAnswer?.(result.data)
          invalidateAfterWrite(queryClient, invalidates)
        }
        return result
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) endAdminSession()
        throw error
      }
    },
    [editQueue, queryClient],
  )
}

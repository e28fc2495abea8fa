import type { StaffEvent } from '@labsite/shared'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useAdminClient } from '../api/admin-client'
import { issueEventTicket } from '../api/events'
import { usePlatform } from '../platform/PlatformProvider'
import { useAdminSession } from '../stores/admin-session'
import { queryKeysForChange } from './change-query-keys'

const RECONNECT_MS = 5_000

/**
 * Keeps the open lists current while staff work: the staff event stream (`GET /api/events`) says
 * what changed on any server process, and the matching queries are refetched. The stream needs a
 * fresh single-use ticket for every connection, so a dropped stream reconnects through a new one;
 * after a gap (`resync`, or a reconnect) everything is refetched, since changes may have been missed.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient()
  const client = useAdminClient()
  const { apiBaseUrl, kind } = usePlatform()
  const signedIn = useAdminSession((state) => Boolean(state.token))

  useEffect(() => {
    // The desktop console's main process holds the stream itself (front-desk alerts).
    if (!signedIn || kind !== 'web' || typeof EventSource === 'undefined') return
    let source: EventSource | null = null
    let reconnect: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    let connectedBefore = false

    const refetch = (keys: readonly (readonly unknown[])[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey })
    }
    const retryLater = () => {
      source?.close()
      if (!stopped) reconnect = setTimeout(connect, RECONNECT_MS)
    }
    async function connect() {
      try {
        const { ticket } = await issueEventTicket(client)
        if (stopped) return
        source = new EventSource(`${apiBaseUrl}/events?ticket=${encodeURIComponent(ticket)}`)
        source.addEventListener('open', () => {
          if (connectedBefore) refetch([['admin']])
          connectedBefore = true
        })
        source.addEventListener('change', (event) => {
          const change = JSON.parse((event as MessageEvent<string>).data) as StaffEvent
          refetch(queryKeysForChange(change.resource))
        })
        source.addEventListener('resync', () => refetch([['admin']]))
        source.addEventListener('error', retryLater)
      } catch {
        retryLater()
      }
    }
    void connect()
    return () => {
      stopped = true
      clearTimeout(reconnect)
      source?.close()
    }
  }, [signedIn, kind, apiBaseUrl, client, queryClient])
}

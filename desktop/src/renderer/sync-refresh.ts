import type { QueryClient } from '@tanstack/react-query'
import type { SyncStateStore } from './sync-state-store'

/**
 * Lists refresh whenever writes leave the queue (a sync sent them, or staff discarded or took
 * theirs): placeholders of records made offline give way to the server's records with their real
 * ids and versions, a discarded edit stops showing, and other people's changes appear.
 */
export function refreshAfterSync(store: SyncStateStore, queryClient: QueryClient): () => void {
  return store.subscribe((state, previous) => {
    if (state.entries.length < previous.entries.length) void queryClient.invalidateQueries()
  })
}

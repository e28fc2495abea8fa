import { queryKeysForChange } from '@labsite/web/admin'
import type { QueryClient } from '@tanstack/react-query'
import type { DesktopBridge } from '../shared/ipc-contract'

/**
 * What someone else changed on the server shows without a reload (the Today board, the bookings
 * list): main's event stream tells the page which resource changed, and the reads that show it are
 * fetched again, as the web admin does with its own stream.
 */
export function refreshOnServerChanges(
  bridge: Pick<DesktopBridge, 'on'>,
  queryClient: QueryClient,
): () => void {
  return bridge.on('server-change', ({ resource }) => {
    for (const queryKey of queryKeysForChange(resource)) void queryClient.invalidateQueries({ queryKey })
  })
}

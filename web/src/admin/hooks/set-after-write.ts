import type { QueryClient, QueryKey, Updater } from '@tanstack/react-query'

/**
 * Puts a write's answer into one cached read. A read of the same key already under way (a change
 * event's refetch) may have left the server before the write and would put the older data back
 * when it lands: it is cancelled, the answer shown, and the key read again once the write is in.
 * With no read under way this is a plain setQueryData, and nothing more is asked of the server.
 */
export async function setAfterWrite<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  updater: Updater<T | undefined, T | undefined>,
): Promise<void> {
  const thisKey = { queryKey, exact: true }
  const readUnderWay = queryClient.isFetching(thisKey) > 0
  if (readUnderWay) await queryClient.cancelQueries(thisKey)
  queryClient.setQueryData<T>(queryKey, updater)
  if (readUnderWay) await queryClient.invalidateQueries(thisKey)
}

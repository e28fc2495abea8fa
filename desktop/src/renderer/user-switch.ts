import { useAdminSession } from '@labsite/web/admin'
import type { QueryClient } from '@tanstack/react-query'

/**
 * Forms put an edit kept offline into the page's cached lists (onQueued), so the person who made it
 * sees it at once. Those values are that person's alone: when someone else signs in (or the person
 * signs out) the page's cache is emptied, and the next person's lists come from the server (or
 * their own read cache) plus only their own waiting edits.
 */
export function forgetDataOnUserChange(queryClient: QueryClient): () => void {
  return useAdminSession.subscribe((state, previous) => {
    if (state.user?.id !== previous.user?.id && previous.user) queryClient.clear()
  })
}

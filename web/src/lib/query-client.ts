import { QueryClient } from '@tanstack/react-query'
import type { ApiError } from './api-client'

declare module '@tanstack/react-query' {
  interface Register {
    // Every query and mutation fails with the one client's error type.
    defaultError: ApiError
  }
}

/**
 * The server-data cache of the app (public pages and admin) and of the desktop console. A failed
 * read is shown at once with its message (no silent retries); the same data shown twice (the
 * header and the footer read contact info) is one request.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}

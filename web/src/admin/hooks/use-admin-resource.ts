import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type SetStateAction, useCallback } from 'react'
import { useAdminClient } from '../api/admin-client'
import type { AdminRead, Versioned } from '../api/requests'
import { setAfterWrite } from './set-after-write'

export type LoadStatus = 'loading' | 'loaded' | 'error'

export interface AdminResource<T> {
  data: T
  /** Local edits after a save (add/update/delete apply to the local list), kept in the cache. */
  setData: (action: SetStateAction<T>) => void
  /** The version the data was loaded at (from the ETag), sent back as If-Match; undefined for lists. */
  version: number | undefined
  /** Keeps the server's answer to a write of this one record: the server bumps the version by one per write. */
  saved: (value: T) => void
  status: LoadStatus
  error: string | null
  /** Reads again; resolves to what the server answered (the data kept so far if that read failed). */
  reload: () => Promise<T>
}

/** When a read runs, for the reads that need a say: off until it has something to ask, or polled. */
export interface ReadOptions {
  /** False: not read yet (no search text, a dialog not open); the resource stays 'loading'. */
  enabled?: boolean
  /** Reads again this often (ms) while the screen is open, for a screen no event stream keeps current. */
  refetchInterval?: number
}

/**
 * One cached admin read (a list or a document): loading, then loaded or error (with the server's
 * message), reloadable; a write's local change goes into the cache, so every screen showing it agrees.
 */
// `initial` (shown until the first answer) may be of another type, e.g. null for "not loaded yet".
export function useAdminResource<T, I = T>(
  read: AdminRead<T>,
  initial: I,
  { enabled, refetchInterval }: ReadOptions = {},
): AdminResource<T | I> {
  const client = useAdminClient()
  const queryClient = useQueryClient()
  const query = useQuery({ queryKey: read.key, queryFn: () => read.load(client), enabled, refetchInterval })
  const { key } = read

  const setData = useCallback(
    (action: SetStateAction<T | I>) =>
      void setAfterWrite<Versioned<T | I>>(queryClient, key, (old) => {
        const current = old ? old.data : initial
        const next = typeof action === 'function' ? (action as (previous: T | I) => T | I)(current) : action
        return { data: next, version: old?.version }
      }),
    [queryClient, key, initial],
  )
  const saved = useCallback(
    (value: T | I) =>
      void setAfterWrite<Versioned<T | I>>(queryClient, key, (old) => ({
        data: value,
        version: old?.version === undefined ? undefined : old.version + 1,
      })),
    [queryClient, key],
  )
  const { refetch: fetchAgain } = query
  const reload = useCallback(async () => {
    const answer = await fetchAgain()
    return answer.data ? answer.data.data : initial
  }, [fetchAgain, initial])

  return {
    data: query.data ? query.data.data : initial,
    setData,
    version: query.data?.version,
    saved,
    status: query.data ? 'loaded' : query.isError ? 'error' : 'loading',
    error: query.error ? query.error.message : null,
    reload,
  }
}

export interface DocumentState<T> {
  /** The value as the server last answered it (null while loading). */
  stored: T | null
  error: string | null
  /** The version the editor opened (sent as If-Match so a concurrent change is not overwritten). */
  version: number | undefined
  /** Keeps the server's answer after a save. */
  setStored: (value: T) => void
}

/** A singleton document (banner, about, site settings, …) for an editor. */
export function useDocument<T>(read: AdminRead<T>): DocumentState<T> {
  const resource = useAdminResource(read, null)
  return {
    stored: resource.data,
    error: resource.error,
    version: resource.version,
    setStored: resource.saved,
  }
}

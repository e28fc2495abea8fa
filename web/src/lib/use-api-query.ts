import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { toApiError } from './api-client'

type Entry<T> = {
  data?: T
  error?: Error
  promise?: Promise<void>
  revision: number
  listeners: Set<() => void>
}
const cache = new Map<string, Entry<unknown>>()

function entryFor<T>(key: string): Entry<T> {
  let entry = cache.get(key) as Entry<T> | undefined
  if (!entry) {
    entry = { revision: 0, listeners: new Set() }
    cache.set(key, entry as Entry<unknown>)
  }
  return entry
}

function notify(entry: Entry<unknown>) {
  entry.revision += 1
  for (const listener of entry.listeners) listener()
}

function load<T>(key: string, fetcher: () => Promise<T>, force = false): Promise<void> {
  const entry = entryFor<T>(key)
  if (entry.promise && !force) return entry.promise
  entry.promise = fetcher()
    .then((data) => {
      entry.data = data
      entry.error = undefined
    })
    .catch((error: unknown) => {
      entry.error = toApiError(error)
    })
    .finally(() => notify(entry as Entry<unknown>))
  return entry.promise
}

/** Forgets cached answers whose key starts with `prefix` and refetches the ones on screen. */
export function invalidateQueries(prefix: string): void {
  for (const [key, entry] of cache) {
    if (!key.startsWith(prefix)) continue
    entry.promise = undefined
    notify(entry)
  }
}

/**
 * A small shared cache for GET calls: every component asking for the same key shares one request
 * (the header and footer both read contact info and services). Server data only, never client state.
 */
export function useApiQuery<T>(key: string, fetcher: () => Promise<T>) {
  const entry = entryFor<T>(key)
  const subscribe = useCallback(
    (listener: () => void) => {
      entry.listeners.add(listener)
      return () => entry.listeners.delete(listener)
    },
    [entry],
  )
  useSyncExternalStore(
    subscribe,
    () => entry.revision,
    () => entry.revision,
  )
  useEffect(() => {
    if (!entry.promise) void load(key, fetcher)
  })
  return {
    data: entry.data,
    error: entry.error,
    isLoading: entry.data === undefined && entry.error === undefined,
    refetch: () => load(key, fetcher, true),
  }
}

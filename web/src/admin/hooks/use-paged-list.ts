import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useAdminClient } from '../api/admin-client'
import type { ListFilters } from '../api/enquiries'
import type { AdminPagedRead, Page } from '../api/requests'
import { setAfterWrite } from './set-after-write'

export const ENQUIRY_PAGE_SIZE = 20
const SEARCH_DEBOUNCE_MS = 300

export interface PagedList<T extends { id: string | number }> {
  items: T[]
  total: number
  /** More rows match than the server counts: `total` is a floor, shown as "10,000+". */
  capped: boolean
  loading: boolean
  error: string | null
  page: number
  pageCount: number
  pageSize: number
  setPage: (page: number) => void
  /** The search box text as typed (the request follows it after a short pause). */
  search: string
  setSearch: (text: string) => void
  status: string | null
  setStatus: (status: string | null) => void
  /** The filters the shown rows were asked with (the CSV export takes the same). */
  filters: ListFilters
  reload: () => void
  /** Puts the server's answer for one row in place of the row. */
  replaceItem: (item: T) => void
  /** Drops a deleted row locally (after delete the row is removed locally). */
  removeItem: (id: T['id']) => void
}

/**
 * A server-paged list with search and a status filter (bookings, messages, referrals, audit):
 * the rows of one page, the full count from X-Total-Count, and local row updates after a write.
 * Each page is cached under the list's key with its filters, so a write's invalidation reaches all.
 */
export function usePagedList<T extends { id: string | number }>(
  read: AdminPagedRead<T>,
  pageSize = ENQUIRY_PAGE_SIZE,
): PagedList<T> {
  const client = useAdminClient()
  const queryClient = useQueryClient()
  const [search, setSearchText] = useState('')
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS)
  const [status, setStatusValue] = useState<string | null>(null)
  const [page, setPage] = useState(1)

  const filters = useMemo(() => ({ q: debouncedSearch.trim(), status }), [debouncedSearch, status])
  const queryKey = useMemo(
    () => [...read.key, { page, pageSize, ...filters }],
    [read.key, page, pageSize, filters],
  )
  const query = useQuery({
    queryKey,
    queryFn: () =>
      read.fetchPage(client, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
        q: filters.q || undefined,
        status: filters.status ?? undefined,
      }),
    placeholderData: keepPreviousData,
  })
  const items = query.data?.items ?? []
  const total = query.data?.total ?? 0
  const capped = query.data?.capped ?? false
  const loading = query.isFetching
  const pageCount = Math.max(1, Math.ceil(total / pageSize))

  // Every cached page of the list, not only the one on screen: a search typed just before a write
  // moves the list to a new key whose read may have left before the write landed.
  const updatePages = useCallback(
    (change: (current: Page<T>) => Page<T>) =>
      Promise.all(
        queryClient
          .getQueriesData<Page<T>>({ queryKey: read.key })
          .map(([key]) =>
            setAfterWrite<Page<T>>(queryClient, key, (current) => (current ? change(current) : current)),
          ),
      ),
    [queryClient, read.key],
  )
  const setSearch = useCallback((text: string) => {
    setSearchText(text)
    setPage(1)
  }, [])
  const setStatus = useCallback((next: string | null) => {
    setStatusValue(next)
    setPage(1)
  }, [])
  const { refetch: fetchAgain } = query
  const reload = useCallback(() => void fetchAgain(), [fetchAgain])
  const replaceItem = useCallback(
    (item: T) =>
      void updatePages((current) => ({
        ...current,
        items: current.items.map((row) => (row.id === item.id ? item : row)),
      })),
    [updatePages],
  )
  const removeItem = useCallback(
    (id: T['id']) =>
      void updatePages((current) =>
        current.items.some((row) => row.id === id)
          ? {
              ...current,
              items: current.items.filter((row) => row.id !== id),
              total: Math.max(0, current.total - 1),
            }
          : current,
      ),
    [updatePages],
  )

  // The last row of a later page was deleted: show the page before rather than an empty one.
  useEffect(() => {
    if (!loading && query.data && items.length === 0 && page > 1) setPage((p) => p - 1)
  }, [loading, query.data, items.length, page])

  return {
    items,
    total,
    capped,
    loading,
    error: query.error ? query.error.message : null,
    page,
    pageCount,
    pageSize,
    setPage,
    search,
    setSearch,
    status,
    setStatus,
    filters,
    reload,
    replaceItem,
    removeItem,
  }
}

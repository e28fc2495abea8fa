import { useDebouncedValue } from '@mantine/hooks'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useAdminApi } from '../api/use-admin-api'

export const ENQUIRY_PAGE_SIZE = 20
const NO_EXTRA_PARAMS: Record<string, string | undefined> = {}
const SEARCH_DEBOUNCE_MS = 300

/** The filters the server applies to a paged list (API.md `?q&status`); also used for the CSV export. */
export interface PagedListFilters {
  q: string
  status: string | null
}

export interface PagedList<T extends { id: string | number }> {
  items: T[]
  total: number
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
  /** The filters the shown rows were asked with. */
  filters: PagedListFilters
  reload: () => void
  /** Puts the server's answer for one row in place of the row. */
  replaceItem: (item: T) => void
  /** Drops a deleted row locally (spec §4: after delete the row is removed locally). */
  removeItem: (id: T['id']) => void
}

/** Query string of the filters, without empty ones: `q=…&status=…`. */
export function filtersQuery({ q, status }: PagedListFilters): string {
  const params = new URLSearchParams()
  if (q.trim()) params.set('q', q.trim())
  if (status) params.set('status', status)
  return params.toString()
}

/**
 * A server-paged list with search and a status filter (consultations, messages, referrals, audit):
 * the rows of one page, the full count from X-Total-Count, and local row updates after a write.
 */
export function usePagedList<T extends { id: string | number }>(
  path: string,
  pageSize = ENQUIRY_PAGE_SIZE,
  /** Further filters the list takes (e.g. the audit log's record and person); empty ones are left out. */
  extraParams: Record<string, string | undefined> = NO_EXTRA_PARAMS,
): PagedList<T> {
  const extraKey = JSON.stringify(extraParams)
  const api = useAdminApi()
  const [search, setSearchText] = useState('')
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS)
  const [status, setStatusValue] = useState<string | null>(null)
  const [page, setPage] = useState(1)
  const [reloads, setReloads] = useState(0)
  const [items, setItems] = useState<T[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)

  const filters = useMemo(() => ({ q: debouncedSearch.trim(), status }), [debouncedSearch, status])

  useEffect(() => {
    // A reload is asked for by bumping the counter; reading it here makes the effect depend on it.
    void reloads
    let alive = true
    setLoading(true)
    api
      .getPage<T>(path, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
        q: filters.q || undefined,
        status: filters.status ?? undefined,
        ...(JSON.parse(extraKey) as Record<string, string | undefined>),
      })
      .then((answer) => {
        if (!alive) return
        setItems(answer.items)
        setTotal(answer.total)
        setError(null)
      })
      .catch((failure: Error) => {
        if (alive) setError(failure.message)
      })
      .finally(() => {
        if (alive) setLoading(false)
      })
    return () => {
      alive = false
    }
  }, [api, path, page, pageSize, filters, extraKey, reloads])

  const pageCount = Math.max(1, Math.ceil(total / pageSize))

  const setSearch = useCallback((text: string) => {
    setSearchText(text)
    setPage(1)
  }, [])
  const setStatus = useCallback((next: string | null) => {
    setStatusValue(next)
    setPage(1)
  }, [])
  const reload = useCallback(() => setReloads((n) => n + 1), [])
  const replaceItem = useCallback((item: T) => {
    setItems((rows) => rows.map((row) => (row.id === item.id ? item : row)))
  }, [])
  const removeItem = useCallback((id: T['id']) => {
    setItems((rows) => rows.filter((row) => row.id !== id))
    setTotal((n) => Math.max(0, n - 1))
  }, [])

  // The last row of a later page was deleted: show the page before rather than an empty one.
  useEffect(() => {
    if (!loading && items.length === 0 && page > 1) setPage((p) => p - 1)
  }, [loading, items.length, page])

  return {
    items,
    total,
    loading,
    error,
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

import type { ListSort, SortDirection } from '@labsite/shared'
import { useEffect, useMemo, useState } from 'react'

/** Cards per page of the catalogue tabs: a full grid of 3 columns on a wide screen. */
export const LIST_PAGE_SIZE = 24

/** How a tab reads its records for the toolbar; the sorts it offers are the keys of `sortValues`. */
export interface ListViewOptions<T> {
  /** The text the search box matches (anywhere, ignoring case). */
  searchText: (item: T) => string
  /** The record's category, for the category filter (lists without one leave it out). */
  categoryOf?: (item: T) => string
  /** The value each sort orders by; 'order' (the list as staff arranged it) needs none. */
  sortValues?: Partial<Record<Exclude<ListSort, 'order'>, (item: T) => string | number>>
  pageSize?: number
}

/** The toolbar's choice of order: the list's own, or a field in a direction. */
export interface ListSortChoice {
  sort: ListSort
  dir: SortDirection
}

export interface ListView<T> {
  search: string
  setSearch: (text: string) => void
  /** null: every category. */
  category: string | null
  setCategory: (category: string | null) => void
  categories: string[]
  sort: ListSortChoice
  setSort: (sort: ListSortChoice) => void
  page: number
  setPage: (page: number) => void
  pageCount: number
  /** The records of the shown page. */
  visible: T[]
  /** How many records the search and filter let through. */
  matching: number
  /** The list shows every record in the order staff arranged, so dragging means what it shows. */
  arranging: boolean
  /** Brings a record into view after it was added or changed: clears what hides it and opens its page. */
  reveal: (id: string) => void
}

const OWN_ORDER: ListSortChoice = { sort: 'order', dir: 'asc' }

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true })
}

/**
 * Search, category filter, sort and paging of a catalogue tab over the list staff read (a catalogue is
 * at most CATALOGUE_PAGE_MAX records, read whole so the offline queue and reorder keep working on it).
 */
export function useListView<T>(
  items: T[],
  options: ListViewOptions<T>,
  /** The record's key, as `reveal` is given it (module-level, so it stays the same between renders). */
  idOf: (item: T) => string,
): ListView<T> {
  const { searchText, categoryOf, sortValues = {}, pageSize = LIST_PAGE_SIZE } = options
  const [search, setSearchText] = useState('')
  const [category, setCategoryValue] = useState<string | null>(null)
  const [sort, setSortValue] = useState<ListSortChoice>(OWN_ORDER)
  const [page, setPage] = useState(1)

  const categories = useMemo(
    () =>
      categoryOf
        ? [...new Set(items.map(categoryOf).filter(Boolean))].sort((a, b) => a.localeCompare(b))
        : [],
    [items, categoryOf],
  )

  const ordered = useMemo(() => {
    const needle = search.trim().toLowerCase()
    const shown = items.filter(
      (item) =>
        (!needle || searchText(item).toLowerCase().includes(needle)) &&
        (!category || categoryOf?.(item) === category),
    )
    const sortValue = sort.sort === 'order' ? undefined : sortValues[sort.sort]
    if (!sortValue) return sort.dir === 'desc' ? [...shown].reverse() : shown
    const sign = sort.dir === 'asc' ? 1 : -1
    // A stable sort: records with equal values keep the arranged order.
    return [...shown].sort((a, b) => sign * compare(sortValue(a), sortValue(b)))
  }, [items, search, category, sort, searchText, categoryOf, sortValues])

  const pageCount = Math.max(1, Math.ceil(ordered.length / pageSize))
  const current = Math.min(page, pageCount)
  const visible = ordered.slice((current - 1) * pageSize, current * pageSize)

  // A record to bring into view once the list holds it (a save updates the list after it answers).
  const [revealing, setRevealing] = useState<string | null>(null)
  useEffect(() => {
    if (!revealing) return
    const index = ordered.findIndex((item) => idOf(item) === revealing)
    if (index >= 0) {
      setPage(Math.floor(index / pageSize) + 1)
      setRevealing(null)
    } else if (items.some((item) => idOf(item) === revealing)) {
      // Hidden by the search, filter or sort: show everything in the arranged order (the next pass finds it).
      setSearchText('')
      setCategoryValue(null)
      setSortValue(OWN_ORDER)
    }
  }, [revealing, ordered, items, pageSize, idOf])

  return {
    search,
    setSearch: (text) => {
      setSearchText(text)
      setPage(1)
    },
    category,
    setCategory: (value) => {
      setCategoryValue(value)
      setPage(1)
    },
    categories,
    sort,
    setSort: (value) => {
      setSortValue(value)
      setPage(1)
    },
    page: current,
    setPage,
    pageCount,
    visible,
    matching: ordered.length,
    arranging: !search.trim() && !category && sort.sort === 'order' && sort.dir === 'asc',
    reveal: setRevealing,
  }
}

import type { RecordMeta } from '@labsite/shared'
import { useCallback, useEffect, useState } from 'react'
import { useAdminApi } from '../../api/use-admin-api'

export interface RecordList<T extends RecordMeta> {
  items: T[] | null
  error: string | null
  add: (record: T) => void
  replace: (record: T) => void
  remove: (id: string) => void
}

/**
 * A content list (testimonials, FAQs, blog posts) loaded once; spec §4: edits apply locally after
 * the server accepted them. `newestFirst` lists put a new record on top (blog posts).
 */
export function useRecordList<T extends RecordMeta>(path: string, newestFirst = false): RecordList<T> {
  const api = useAdminApi()
  const [items, setItems] = useState<T[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let alive = true
    api
      .get<T[]>(path)
      .then((list) => {
        if (alive) setItems(list)
      })
      .catch((failure: Error) => {
        if (alive) setError(failure.message)
      })
    return () => {
      alive = false
    }
  }, [api, path])

  const add = useCallback(
    (record: T) => setItems((list) => (newestFirst ? [record, ...(list ?? [])] : [...(list ?? []), record])),
    [newestFirst],
  )
  const replace = useCallback(
    (record: T) => setItems((list) => (list ?? []).map((item) => (item.id === record.id ? record : item))),
    [],
  )
  const remove = useCallback(
    (id: string) => setItems((list) => (list ?? []).filter((item) => item.id !== id)),
    [],
  )
  return { items, error, add, replace, remove }
}

import type { RecordMeta } from '@labsite/shared'
import { useCallback } from 'react'
import type { RecordCollection } from '../../api/requests'
import { useAdminResource } from '../../hooks/use-admin-resource'

export interface RecordList<T extends RecordMeta> {
  items: T[] | null
  error: string | null
  add: (record: T) => void
  replace: (record: T) => void
  remove: (id: string) => void
}

/**
 * A content list (testimonials, FAQs, blog posts): edits apply locally after the server
 * accepted them. `newestFirst` lists put a new record on top (blog posts).
 */
export function useRecordList<T extends RecordMeta, F>(
  collection: RecordCollection<T, F>,
  newestFirst = false,
): RecordList<T> {
  const resource = useAdminResource(collection.list, null)
  const { setData } = resource
  const add = useCallback(
    (record: T) => setData((list) => (newestFirst ? [record, ...(list ?? [])] : [...(list ?? []), record])),
    [setData, newestFirst],
  )
  const replace = useCallback(
    (record: T) => setData((list) => (list ?? []).map((item) => (item.id === record.id ? record : item))),
    [setData],
  )
  const remove = useCallback(
    (id: string) => setData((list) => (list ?? []).filter((item) => item.id !== id)),
    [setData],
  )
  return { items: resource.data, error: resource.error, add, replace, remove }
}

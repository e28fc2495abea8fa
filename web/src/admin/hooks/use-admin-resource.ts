import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react'
import { useAdminApi } from '../api/use-admin-api'

export type LoadStatus = 'loading' | 'loaded' | 'error'

export interface AdminResource<T> {
  data: T
  /** Local edits after a save (spec §4: add/update/delete apply to the local list). */
  setData: Dispatch<SetStateAction<T>>
  /** The version the data was loaded at (from the ETag), sent back as If-Match; undefined for lists. */
  version: number | undefined
  /** Keeps the server's answer to a write of this one record: the server bumps the version by one per write. */
  saved: (value: T) => void
  status: LoadStatus
  error: string | null
  reload: () => Promise<void>
}

/** Loads one GET path for a tab: loading, then loaded or error (with the server's message), reloadable. */
export function useAdminResource<T>(path: string, initial: T): AdminResource<T> {
  const api = useAdminApi()
  const [data, setData] = useState<T>(initial)
  const [version, setVersion] = useState<number | undefined>(undefined)
  const [status, setStatus] = useState<LoadStatus>('loading')
  const [error, setError] = useState<string | null>(null)
  // A slow first answer must not overwrite a newer one (e.g. re-fetch after an update).
  const latest = useRef(0)

  const reload = useCallback(async () => {
    const request = ++latest.current
    try {
      const answer = await api.getVersioned<T>(path)
      if (request !== latest.current) return
      setData(answer.data)
      setVersion(answer.version)
      setStatus('loaded')
      setError(null)
    } catch (cause) {
      if (request !== latest.current) return
      setStatus('error')
      setError(cause instanceof Error ? cause.message : String(cause))
    }
  }, [api, path])

  useEffect(() => {
    reload()
  }, [reload])

  const saved = useCallback((value: T) => {
    setData(value)
    setVersion((current) => (current === undefined ? current : current + 1))
  }, [])

  return { data, setData, version, saved, status, error, reload }
}

import { useAdminResource } from './use-admin-resource'

export interface DocumentState<T> {
  /** The value as the server last answered it (null while loading). */
  stored: T | null
  error: string | null
  /** The version the editor opened (sent as If-Match so a concurrent change is not overwritten). */
  version: number | undefined
  /** Keeps the server's answer after a save. */
  setStored: (value: T) => void
}

/** A singleton document (banner, about, site settings, …) loaded once when the editor opens. */
export function useDocument<T>(path: string): DocumentState<T> {
  const resource = useAdminResource<T | null>(path, null)
  return {
    stored: resource.data,
    error: resource.error,
    version: resource.version,
    setStored: resource.saved,
  }
}

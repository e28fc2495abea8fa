import ky from 'ky'
import { useMemo } from 'react'
import { usePlatform } from '../platform/PlatformProvider'
import type { AdminWrite, AdminWriteResult } from '../platform/platform-services'
import { AdminApiError, NetworkError } from '../platform/send-admin-write'
import { useAdminSession } from '../stores/admin-session'

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.'

export interface AdminApi {
  /** GET below the API base, with the staff token. */
  get<T>(path: string, searchParams?: Record<string, string | number | undefined>): Promise<T>
  /** GET of one record or document with its version (the ETag), to send back as If-Match. */
  getVersioned<T>(path: string): Promise<{ data: T; version: number | undefined }>
  /** GET that also returns the X-Total-Count header of paged lists. */
  getPage<T>(
    path: string,
    searchParams?: Record<string, string | number | undefined>,
  ): Promise<{ items: T[]; total: number }>
  /** A write through the platform's edit queue (sent now on the web, maybe queued on the desktop). */
  write(write: AdminWrite): Promise<AdminWriteResult>
  /** Multipart upload with progress (never queued: it needs the network). */
  upload<T>(path: string, form: FormData, onProgress?: (percent: number) => void): Promise<T>
  /** Downloads a protected file (CSV, enquiry attachment) and hands it to the browser. */
  download(path: string, fileName: string): Promise<void>
}

function clean(params?: Record<string, string | number | undefined>) {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(params ?? {}))
    if (value !== undefined && value !== '') out[key] = String(value)
  return out
}

async function toAdminError(error: unknown): Promise<Error> {
  if (error instanceof AdminApiError || error instanceof NetworkError) return error
  if (error && typeof error === 'object' && 'response' in error && error.response instanceof Response) {
    const response = error.response
    let body: Record<string, unknown> | null = null
    try {
      body = (await response.clone().json()) as Record<string, unknown>
    } catch {
      body = null
    }
    const message =
      typeof body?.message === 'string' ? body.message : `Request failed with status ${response.status}`
    return new AdminApiError(response.status, message, body)
  }
  return new NetworkError()
}

/** The admin's API access, built from the platform (base URL, edit queue) and the staff session. */
export function useAdminApi(): AdminApi {
  const platform = usePlatform()
  const token = useAdminSession((s) => s.token)
  const signOut = useAdminSession((s) => s.signOut)
  return useMemo(() => {
    const onFailure = async (error: unknown): Promise<never> => {
      const adminError = await toAdminError(error)
      if (adminError instanceof AdminApiError && adminError.status === 401) signOut(SESSION_ENDED_MESSAGE)
      throw adminError
    }
    const client = ky.create({
      prefixUrl: platform.apiBaseUrl,
      retry: 0,
      timeout: 60_000,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
    const api: AdminApi = {
      get: (path, searchParams) =>
        client
          .get(path, { searchParams: clean(searchParams) })
          .json()
          .catch(onFailure) as never,
      getVersioned: async (path) => {
        try {
          const response = await client.get(path)
          const etag = /^"(\d+)"$/.exec(response.headers.get('etag') ?? '')
          return { data: await response.json(), version: etag ? Number(etag[1]) : undefined }
        } catch (error) {
          return onFailure(error)
        }
      },
      getPage: async (path, searchParams) => {
        try {
          const response = await client.get(path, { searchParams: clean(searchParams) })
          return { items: await response.json(), total: Number(response.headers.get('x-total-count') ?? 0) }
        } catch (error) {
          return onFailure(error)
        }
      },
      write: (write) => platform.editQueue.send(write, token ?? '').catch(onFailure),
      upload: (path, form, onProgress) =>
        new Promise((resolve, reject) => {
          const xhr = new XMLHttpRequest()
          xhr.open('POST', `${platform.apiBaseUrl}/${path}`)
          if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`)
          xhr.setRequestHeader('accept', 'application/json')
          xhr.upload.onprogress = (event) => {
            if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100))
          }
          xhr.onerror = () => reject(new NetworkError())
          xhr.onload = () => {
            let body: Record<string, unknown> | null = null
            try {
              body = JSON.parse(xhr.responseText)
            } catch {
              body = null
            }
            if (xhr.status >= 200 && xhr.status < 300) return resolve(body as never)
            const message =
              typeof body?.message === 'string' ? body.message : `Upload failed with status ${xhr.status}`
            onFailure(new AdminApiError(xhr.status, message, body)).catch(reject)
          }
          xhr.send(form)
        }),
      download: async (path, fileName) => {
        try {
          const blob = await client.get(path).blob()
          const url = URL.createObjectURL(blob)
          const link = document.createElement('a')
          link.href = url
          link.download = fileName
          link.click()
          setTimeout(() => URL.revokeObjectURL(url), 10_000)
        } catch (error) {
          await onFailure(error)
        }
      },
    }
    return api
  }, [platform, token, signOut])
}

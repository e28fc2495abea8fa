import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { NetworkError } from '../../../lib/api-client'
import { adminKeys, MEDIA_UPLOAD_PATH, uploadMedia, useAdminUpload } from '../../api'
import { toPercent } from '../../components/UploadProgress'
import { usePlatform } from '../../platform/PlatformProvider'
import type { QueuedUploadRow } from '../../platform/platform-services'

export interface MediaUpload {
  key: string
  name: string
  /** 0–100 while the bytes go; null when the transport reports no progress (shown as busy). */
  progress: number | null
  state: 'waiting' | 'uploading' | 'done' | 'failed'
  message?: string
}

const OFFLINE_MESSAGE =
  'The server could not be reached, so the picture was not added. Try again when the connection is back.'

/** What the upload of `name` is called in the console's list of waiting edits. */
export const mediaUploadLabel = (name: string) => `Add picture "${name}"`

/**
 * Uploads pictures to the media library one after the other, each with its own progress; the grid
 * refetches after each one the server took. Where the platform keeps uploads for later (the
 * desktop), one that cannot reach the server, or is made while the server is known to be away,
 * goes into its edit queue with the file instead and is listed in `queued` until it is sent (the
 * console then refreshes the lists) or refused (`failed`, with the server's message).
 */
export function useMediaUploads() {
  const send = useAdminUpload()
  const queryClient = useQueryClient()
  const { offlineUploads, editQueue } = usePlatform()
  const [uploads, setUploads] = useState<MediaUpload[]>([])
  const chain = useRef<Promise<void>>(Promise.resolve())
  const [, queueChanged] = useReducer((n: number) => n + 1, 0)
  useEffect(() => editQueue.subscribe(queueChanged), [editQueue])
  const queued: QueuedUploadRow[] = offlineUploads?.list(MEDIA_UPLOAD_PATH) ?? []

  const patch = useCallback(
    (key: string, change: Partial<MediaUpload>) =>
      setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload))),
    [],
  )

  /**
   * Into the platform's queue: the row is then the queue's (`queued`), not this one. This row leaves
   * before the queue's arrives, so the same picture is never listed twice; if the queue cannot take
   * it, the row comes back (and is marked failed by the caller).
   */
  const keep = useCallback(
    async (key: string, file: File) => {
      if (!offlineUploads) return false
      setUploads((list) => list.filter((upload) => upload.key !== key))
      try {
        await offlineUploads.keep(file, { path: MEDIA_UPLOAD_PATH, label: mediaUploadLabel(file.name) })
      } catch (error) {
        setUploads((list) => [...list, { key, name: file.name, progress: null, state: 'uploading' }])
        throw error
      }
      return true
    },
    [offlineUploads],
  )

  const uploadOne = useCallback(
    async (key: string, file: File) => {
      patch(key, { state: 'uploading', progress: null })
      try {
        // The server is known to be away: no point keeping the desk waiting for a timeout.
        if (offlineUploads?.serverUnreachable() && (await keep(key, file))) return
        await uploadMedia(send, file, (fraction) => patch(key, { progress: toPercent(fraction) }))
        patch(key, { state: 'done', progress: 100 })
        await queryClient.invalidateQueries({ queryKey: adminKeys.media })
      } catch (uploadError) {
        let error = uploadError
        if (error instanceof NetworkError && offlineUploads) {
          try {
            await keep(key, file)
            return
          } catch (keepError) {
            error = keepError
          }
        }
        const message =
          error instanceof NetworkError
            ? OFFLINE_MESSAGE
            : error instanceof Error
              ? error.message
              : 'The picture could not be uploaded.'
        patch(key, { state: 'failed', message })
      }
    },
    [send, queryClient, patch, keep, offlineUploads],
  )

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file) => ({ file, key: crypto.randomUUID() }))
      setUploads((list) => [
        ...list.filter((upload) => upload.state !== 'done'),
        ...added.map(({ file, key }) => ({
          key,
          name: file.name,
          progress: null,
          state: 'waiting' as const,
        })),
      ])
      for (const { file, key } of added) chain.current = chain.current.then(() => uploadOne(key, file))
      return chain.current
    },
    [uploadOne],
  )

  const discard = useCallback(
    (id: string) => offlineUploads?.discard(id) ?? Promise.resolve(),
    [offlineUploads],
  )

  return { uploads, queued, add, discard }
}

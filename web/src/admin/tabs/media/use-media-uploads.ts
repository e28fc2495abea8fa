import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { NetworkError } from '../../../lib/api-client'
import { adminKeys, uploadMedia, useAdminClient } from '../../api'

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

/**
 * Uploads pictures to the media library one after the other, each with its own progress; the grid
 * refetches after each one the server took. Uploads need the network (they are never queued).
 */
export function useMediaUploads() {
  const client = useAdminClient()
  const queryClient = useQueryClient()
  const [uploads, setUploads] = useState<MediaUpload[]>([])
  const chain = useRef<Promise<void>>(Promise.resolve())

  const patch = useCallback(
    (key: string, change: Partial<MediaUpload>) =>
      setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload))),
    [],
  )

  const uploadOne = useCallback(
    async (key: string, file: File) => {
      patch(key, { state: 'uploading', progress: null })
      try {
        await uploadMedia(client, file, (fraction) => patch(key, { progress: Math.round(fraction * 100) }))
        patch(key, { state: 'done', progress: 100 })
        await queryClient.invalidateQueries({ queryKey: adminKeys.media })
      } catch (error) {
        const message =
          error instanceof NetworkError
            ? OFFLINE_MESSAGE
            : error instanceof Error
              ? error.message
              : 'The picture could not be uploaded.'
        patch(key, { state: 'failed', message })
      }
    },
    [client, queryClient, patch],
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

  return { uploads, add }
}

import type { UploadResult } from '@labsite/shared'
import type { AdminUpload } from './admin-client'

/** POST /uploads: one site image, re-encoded by the server; answers its URL. Progress from 0 to 1. */
export function uploadImage(
  upload: AdminUpload,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<UploadResult> {
  const body = new FormData()
  body.append('file', file)
  return upload<UploadResult>('uploads', body, onProgress)
}

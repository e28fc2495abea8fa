import type { UploadResult } from '@labsite/shared'
import type { KyInstance } from 'ky'
import { uploadForm } from '../../lib/api-client'

/** POST /uploads: one site image, re-encoded by the server; answers its URL. Progress from 0 to 1. */
export function uploadImage(
  client: KyInstance,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<UploadResult> {
  const body = new FormData()
  body.append('file', file)
  return uploadForm<UploadResult>(client, 'uploads', body, { onProgress })
}

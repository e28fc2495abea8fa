import type { MediaItem, MediaUpdate } from '@labsite/shared'
import type { AdminUpload } from './admin-client'
import { adminKeys } from './query-keys'
import { type AdminMutation, type AdminPagedRead, pagedReadOf } from './requests'

/** GET /admin/media?q&limit&offset: the library, newest first; q matches file names and alt texts. */
export const mediaLibrary: AdminPagedRead<MediaItem> = pagedReadOf<MediaItem>(adminKeys.media, 'admin/media')

/** Where the library's uploads go (multipart field `file`); the desktop queues uploads to it offline. */
export const MEDIA_UPLOAD_PATH = 'admin/media'

/**
 * POST /admin/media: adds one picture to the library (the server re-encodes it, as for /uploads).
 * It is sent at once with progress from 0 to 1 (the desktop keeps it for later when offline:
 * tabs/media/use-media-uploads.ts).
 */
export function uploadMedia(
  upload: AdminUpload,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<MediaItem> {
  const body = new FormData()
  body.append('file', file)
  return upload<MediaItem>(MEDIA_UPLOAD_PATH, body, onProgress)
}

/** PUT /admin/media/:id: the picture's alt texts, English and Hindi. */
export function updateMediaAlt(item: MediaItem, alt: string, altHi: string, label: string): AdminMutation {
  const json: MediaUpdate = { alt, i18n: { hi: { alt: altHi } } }
  return {
    write: { method: 'PUT', path: `admin/media/${item.id}`, json, ifMatch: item.version, label },
    invalidates: [adminKeys.media],
  }
}

/** DELETE /admin/media/:id: refused (409) while the picture is used, naming where. */
export function deleteMedia(item: MediaItem, label: string): AdminMutation {
  return {
    write: { method: 'DELETE', path: `admin/media/${item.id}`, ifMatch: item.version, label },
    invalidates: [adminKeys.media],
  }
}

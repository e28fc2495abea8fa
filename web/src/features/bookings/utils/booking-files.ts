import {
  BOOKING_FILE_MIME_TYPES,
  BOOKING_FILE_TYPES,
  MAX_BOOKING_FILES,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  mimeTypeForExtension,
} from '@labsite/shared'
import type { TFunction } from 'i18next'

const ALLOWED_TYPES: readonly string[] = BOOKING_FILE_MIME_TYPES

/** Some browsers give HEIC photos no MIME type at all; their extension is then all we have. */
function isAllowedType(file: File): boolean {
  if (ALLOWED_TYPES.includes(file.type)) return true
  return file.type === '' && mimeTypeForExtension(BOOKING_FILE_TYPES, file.name) !== undefined
}

/**
 * The attachment rules of a booking (spec §5, enquiry limits) checked before anything is sent, so
 * the visitor hears about a wrong file at once instead of after the upload. The server checks the
 * bytes again. Answers the first problem, or null.
 */
export function bookingFilesProblem(files: readonly File[], t: TFunction): string | null {
  if (files.length > MAX_BOOKING_FILES) return t('booking.tooManyFiles', { count: MAX_BOOKING_FILES })
  for (const file of files) {
    if (!isAllowedType(file))
      return t('booking.wrongType', { name: file.name, problem: t('booking.wrongTypeProblem') })
    if (file.size > MAX_UPLOAD_BYTES) return t('booking.tooLarge', { name: file.name, mb: MAX_UPLOAD_MB })
  }
  return null
}

import {
  BOOKING_FILE_MIME_TYPES,
  BOOKING_FILE_TYPES,
  FILE_SIGNATURE_BYTES,
  fileTypeOfBytes,
  MAX_BOOKING_FILES,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  mimeTypeForExtension,
} from '@labsite/shared'
import type { TFunction } from 'i18next'
import '../../../i18n/locales/en-bookings'

const ALLOWED_TYPES: readonly string[] = BOOKING_FILE_MIME_TYPES

/** Some browsers give HEIC photos no MIME type at all; their extension is then all we have. */
function isAllowedType(file: File): boolean {
  if (ALLOWED_TYPES.includes(file.type)) return true
  return file.type === '' && mimeTypeForExtension(BOOKING_FILE_TYPES, file.name) !== undefined
}

/** FileReader rather than Blob.arrayBuffer: older phone browsers (and jsdom) lack the latter. */
function firstBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(file.slice(0, FILE_SIGNATURE_BYTES))
  })
}

/**
 * The chosen files whose first bytes are no image or PDF (a renamed program, a text file called
 * "scan.jpg"), read in the browser; the server reads the whole file again.
 */
export async function filesWithWrongBytes(files: readonly File[]): Promise<File[]> {
  const judged = await Promise.all(
    files.map(async (file) => {
      const head = await firstBytes(file).catch(() => null)
      // A file the browser cannot read is left to the server's judgement.
      if (!head) return null
      const type = fileTypeOfBytes(head)
      return type !== undefined && ALLOWED_TYPES.includes(type) ? null : file
    }),
  )
  return judged.filter((file): file is File => file !== null)
}

/**
 * The attachment rules of a booking (shared/src/file-types.ts) checked before anything is sent, so
 * the visitor hears about a wrong file at once instead of after the upload: the name's type and the
 * size at once, the first bytes (`wrongBytes`, from filesWithWrongBytes) as soon as they are read.
 * The server checks the bytes again. Answers the first problem, or null.
 */
export function bookingFilesProblem(
  files: readonly File[],
  t: TFunction,
  wrongBytes?: ReadonlySet<File> | WeakSet<File>,
): string | null {
  if (files.length > MAX_BOOKING_FILES) return t('booking.tooManyFiles', { count: MAX_BOOKING_FILES })
  for (const file of files) {
    if (!isAllowedType(file) || wrongBytes?.has(file))
      return t('booking.wrongType', { name: file.name, problem: t('booking.wrongTypeProblem') })
    if (file.size > MAX_UPLOAD_BYTES) return t('booking.tooLarge', { name: file.name, mb: MAX_UPLOAD_MB })
  }
  return null
}

import {
  CONSULTATION_FILE_MIME_TYPES,
  CONSULTATION_FILE_TYPES,
  CONSULTATION_FILE_WRONG_TYPE,
  MAX_CONSULTATION_FILES,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  mimeTypeForExtension,
} from '@labsite/shared'

const ALLOWED_TYPES: readonly string[] = CONSULTATION_FILE_MIME_TYPES

/** Some browsers give HEIC photos no MIME type at all; their extension is then all we have. */
function isAllowedType(file: File): boolean {
  if (ALLOWED_TYPES.includes(file.type)) return true
  return file.type === '' && mimeTypeForExtension(CONSULTATION_FILE_TYPES, file.name) !== undefined
}

/**
 * The attachment rules of a booking (spec §5, enquiry limits) checked before anything is sent, so
 * the visitor hears about a wrong file at once instead of after the upload. The server checks the
 * bytes again. Answers the first problem, or null.
 */
export function consultationFilesProblem(files: readonly File[]): string | null {
  if (files.length > MAX_CONSULTATION_FILES) return `Attach at most ${MAX_CONSULTATION_FILES} files.`
  for (const file of files) {
    if (!isAllowedType(file)) return `${file.name}: ${CONSULTATION_FILE_WRONG_TYPE}`
    if (file.size > MAX_UPLOAD_BYTES) return `${file.name} is larger than ${MAX_UPLOAD_MB} MB.`
  }
  return null
}

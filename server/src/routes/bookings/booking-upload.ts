import { httpErrors } from '@fastify/sensible'
import { BOOKING_FILE_MIME_TYPES, MAX_BOOKING_FILES, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from '@labsite/shared'
import type { FastifyRequest } from 'fastify'
import { fileTypeFromFile } from 'file-type'
import type { PrivateFileStore, TempFile } from '../../lib/infrastructure/private-files'

/** An attachment received and checked, waiting in the temporary folder for its enquiry to be stored. */
export interface ReceivedFile {
  temp: TempFile
  name: string
  mimeType: string
  extension: string
}

export interface BookingForm {
  fields: object
  files: ReceivedFile[]
}

const ALLOWED_TYPES: ReadonlySet<string> = new Set(BOOKING_FILE_MIME_TYPES)

/** The name to show staff: no folders, no control characters, valid UTF-8, short enough to store. */
export function cleanFileName(raw: string | undefined): string {
  // Browsers send a quote in a file name as %22 (HTML multipart encoding), line breaks as %0A/%0D.
  const decoded = (raw ?? '').replace(/%22/gi, '"').replace(/%0[ad]/gi, '')
  const base = decoded.split(/[\\/]/).pop() ?? ''
  const printable = Buffer.from(base, 'utf8')
    .toString('utf8')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
  return [...(printable || 'attachment')].slice(0, 200).join('')
}

/**
 * Reads a multipart booking: text fields, and each file streamed to the private temporary folder and
 * judged by its bytes (image or PDF, at most 10 MB, at most 5 files). Every temporary file is reported
 * through `onTempFile` as soon as it exists, so the caller can remove it whatever happens next.
 */
export async function readBookingMultipart(
  request: FastifyRequest,
  store: PrivateFileStore,
  onTempFile: (file: TempFile) => void,
): Promise<BookingForm> {
  const fields: Record<string, unknown> = {}
  const files: ReceivedFile[] = []
  const parts = request.parts({ limits: { files: MAX_BOOKING_FILES, fileSize: MAX_UPLOAD_BYTES } })
  for await (const part of parts) {
    if (part.type === 'field') {
      if (!(part.fieldname in fields)) fields[part.fieldname] = part.value
      continue
    }
    const name = cleanFileName(part.filename)
    const temp = await store.receive(part.file, onTempFile)
    if (part.file.truncated) throw httpErrors.payloadTooLarge(`${name} is larger than ${MAX_UPLOAD_MB} MB`)
    // A file input left empty still sends a part, with no name and no bytes.
    if (temp.size === 0 && !part.filename) continue
    if (temp.size === 0) throw httpErrors.badRequest(`${name} is empty`)
    const type = await fileTypeFromFile(temp.path)
    if (!type || !ALLOWED_TYPES.has(type.mime)) {
      throw httpErrors.unsupportedMediaType(`${name} is not an image or PDF`)
    }
    files.push({ temp, name, mimeType: type.mime, extension: type.ext })
  }
  return { fields, files }
}

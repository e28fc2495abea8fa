import { MAX_UPLOAD_BYTES } from './constants'
import { keysOf } from './narrowing'

/**
 * The file rules of uploads, written once: the server judges every file by its bytes against these
 * lists, the web and the desktop use them to refuse a wrong file before it is sent.
 */

/** Upload size limit in megabytes, as people read it in messages ("at most 10 MB"). */
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024)

/** The photo formats every upload takes, MIME type → file extensions. */
const PHOTO_TYPES = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
} as const

/** Site images (admin uploads), MIME type → file extensions; the server re-encodes them to WebP. */
export const SITE_IMAGE_TYPES = {
  ...PHOTO_TYPES,
  'image/avif': ['avif'],
  'image/gif': ['gif'],
} as const satisfies Record<string, readonly string[]>
export type SiteImageMimeType = keyof typeof SITE_IMAGE_TYPES
export const SITE_IMAGE_MIME_TYPES = keysOf(SITE_IMAGE_TYPES)
export const SITE_IMAGE_EXTENSIONS: string[] = Object.values(SITE_IMAGE_TYPES).flat()
/** The `accept` of a file input or drop zone for site images. */
export const SITE_IMAGE_ACCEPT = SITE_IMAGE_MIME_TYPES.join(',')
export const SITE_IMAGE_WRONG_TYPE = 'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded'

/** What a booking may attach, MIME type → file extensions (images, phone photos and PDF). */
export const BOOKING_FILE_TYPES = {
  ...PHOTO_TYPES,
  'image/heic': ['heic'],
  'image/heif': ['heif'],
  'application/pdf': ['pdf'],
} as const satisfies Record<string, readonly string[]>
export type BookingFileMimeType = keyof typeof BOOKING_FILE_TYPES
export const BOOKING_FILE_MIME_TYPES = keysOf(BOOKING_FILE_TYPES)
/** Some browsers give HEIC photos no MIME type at all, so the picker also lists their extensions. */
export const BOOKING_FILE_ACCEPT = `${BOOKING_FILE_MIME_TYPES.join(',')},.heic,.heif`
export const BOOKING_FILE_WRONG_TYPE = 'only images (JPEG, PNG, WebP, HEIC) or PDF files can be attached.'

/** The MIME type a file name's extension stands for among `types`, or undefined. */
export function mimeTypeForExtension(
  types: Record<string, readonly string[]>,
  fileName: string,
): string | undefined {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase()
  if (!extension) return undefined
  return Object.keys(types).find((mime) => types[mime].includes(extension))
}

/** How many leading bytes `fileTypeOfBytes` needs to tell the upload formats apart. */
export const FILE_SIGNATURE_BYTES = 16

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte)
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** The ISO-BMFF brands (bytes 8–11 after `ftyp`) of HEIC/HEIF and AVIF photos. */
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']
const AVIF_BRANDS = ['avif', 'avis']

/**
 * The upload format the first bytes of a file are (JPEG, PNG, WebP, GIF, HEIC/HEIF, AVIF, PDF), or
 * undefined: what a browser can check before sending, so a renamed program ("scan.jpg" that is an
 * .exe) is refused at its file field at once. The server judges the whole file again (file-type).
 */
export function fileTypeOfBytes(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  if (startsWith(bytes, ascii('GIF8'))) return 'image/gif'
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf'
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.slice(8, 12))
    if (AVIF_BRANDS.includes(brand)) return 'image/avif'
    if (HEIF_BRANDS.includes(brand)) return brand.startsWith('m') ? 'image/heif' : 'image/heic'
  }
  return undefined
}

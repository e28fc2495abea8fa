import {
  IMAGE_VARIANT_WIDTHS,
  MAX_IMAGE_PIXELS,
  MAX_UPLOAD_MB,
  SITE_IMAGE_WRONG_TYPE,
  type SiteImageMimeType,
} from '@labsite/shared'
import { fileTypeFromFile } from 'file-type'
import type { Metadata } from 'sharp'

type Sharp = typeof import('sharp').default
let loadedSharp: Promise<Sharp> | null = null

/**
 * sharp (and libvips with it) is loaded by the first picture, not at startup: a server that receives
 * no upload never pays its memory (idle RSS).
 */
function loadSharp(): Promise<Sharp> {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    // Each picture is decoded once and its variants written to disk: libvips' operation cache (up to
    // 50 MB of decoded images) would never be hit, only held.
    sharp.cache(false)
    return sharp
  })
  return loadedSharp
}

/** A refusal of the uploaded file itself; the error handler keeps its status and message (< 500). */
export class ImageRejectedError extends Error {
  constructor(
    readonly statusCode: 400 | 413 | 415,
    message: string,
  ) {
    super(message)
  }
}

export const IMAGE_MESSAGES = {
  wrongType: SITE_IMAGE_WRONG_TYPE,
  tooLarge: `The image is too large: files can be at most ${MAX_UPLOAD_MB} MB`,
  tooManyPixels: `The image has too many pixels: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
  damaged: 'The image file is damaged or unreadable',
  empty: 'The image file is empty',
} as const

/** Detected MIME type → the format name sharp reports for it; anything else (SVG, HEIC, PDF, …) is refused. */
// Exactly the shared list of site image types (the web and the desktop refuse the others before sending).
const ACCEPTED_FORMATS: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
  'image/gif': 'gif',
} satisfies Record<SiteImageMimeType, string>

/** WebP cannot store a side longer than this; a very tall image is scaled to fit rather than refused. */
const WEBP_MAX_SIDE = 16_383

/**
 * Every decode is bounded by the pixel cap, and with failOn 'warning' (sharp's advice for untrusted
 * input) a truncated or malformed body is an error rather than a half-grey picture.
 * Only the first frame of an animated GIF or WebP is read: site images are static, and decoding every
 * frame would multiply the memory a small file can demand.
 */
const DECODE_OPTIONS = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning', pages: 1 } as const

export interface ImageInfo {
  mimeType: string
  /** Dimensions as displayed, i.e. after the EXIF orientation is applied. */
  width: number
  height: number
}

export interface EncodedVariant {
  width: number
  height: number
  data: Buffer
}

/** The type judged from the file's bytes only (the name and declared type are the client's word). */
export async function detectImageType(filePath: string): Promise<string> {
  const detected = await fileTypeFromFile(filePath)
  if (!detected || !(detected.mime in ACCEPTED_FORMATS)) {
    throw new ImageRejectedError(415, IMAGE_MESSAGES.wrongType)
  }
  return detected.mime
}

/** Reads the dimensions from the header alone and refuses oversized images before any pixel is decoded. */
export async function inspectImage(input: Buffer, mimeType: string): Promise<ImageInfo> {
  const sharp = await loadSharp()
  let metadata: Metadata
  try {
    metadata = await sharp(input, DECODE_OPTIONS).metadata()
  } catch (error) {
    throw asImageRejection(error)
  }
  // A polyglot whose magic bytes say one format but whose decoder would be another is not an image we accept.
  if (metadata.format !== ACCEPTED_FORMATS[mimeType])
    throw new ImageRejectedError(415, IMAGE_MESSAGES.wrongType)
  const { width, height } = metadata.autoOrient ?? metadata
  if (!width || !height) throw new ImageRejectedError(400, IMAGE_MESSAGES.damaged)
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageRejectedError(413, IMAGE_MESSAGES.tooManyPixels)
  return { mimeType, width, height }
}

/**
 * The widths to store: each configured width below the original, then the original width capped at the
 * largest configured one — so nothing is ever upscaled (500 px wide → 320 and 500).
 */
export function variantWidths(originalWidth: number): number[] {
  const largest = Math.min(originalWidth, Math.max(...IMAGE_VARIANT_WIDTHS))
  return [...IMAGE_VARIANT_WIDTHS.filter((width) => width < largest), largest]
}

/**
 * Re-encodes to WebP at one width. The output carries no metadata (EXIF, GPS, XMP, ICC) because sharp
 * drops it unless asked to keep it; the orientation is applied to the pixels first so the picture
 * still stands the right way up without its EXIF tag.
 */
export async function encodeVariant(input: Buffer, width: number): Promise<EncodedVariant> {
  const sharp = await loadSharp()
  try {
    const { data, info } = await sharp(input, DECODE_OPTIONS)
      .autoOrient()
      .resize({ width, height: WEBP_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true })
    return { width: info.width, height: info.height, data }
  } catch (error) {
    throw asImageRejection(error)
  }
}

/** sharp fails only on what the file holds, so its errors are the uploader's: too many pixels, or damaged bytes. */
function asImageRejection(error: unknown): ImageRejectedError {
  if (error instanceof Error && /pixel limit/i.test(error.message)) {
    return new ImageRejectedError(413, IMAGE_MESSAGES.tooManyPixels)
  }
  return new ImageRejectedError(400, IMAGE_MESSAGES.damaged)
}

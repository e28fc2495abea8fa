import { createHash, randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { MultipartFile } from '@fastify/multipart'
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { UploadResult } from '@labsite/shared'
import { errorField } from '@labsite/shared'
import fp from 'fastify-plugin'
import {
  detectImageType,
  encodeVariant,
  IMAGE_MESSAGES,
  ImageRejectedError,
  inspectImage,
  variantWidths,
} from '../lib/infrastructure/image-processing'

export interface ImageStore {
  /**
   * Checks an uploaded image by its bytes, re-encodes it to metadata-free WebP variants under
   * /uploads/media and records it in `media` (the media library). Refusals throw 400/413/415 with a clear message;
   * nothing of a refused or failed upload is left on disk.
   */
  store(file: MultipartFile, uploadedBy?: string): Promise<StoredImage>
  /** Deletes a stored image (all variants and its `media` row) given any of its URLs; unknown URLs are ignored. */
  remove(url: string): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore
  }
}

/**
 * A stored image, its media library entry, and the SHA-256 of the bytes that were sent (what an
 * Idempotency-Key is bound to).
 */
export type StoredImage = UploadResult & { sha256: string; mediaId: string }

const PUBLIC_PREFIX = '/uploads/media'
/** The object store key prefix of the public images: DATA_DIR/uploads/media locally, served as PUBLIC_PREFIX. */
const MEDIA_KEY_PREFIX = 'uploads/media'
const YEAR_SECONDS = 365 * 24 * 60 * 60

interface StoredVariant {
  width: number
  height: number
  size: number
  url: string
}

export default fp(
  async (app) => {
    const mediaDir = path.join(app.config.dataDir, 'uploads', 'media')
    const tmpDir = path.join(app.config.dataDir, 'tmp', 'uploads')
    await mkdir(mediaDir, { recursive: true, mode: 0o700 })
    await mkdir(tmpDir, { recursive: true, mode: 0o700 })

    async function store(file: MultipartFile, uploadedBy?: string): Promise<StoredImage> {
      // One private working folder per upload, removed whatever happens.
      const workDir = await mkdtemp(path.join(tmpDir, 'job-'))
      const moved: string[] = []
      try {
        const originalPath = path.join(workDir, 'original')
        const size = await receive(file, originalPath)
        const mimeType = await detectImageType(originalPath)
        // Bounded by the multipart file size limit, so holding it in memory for sharp is safe.
        const bytes = await readFile(originalPath)
        const original = await inspectImage(bytes, mimeType)
        const encoded = await Promise.all(variantWidths(original.width).map((w) => encodeVariant(bytes, w)))

        const baseName = randomBytes(16).toString('hex')
        const variants: StoredVariant[] = []
        for (const variant of dedupeByWidth(encoded)) {
          const fileName = `${baseName}-${variant.width}.webp`
          const workPath = path.join(workDir, fileName)
          await writeFile(workPath, variant.data, { mode: 0o600 })
          // Only complete files reach the public folder (or bucket): written whole, then handed over.
          const key = `${MEDIA_KEY_PREFIX}/${fileName}`
          await app.objects.putFile(workPath, key, 'image/webp')
          moved.push(key)
          variants.push({
            width: variant.width,
            height: variant.height,
            size: variant.data.length,
            url: `${PUBLIC_PREFIX}/${fileName}`,
          })
        }

        const largest = variants[variants.length - 1]
        const mediaId = await app.mediaRepository.insertUpload({
          url: largest.url,
          original_name: cleanOriginalName(file.filename),
          base_name: baseName,
          mime_type: mimeType,
          width: original.width ?? null,
          height: original.height ?? null,
          size,
          variants,
          uploaded_by: uploadedBy ?? null,
        })
        moved.length = 0

        return {
          mediaId,
          url: largest.url,
          width: largest.width,
          height: largest.height,
          variants: variants.map(({ width, url }) => ({ width, url })),
          sha256: createHash('sha256').update(bytes).digest('hex'),
        }
      } finally {
        await Promise.all(moved.map((key) => app.objects.remove(key).catch(() => {})))
        await rm(workDir, { recursive: true, force: true })
      }
    }

    async function remove(url: string): Promise<void> {
      const match = new RegExp(`^${PUBLIC_PREFIX}/([0-9a-f]{32})-\\d+\\.webp$`).exec(url)
      if (!match) return
      const row = await app.mediaRepository.findUpload(match[1])
      if (!row) return
      const { variants } = row
      await Promise.all(
        variants.map((v) =>
          app.objects.remove(`${MEDIA_KEY_PREFIX}/${path.basename(v.url)}`).catch(() => {}),
        ),
      )
      await app.mediaRepository.remove(row.id)
    }

    app.decorate('images', { store, remove } satisfies ImageStore)

    // With a shared bucket the images are not on this machine's disk: served from the bucket, with the
    // headers the local /uploads folder answers with (names are content-unique, so cached for a year).
    if (app.objects.kind === 's3') {
      app.withTypeProvider<TypeBoxTypeProvider>().get(
        `${PUBLIC_PREFIX}/:name`,
        {
          schema: {
            hide: true,
            params: Type.Object({ name: Type.String({ pattern: '^[0-9a-f]{32}-\\d+\\.webp$' }) }),
          },
        },
        async (request, reply) => {
          const { name } = request.params
          const stored = await app.objects.open(`${MEDIA_KEY_PREFIX}/${name}`)
          if (!stored) throw app.httpErrors.notFound(`Route GET ${request.url} not found`)
          return reply
            .type('image/webp')
            .header('content-length', stored.size)
            .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
            .header('x-content-type-options', 'nosniff')
            .send(stored.stream)
        },
      )
    }
  },
  { name: 'uploads', dependencies: ['db', 'repositories', 'config', 'file-store'] },
)

/**
 * Streams the part to disk (never buffered whole). @fastify/multipart stops a part at the file size
 * limit and marks it truncated without failing the stream, so the truncation is checked here: a cut-off
 * file is refused, never stored.
 */
async function receive(file: MultipartFile, target: string): Promise<number> {
  try {
    await pipeline(file.file, createWriteStream(target, { flags: 'wx', mode: 0o600 }))
  } catch (error) {
    if (file.file.truncated) throw new ImageRejectedError(413, IMAGE_MESSAGES.tooLarge)
    const status = errorField(error, 'statusCode')
    if (typeof status === 'number' && status && status < 500) throw error
    throw new ImageRejectedError(400, 'The upload was interrupted. Please try again.')
  }
  if (file.file.truncated) throw new ImageRejectedError(413, IMAGE_MESSAGES.tooLarge)
  const { size } = await stat(target)
  if (size === 0) throw new ImageRejectedError(400, IMAGE_MESSAGES.empty)
  return size
}

/** A very tall image capped by WebP's side limit can give two variants of the same width; keep one. */
function dedupeByWidth<T extends { width: number }>(variants: T[]): T[] {
  return variants.filter((variant, index) => variants.findIndex((v) => v.width === variant.width) === index)
}

/** Kept for the admin's reference only (never used as a path): printable characters, within the column. */
function cleanOriginalName(name: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
  return (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255)
}

import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { type DocumentKey, defaultDocuments } from '../../db/demo-content'
import { readDocument } from '../../lib/kits/document-routes'
import { DOCUMENT_PICTURE_FIELDS, PICTURE_PLACES } from './picture-places'

const MIME_BY_EXTENSION: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
}

/** Every address a picture field holds today (blog HTML is not mined: its pictures came from uploads). */
async function referencedAddresses(app: FastifyInstance): Promise<Set<string>> {
  const found = new Set<string>()
  for (const place of PICTURE_PLACES) {
    if (place.kind === 'html') continue
    const rows =
      place.kind === 'address'
        ? await app.knex(place.table).distinct(`${place.column} as url`)
        : await app
            .knex(place.table)
            .select(app.knex.raw('distinct jsonb_array_elements_text(??) as url', [place.column]))
    for (const { url } of rows as { url: string }[]) if (url) found.add(url)
  }
  for (const [key, fields] of Object.entries(DOCUMENT_PICTURE_FIELDS)) {
    if (!(key in defaultDocuments)) continue
    const { value } = await readDocument(app.knex, key as DocumentKey)
    for (const field of fields) if (typeof value[field] === 'string' && value[field]) found.add(value[field])
  }
  return found
}

/**
 * Pictures the site used before the media library existed (the seeded demo pictures, addresses typed
 * into fields) join the library, so they can be found, reused and given alt text. Uploads are in it
 * already (the upload plugin records each one), including every size of each. Idempotent, and safe
 * with several processes starting at once (the url is unique).
 */
export async function backfillMediaLibrary(app: FastifyInstance): Promise<number> {
  const referenced = await referencedAddresses(app)
  const known = await app.mediaRepository.knownAddresses()
  const missing = [...referenced].filter((url) => !known.has(url))
  if (missing.length === 0) return 0
  const rows = missing.map((url) => {
    const name = path.posix.basename(url.split(/[?#]/)[0]).slice(0, 255)
    return {
      url,
      original_name: name,
      mime_type: MIME_BY_EXTENSION[path.posix.extname(name).toLowerCase()] ?? '',
    }
  })
  await app.mediaRepository.insertMissing(rows)
  return rows.length
}

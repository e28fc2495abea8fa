import { keysOf } from '@labsite/shared'
import type { FastifyInstance } from 'fastify'
import type { Knex } from 'knex'
import { defaultDocuments } from '../../db/demo-content'
import { readDocument } from '../../lib/kits/document-routes'
import { PICTURE_PLACES, type PicturePlace } from './picture-places'

/** Rows of `place` that store any of `urls`. */
function storing(knex: Knex | Knex.Transaction, place: PicturePlace, urls: readonly string[]) {
  const query = knex(place.table).select(`${place.nameColumn} as name`)
  return query.where((any) => {
    for (const url of urls) {
      if (place.kind === 'address') any.orWhere(place.column, url)
      else if (place.kind === 'address-list')
        any.orWhereRaw('?? @> ?::jsonb', [place.column, JSON.stringify([url])])
      else any.orWhereRaw('position(? in ??) > 0', [url, place.column])
    }
  })
}

/** Which fields of a document value hold one of `urls` (the whole value, or inside text or a list). */
function documentFields(value: Record<string, unknown>, urls: readonly string[]): string[] {
  const holds = (field: unknown): boolean =>
    typeof field === 'string'
      ? urls.some((url) => field.includes(url))
      : Array.isArray(field)
        ? field.some((item) => holds(item))
        : // Nested fields (the share images of page-seo's pages) count too.
          typeof field === 'object' && field !== null && Object.values(field).some((item) => holds(item))
  return Object.entries(value)
    .filter(([, field]) => holds(field))
    .map(([name]) => name)
}

/**
 * Where a picture is used, as staff read it: ['Service “Full Body Checkup” (image)', 'Site settings
 * (logoUrl)']. `urls` are the picture's address and those of its other sizes; inside `db` when it is a transaction.
 */
export async function findPictureUses(
  app: FastifyInstance,
  urls: readonly string[],
  db: Knex | Knex.Transaction = app.knex,
): Promise<string[]> {
  const uses: string[] = []
  for (const place of PICTURE_PLACES) {
    const rows = await storing(db, place, urls).orderBy(place.nameColumn).limit(20)
    for (const row of rows) uses.push(`${place.label} “${String(row.name)}” (${place.field})`)
  }
  // Read with their defaults: a document never saved still shows its default pictures (the demo logo).
  for (const key of keysOf(defaultDocuments)) {
    const { value } = await readDocument(db, key)
    const label = app.revisions.target(key)?.label ?? key
    for (const field of documentFields(value, urls)) uses.push(`${label} (${field})`)
  }
  return uses
}

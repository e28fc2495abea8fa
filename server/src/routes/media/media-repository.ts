import type { MediaItem, MediaQuery } from '@labsite/shared'
import type { Knex } from 'knex'
import { listPage, NEWEST_FIRST } from '../../lib/kits/list-filters'
import { iso } from '../../lib/kits/records'

interface MediaRow {
  id: string
  original_name: string
  url: string
  mime_type: string
  size: number | null
  width: number | null
  height: number | null
  alt: string
  alt_hi: string
  variants: unknown
  base_name: string | null
  uploader_email: string | null
  created_at: Date | string
  version: number
}

const COLUMNS = ['media.*', 'users.email as uploader_email'] as const
const SEARCH_COLUMNS = ['media.original_name', 'media.alt', 'media.alt_hi'] as const
const ORDER = NEWEST_FIRST.map(({ column, order }) => ({ column: `media.${column}`, order }))

export function toMediaItem(row: MediaRow): MediaItem {
  const variants = typeof row.variants === 'string' ? JSON.parse(row.variants) : (row.variants ?? [])
  return {
    id: row.id,
    originalName: row.original_name,
    url: row.url,
    mime: row.mime_type,
    bytes: row.size,
    width: row.width,
    height: row.height,
    alt: row.alt,
    i18n: { hi: { alt: row.alt_hi } },
    variants: (variants as { width: number; url: string }[]).map(({ width, url }) => ({ width, url })),
    uploadedBy: row.uploader_email ?? '',
    createdAt: iso(row.created_at),
    version: row.version,
  }
}

export function createMediaRepository(knex: Knex) {
  const withUploader = (db: Knex | Knex.Transaction = knex) =>
    db('media').leftJoin('users', 'users.id', 'media.uploaded_by')
  return {
    async page(query: MediaQuery) {
      const page = await listPage<MediaRow>(
        withUploader,
        { q: query.q, limit: query.limit ?? 48, offset: query.offset ?? 0 },
        { searchColumns: SEARCH_COLUMNS, orderBy: ORDER, tableName: 'media', columns: COLUMNS },
      )
      return { items: page.rows.map(toMediaItem), count: page.count }
    },
    /** Inside `trx` when given (the write rule's, with the row locked). */
    async findRow(id: string, trx?: Knex.Transaction): Promise<MediaRow | undefined> {
      return withUploader(trx)
        .where('media.id', id)
        .first([...COLUMNS])
    },
    async find(id: string, trx?: Knex.Transaction): Promise<MediaItem | null> {
      const row = await this.findRow(id, trx)
      return row ? toMediaItem(row) : null
    },

    /** Records an upload (every stored size in `variants`): its id. */
    async insertUpload(upload: NewUpload, trx?: Knex.Transaction): Promise<string> {
      const [row] = await (trx ?? knex)('media')
        .insert({ ...upload, variants: JSON.stringify(upload.variants) })
        .returning('id')
      return row.id as string
    },

    /** The upload stored under this content name (`<base>-<width>.webp`), if any. */
    async findUpload(baseName: string): Promise<{ id: string; variants: StoredSize[] } | null> {
      const row = await knex('media').where({ base_name: baseName }).first('id', 'variants')
      if (!row) return null
      const variants = typeof row.variants === 'string' ? JSON.parse(row.variants) : (row.variants ?? [])
      return { id: row.id, variants }
    },

    /** Locks the picture's row for the rest of `trx` (a write rule's lock before its version check). */
    async lock(id: string, trx: Knex.Transaction): Promise<void> {
      await trx('media').where({ id }).forUpdate().first('id')
    },

    /** Changes the alt texts given (English, Hindi), counting a new version. */
    async updateAlt(
      id: string,
      changes: { alt?: string; altHi?: string },
      trx: Knex.Transaction,
    ): Promise<void> {
      await trx('media')
        .where({ id })
        .update({
          ...(changes.alt === undefined ? {} : { alt: changes.alt }),
          ...(changes.altHi === undefined ? {} : { alt_hi: changes.altHi }),
          version: trx.raw('version + 1'),
        })
    },

    async remove(id: string, trx?: Knex.Transaction): Promise<void> {
      await (trx ?? knex)('media').where({ id }).delete()
    },

    /** Every address the library knows, each picture's and each of its sizes'. */
    async knownAddresses(): Promise<Set<string>> {
      const known = new Set<string>()
      for (const row of await knex('media').select('url', 'variants')) {
        known.add(row.url)
        const variants = typeof row.variants === 'string' ? JSON.parse(row.variants) : (row.variants ?? [])
        for (const variant of variants as { url: string }[]) known.add(variant.url)
      }
      return known
    },

    /** Pictures from before the library joins it; one already there (by url) is left alone. */
    async insertMissing(rows: ReadonlyArray<{ url: string; original_name: string; mime_type: string }>) {
      await knex('media')
        .insert([...rows])
        .onConflict('url')
        .ignore()
    },
  }
}

export type MediaRepository = ReturnType<typeof createMediaRepository>

/** One stored size of an upload. */
export interface StoredSize {
  width: number
  height?: number
  size?: number
  url: string
}

export interface NewUpload {
  url: string
  original_name: string
  base_name: string
  mime_type: string
  width: number | null
  height: number | null
  size: number
  variants: StoredSize[]
  uploaded_by: string | null
}

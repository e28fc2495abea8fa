import type { Knex } from 'knex'

/**
 * The `documents` table: one row per singleton (site settings, contact info, banner, About…), its
 * published value, version and draft. Every query of it is here; the write rules (If-Match, audit,
 * revision, change event) stay with the callers (lib/kits/document-routes.ts, lib/kits/document-drafts.ts).
 */

/** A singleton document's stored value (site settings, contact info, …), `{}` when there is none yet. */
export async function readDocument<T>(knex: Knex | Knex.Transaction, key: string): Promise<Partial<T>> {
  const row = await knex('documents').select('value').where({ key }).first()
  const value = typeof row?.value === 'string' ? JSON.parse(row.value) : row?.value
  return value && typeof value === 'object' ? (value as Partial<T>) : {}
}

/** Several documents' stored rows at once (a document never written yet has none). */
export async function readDocumentRows(
  knex: Knex | Knex.Transaction,
  keys: readonly string[],
): Promise<{ key: string; value: unknown; version: number }[]> {
  return knex('documents')
    .whereIn('key', [...keys])
    .select('key', 'value', 'version')
}

type Db = Knex | Knex.Transaction

/** One document's stored row, if it was ever written. */
export async function findDocumentRow(db: Db, key: string) {
  return db('documents').where({ key }).first()
}

/**
 * Locks the document's row for a write, creating it with `defaults` first when it is missing (a
 * deleted row comes back with its defaults rather than failing the save).
 */
export async function lockDocument(trx: Knex.Transaction, key: string, defaults: unknown): Promise<void> {
  await trx('documents')
    .insert({ key, value: JSON.stringify(defaults) })
    .onConflict('key')
    .ignore()
  await trx('documents').where({ key }).forUpdate().first()
}

/** Stores a new published value: its new version. */
export async function saveDocumentValue(trx: Knex.Transaction, key: string, value: unknown): Promise<number> {
  const [row] = await trx('documents')
    .where({ key })
    .update({ value: JSON.stringify(value), version: trx.raw('version + 1'), updated_at: trx.fn.now() })
    .returning('version')
  return row.version as number
}

/** The draft columns of a document (all null when it has no draft). */
export async function findDraftRow(db: Db, key: string, options: { forUpdate?: boolean } = {}) {
  const query = db('documents').where({ key })
  if (options.forUpdate) query.forUpdate()
  return query.first('draft', 'draft_publish_at', 'draft_updated_at')
}

/** Saves a draft (and its publishing time when given). */
export async function saveDraft(
  trx: Knex.Transaction,
  key: string,
  draft: unknown,
  publishAt?: string | null,
): Promise<void> {
  await trx('documents')
    .where({ key })
    .update({
      draft: JSON.stringify(draft),
      ...(publishAt === undefined ? {} : { draft_publish_at: publishAt }),
      draft_updated_at: trx.fn.now(),
    })
}

export async function clearDraft(trx: Knex.Transaction, key: string): Promise<void> {
  await trx('documents')
    .where({ key })
    .update({ draft: null, draft_publish_at: null, draft_updated_at: null })
}

/** Documents whose draft is due by `now`, locked (rows another process holds are skipped). */
export async function lockDueDrafts(trx: Knex.Transaction, now: Date): Promise<string[]> {
  const rows: { key: string }[] = await trx('documents')
    .select('key')
    .whereNotNull('draft')
    .where('draft_publish_at', '<=', now)
    .forUpdate()
    .skipLocked()
  return rows.map((row) => row.key)
}

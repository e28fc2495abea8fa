import type { Knex } from 'knex'

/** A singleton document's stored value (site settings, contact info, …), `{}` when there is none yet. */
export async function readDocument<T>(knex: Knex | Knex.Transaction, key: string): Promise<Partial<T>> {
  const row = await knex('documents').select('value').where({ key }).first()
  const value = typeof row?.value === 'string' ? JSON.parse(row.value) : row?.value
  return value && typeof value === 'object' ? (value as Partial<T>) : {}
}

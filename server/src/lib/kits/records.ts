/** Columns every editable row has. */
export interface RowMeta {
  id: string
  version: number
  created_at: Date | string
  updated_at: Date | string
}

export const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString()

/** Every API record carries `_id` and `id` (same UUID), `version`, `createdAt`, `updatedAt`. */
export function recordMeta(row: RowMeta) {
  return {
    _id: row.id,
    id: row.id,
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }
}

/** `YYYY-MM-DD` of a date column (PGlite and pg both answer a Date at local midnight or a string). */
export function dateOnly(value: Date | string | null | undefined): string {
  if (!value) return ''
  if (typeof value === 'string') return value.slice(0, 10)
  const pad = (n: number) => String(n).padStart(2, '0')
  // The year padded too: a date of year 202 is '0202-05-01', never '202-05-01' (which no schema reads back).
  return `${String(value.getFullYear()).padStart(4, '0')}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`
}

export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)

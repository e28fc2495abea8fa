export interface FieldChange {
  field: string
  before: string
  after: string
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A value as one readable line: text as it is, anything else as JSON; missing as an empty string. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null) return ''
  return typeof value === 'string' ? value : JSON.stringify(value)
}

// Bookkeeping that changes on every write and would only hide the real change.
const BOOKKEEPING = new Set(['version', 'updatedAt', 'createdAt', '_id', 'id'])

/**
 * The fields that differ between the record before and after a write. A create lists every field
 * of `after`, a delete every field of `before`.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const was = isRecord(before) ? before : {}
  const now = isRecord(after) ? after : {}
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((f) => !BOOKKEEPING.has(f))
  return fields
    .map((field) => ({ field, before: showValue(was[field]), after: showValue(now[field]) }))
    .filter((change) => change.before !== change.after)
}

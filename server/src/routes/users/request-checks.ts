import { PASSWORD_MAX, PASSWORD_MIN } from '@labsite/shared'

const isBlank = (value: unknown) => value === undefined || value === null || value === ''

/**
 * One sentence naming every missing field, e.g. "Email and password are required"; with all three
 * missing it reads like the spec's sign-up message. Null when nothing is missing.
 */
export function missingFieldsMessage(body: unknown, fields: string[]): string | null {
  const given = (body ?? {}) as Record<string, unknown>
  const missing = fields.filter((field) => isBlank(given[field]))
  if (missing.length === 0) return null
  const list =
    missing.length === 1
      ? missing[0]
      : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]}`
  return `${list.charAt(0).toUpperCase()}${list.slice(1)} ${missing.length === 1 ? 'is' : 'are'} required`
}

/** A clearer sentence than the schema's for the one rule every password form shows. */
export function passwordLengthMessage(value: unknown): string | null {
  if (typeof value !== 'string') return null
  if (value.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters long`
  if (value.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters long`
  return null
}

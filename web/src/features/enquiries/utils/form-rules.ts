import { EMAIL_PATTERN, PHONE_PATTERN } from '@labsite/shared'

/** Field checks shared by the public enquiry forms; each answers the message to show, or null. */

// The API's body schemas carry the same patterns, so the server refuses exactly what the form refuses.
const EMAIL = new RegExp(EMAIL_PATTERN, 'u')
const PHONE = new RegExp(PHONE_PATTERN, 'u')

export const requiredText =
  (message: string) =>
  (value: string): string | null =>
    value.trim() ? null : message

export const emailAddress =
  (label = 'Email') =>
  (value: string): string | null => {
    if (!value.trim()) return `${label} is required`
    return EMAIL.test(value.trim()) ? null : 'Enter a valid email address'
  }

export const phoneNumber =
  (label = 'Phone') =>
  (value: string): string | null => {
    if (!value.trim()) return `${label} is required`
    return PHONE.test(value.trim()) ? null : 'Enter a valid phone number'
  }

/** The same values with surrounding spaces removed, as they are sent. */
export function trimmedStrings<T extends Record<string, unknown>>(values: T): T {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values))
    out[key] = typeof value === 'string' ? value.trim() : value
  return out as T
}

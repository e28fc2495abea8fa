/** Field checks shared by the public enquiry forms; each answers the message to show, or null. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** What a telephone field may hold: digits, spaces, brackets, dots, dashes and a leading +. */
const PHONE = /^\+?[\d\s().-]{3,40}$/

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

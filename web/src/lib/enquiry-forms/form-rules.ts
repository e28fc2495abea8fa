import { EMAIL_PATTERN, normalizePhone } from '@labsite/shared'
import type { TFunction } from 'i18next'

/** Field checks shared by the public enquiry forms; each answers the message to show, or null. */

// The API's body schemas carry the same pattern and the same phone reader (normalizePhone), so the
// server refuses exactly what the form refuses.
const EMAIL = new RegExp(EMAIL_PATTERN, 'u')

export const requiredText =
  (message: string) =>
  (value: string): string | null =>
    value.trim() ? null : message

/** The words of the checks come in the visitor's language: the form passes its `t`. */
type Translate = TFunction

export const emailAddress =
  (t: Translate, label: string) =>
  (value: string): string | null => {
    if (!value.trim()) return t('forms.fieldRequired', { field: label })
    return EMAIL.test(value.trim()) ? null : t('forms.invalidEmail')
  }

export const phoneNumber =
  (t: Translate, label: string) =>
  (value: string): string | null => {
    if (!value.trim()) return t('forms.fieldRequired', { field: label })
    return normalizePhone(value) ? null : t('forms.invalidPhone', { field: label })
  }

/** As phoneNumber, for a number the visitor may leave out. */
export const optionalPhoneNumber =
  (t: Translate, label: string) =>
  (value: string): string | null =>
    !value.trim() || normalizePhone(value) ? null : t('forms.invalidPhone', { field: label })

/** The same values with surrounding spaces removed, as they are sent. */
export function trimmedStrings<T extends Record<string, unknown>>(values: T): T {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values))
    out[key] = typeof value === 'string' ? value.trim() : value
  return out as T
}

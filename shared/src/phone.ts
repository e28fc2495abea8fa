/**
 * Phone numbers in one form: E.164 (`+919845012345`). Every place that takes a number from a person
 * (forms, the server's routes, staff search, erasure, the console) reads it through here, so a number
 * typed as `098450 12345`, `91-98450-12345` or `+91 98450 12345` is stored, found and matched as one.
 *
 * Indian numbers are the lab's own: a bare national number is read as Indian, and an Indian mobile must
 * be ten digits starting 6–9. A number from another country is written with its country code (`+44…`,
 * or `0044…`) and kept when it has the 8–15 digits E.164 allows.
 */

export const INDIA_COUNTRY_CODE = '91'

/**
 * The schema format of phone fields: the server validates it with normalizePhone (an empty value passes,
 * `minLength` says whether one is required) and stores the E.164 form.
 */
export const PHONE_FORMAT = 'phone'

/** Why a typed number was refused, in words a form can show after the field's name. */
export const PHONE_INVALID_MESSAGE =
  'must be a 10-digit Indian mobile number (e.g. 98450 12345) or an international number starting with +'

/** The separators people type inside a number; anything else but digits and one leading + is refused. */
const SEPARATORS = /[\s().\-\u00a0]/g
const INDIAN_MOBILE = /^[6-9]\d{9}$/
const INTERNATIONAL = /^[1-9]\d{7,14}$/

/** `input` in E.164, or `null` when it is not a number this lab can call or message. */
export function normalizePhone(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, '')
  if (compact === '') return null
  if (compact.startsWith('+')) return fromInternational(compact.slice(1))
  if (!/^\d+$/.test(compact)) return null
  if (compact.startsWith('00')) return fromInternational(compact.slice(2))
  return fromIndianNational(compact)
}

function fromInternational(digits: string): string | null {
  if (!/^\d+$/.test(digits)) return null
  if (digits.startsWith(INDIA_COUNTRY_CODE)) {
    const national = digits.slice(INDIA_COUNTRY_CODE.length)
    return INDIAN_MOBILE.test(national) ? `+${INDIA_COUNTRY_CODE}${national}` : null
  }
  return INTERNATIONAL.test(digits) ? `+${digits}` : null
}

/** A number typed without `+`: ten digits, or with a trunk `0` or the country code `91` in front. */
function fromIndianNational(digits: string): string | null {
  let national = digits
  if (national.length === 11 && national.startsWith('0')) national = national.slice(1)
  else if (national.length === 12 && national.startsWith(INDIA_COUNTRY_CODE)) national = national.slice(2)
  return INDIAN_MOBILE.test(national) ? `+${INDIA_COUNTRY_CODE}${national}` : null
}

/** What a phone field of a body may hold: a number normalizePhone reads, or nothing (an optional field). */
export const isPhoneFieldValue = (value: string): boolean =>
  value.trim() === '' || normalizePhone(value) !== null

/** True for an E.164 Indian mobile: the numbers SMS and WhatsApp messages go to by default. */
export const isIndianMobile = (e164: string): boolean =>
  e164.startsWith(`+${INDIA_COUNTRY_CODE}`) && INDIAN_MOBILE.test(e164.slice(3))

/**
 * The digits to look for in stored E.164 numbers when staff search by what they were told: the whole
 * number when the query is one (any typed form), else the query's digits without a trunk `0`, so
 * `98450 12` finds `+919845012345`. `null` when the query has too few digits to mean a phone number.
 */
export function phoneSearchDigits(query: string): string | null {
  const whole = normalizePhone(query)
  if (whole) return whole.slice(1)
  const digits = query.replace(/\D/g, '').replace(/^0+/, '')
  return digits.length >= 4 ? digits : null
}

/** How a stored number is shown to a person: `+91 98450 12345`; other countries as stored. */
export function formatPhone(e164: string): string {
  if (!isIndianMobile(e164)) return e164
  const national = e164.slice(3)
  return `+91 ${national.slice(0, 5)} ${national.slice(5)}`
}

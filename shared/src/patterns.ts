/**
 * The text patterns the HTTP contract and the forms check, apart from the TypeBox schemas that use them
 * (schemas/common.ts), so a public page's form can read them without loading TypeBox.
 */

/** Text with something in it besides spaces: a value of spaces is as missing as no value. */
export const NOT_BLANK_PATTERN = '\\S'
/**
 * A web address an image or link may carry: http(s), or a path on this site (with or without a leading
 * slash). Any other scheme (javascript:, data:, …), a protocol-relative `//other.host` (or `/\\`, which
 * browsers read the same way), whitespace or control characters are refused, so a stored value can be
 * put into `src`/`href` as it is and leads nowhere but here or to an http(s) address.
 */
export const WEB_URL_PATTERN =
  '^(?:https?://|(?![a-zA-Z][a-zA-Z0-9+.\\-]*:)(?![/\\\\]{2}))[^\\s\\u0000-\\u001f]*$'
/** As WEB_URL_PATTERN, plus mailto: and tel: links (menu paths, banner buttons). */
export const LINK_PATTERN =
  '^(?:https?://|mailto:|tel:|(?![a-zA-Z][a-zA-Z0-9+.\\-]*:)(?![/\\\\]{2}))[^\\s\\u0000-\\u001f]*$'
/** An e-mail address as the forms check it: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$'
/**
 * A real calendar day (the `date` format checks the day exists: no 2026-02-30) in years 1900–2199, so
 * no stored date is one PostgreSQL and the pages cannot read back alike (year 0202).
 */
export const CALENDAR_DATE_PATTERN = '^(?:19|20|21)\\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])$'
/**
 * A GSTIN as the tax department issues it: state code (2 digits), PAN (5 letters, 4 digits, a letter),
 * the registration's number (1-9 or a letter), Z, and a check character: 15 characters in all.
 */
export const GSTIN_PATTERN = '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'
/** Readable sentences for the patterns above (validation messages name the field, then say this). */
export const PATTERN_MESSAGES: Record<string, string> = {
  [NOT_BLANK_PATTERN]: 'is required',
  [WEB_URL_PATTERN]: 'must be an http(s) address or a path on this site',
  [LINK_PATTERN]: 'must be an http(s), mailto: or tel: address or a path on this site',
  [EMAIL_PATTERN]: 'must be a valid e-mail address',
  [CALENDAR_DATE_PATTERN]: 'must be a date between 1900 and 2199 (YYYY-MM-DD)',
  [GSTIN_PATTERN]: 'must be a 15-character GSTIN such as 29ABCDE1234F1Z5',
}

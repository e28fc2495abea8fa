import { BOOKING_REFERENCE_PATTERN } from './constants'

const REFERENCE = new RegExp(BOOKING_REFERENCE_PATTERN)
/** A sample label's code is `<reference>-<tube>` (server/src/routes/labels): the tube is a number. */
const TUBE_SUFFIX = /-\d{1,3}$/

/**
 * The booking references that what the desk typed or scanned can name, upper-cased: the reference
 * itself (AAR-2611-0002-GQYA, any case) and the reference of a scanned tube label
 * (AAR-2611-0002-GQYA-1). Both readings are kept when the text allows both (an old reference
 * without its random part, AAR-2611-0042-2345, reads as a guard or a tube). [] when it names none.
 */
export function bookingReferencesIn(text: string): string[] {
  const typed = text.trim().toUpperCase()
  if (typed.length > 40) return []
  const candidates = [typed, typed.replace(TUBE_SUFFIX, '')]
  return [...new Set(candidates.filter((candidate) => REFERENCE.test(candidate)))]
}

import { BOOKING_REFERENCE_PREFIX } from '@labsite/shared'
import type { Knex } from 'knex'
import { readableCode } from '../../lib/infrastructure/readable-code'
import { labNow } from './lab-calendar'

/** Random characters after the number: 31^4 ≈ 920,000 possible endings for each booking number. */
const GUARD_LENGTH = 4

/**
 * The value of a new booking's reference column, AAR-<yymm>-<number>-<guard>: the month it was booked
 * in the lab's time zone, a number from a database sequence, computed by the insert itself (no extra
 * round trip), and four random readable characters. A sequence never hands a number out twice and
 * takes no lock, so hundreds of concurrent bookings neither wait for each other nor collide; a
 * rolled-back booking leaves a gap, which is harmless. The random guard is why a neighbour's
 * reference cannot be worked out from one's own (60 of 60 bookings were found by counting).
 * References made before the guard stay valid.
 */
export function nextBookingReference(knex: Knex | Knex.Transaction, now = new Date()): Knex.Raw {
  const date = labNow(now).date
  const prefix = `${BOOKING_REFERENCE_PREFIX}-${date.slice(2, 4)}${date.slice(5, 7)}-`
  // At least four digits, more once the numbers pass 9999 (lpad alone would cut them).
  return knex.raw(
    "? || (select lpad(n::text, greatest(4, length(n::text)), '0') from (select nextval('booking_reference_seq') as n) as next) || ?",
    [prefix, `-${readableCode(GUARD_LENGTH)}`],
  )
}

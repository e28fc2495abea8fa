import { type BookingLookup, normalizePhone } from '@labsite/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { LINK_KEY_PREFIX } from '../../plugins/booking-links'
import type { BookingRow, BookingsRepository } from './bookings-repository'
import { auditGuestLookup } from './guest-lookup-limits'

/**
 * The same e-mail (any case) or the same phone number as the booking, in any form it is typed
 * (`098450 12345`, `+91 98450-12345`): how a guest proves it is theirs.
 */
export function contactMatches(row: BookingRow, contact: string): boolean {
  const typed = contact.trim()
  if (typed.includes('@')) return typed.toLowerCase() === row.email.trim().toLowerCase()
  const number = normalizePhone(typed)
  // A number stored before numbers were kept in one form is read the same way when it can be.
  return number !== null && number === (normalizePhone(row.phone) ?? row.phone)
}

/** A guest's proof: the booking's e-mail or phone, or the key of a link from one of its mails. */
export function guestProves(app: FastifyInstance, row: BookingRow, contact: string): boolean {
  const typed = contact.trim()
  return typed.startsWith(LINK_KEY_PREFIX)
    ? app.bookingLinks.opens(row.id, typed)
    : contactMatches(row, typed)
}

/**
 * The booking a guest names by reference and proves with a contact or link key, else null; every try
 * is audited, found or not, before the caller answers.
 */
export async function findGuestBooking(
  app: FastifyInstance,
  repository: BookingsRepository,
  request: FastifyRequest & { body: BookingLookup },
  what: string,
): Promise<BookingRow | null> {
  const { reference, contact } = request.body
  const row = await repository.findRow({ reference: reference.toUpperCase() })
  const found = row && guestProves(app, row, contact) ? row : null
  await auditGuestLookup(app, request, what, found?.id ?? null)
  return found
}

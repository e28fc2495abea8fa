import { httpErrors } from '@fastify/sensible'
import type { BookingFields } from '@labsite/shared'

/** A booking's contact fields as stored: '' where none was given. */
export interface BookingContact {
  email: string
  address: string
  description: string
}

/**
 * What a booking must say about the person, and what it may leave out: a walk-in the desk registers
 * needs no e-mail or description (the patient is standing there), and a lab visit needs no address
 * (nobody goes to the patient). Everything else is refused by name, as the schema used to.
 */
export function bookingContact(fields: BookingFields, walkIn: boolean): BookingContact {
  const labVisit = walkIn || fields.collectionType === 'lab'
  if (!walkIn && !fields.email) throw httpErrors.badRequest('email: enter an e-mail address')
  if (!walkIn && !fields.description) {
    throw httpErrors.badRequest('description: say what the booking is for')
  }
  if (!labVisit && !fields.address) {
    throw httpErrors.badRequest('address: enter the address (only a lab visit may leave it out)')
  }
  return { email: fields.email ?? '', address: fields.address ?? '', description: fields.description ?? '' }
}

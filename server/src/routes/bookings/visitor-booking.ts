import { type Booking, invoiceIssuable, type VisitorBooking } from '@labsite/shared'
import type { FastifyInstance } from 'fastify'
import type { BookingsRepository } from './bookings-repository'

/** What a visitor sees of their own booking: no staff notes, no other visitor's data. */
export function toVisitorBooking(booking: Booking): VisitorBooking {
  return {
    id: booking.id,
    reference: booking.reference,
    items: booking.items,
    collectionType: booking.collectionType,
    preferredDate: booking.preferredDate,
    slotLabel: booking.slotLabel,
    pincode: booking.pincode,
    familyDiscount: booking.familyDiscount,
    members: booking.members,
    total: booking.total,
    status: booking.status,
    submittedAt: booking.submittedAt,
    reports: booking.reports.map(({ id, name, size }) => ({ id, name, size })),
    invoiceReady: booking.items.length > 0 && invoiceIssuable(booking),
    phoneMessages: booking.phoneMessages ?? false,
    mailUpdates: booking.mailUpdates ?? true,
  }
}

/** The booking a route has just found by its row, read in full; 404 if it went in between. */
export async function storedBooking(
  app: FastifyInstance,
  repository: BookingsRepository,
  id: string,
): Promise<Booking> {
  const booking = await repository.findById(id)
  if (!booking) throw app.httpErrors.notFound('Booking not found')
  return booking
}

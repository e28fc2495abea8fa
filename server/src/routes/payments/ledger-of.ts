import type { FastifyInstance } from 'fastify'
import type { BookingsRepository } from '../bookings/bookings-repository'
import { type PaymentsRepository, toLedger } from './payments-repository'

/** A booking's ledger as it stands (the entry just added included). */
export async function ledgerOf(
  app: FastifyInstance,
  bookings: BookingsRepository,
  payments: PaymentsRepository,
  bookingId: string,
) {
  const booking = await bookings.findById(bookingId)
  if (!booking) throw app.httpErrors.notFound('Booking not found')
  return { booking, ledger: toLedger(await payments.listFor(booking.id), booking.total) }
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Booking, BookingPatch, IdParams, VISITOR_NOTIFIED_STATUSES } from '@labsite/shared'
import { ENQUIRY_UPDATE_REFUSALS, updateEnquiry } from '../../lib/kits/enquiry-routes'
import { bookingStatusMessagesFor } from '../../messages/phone-outbox'
import { auditView } from './booking-audit-view'
import type { BookingsRepository } from './bookings-repository'

/** The visitor is e-mailed when their booking is confirmed, its report is ready, or it is cancelled. */
export const visitorHearsOf = (before: Booking, after: Booking) =>
  after.reference !== '' && before.status !== after.status && VISITOR_NOTIFIED_STATUSES.includes(after.status)

/** Staff change a booking's status or notes; the visitor hears of the statuses that concern them. */
const updateBooking: FastifyPluginAsyncTypebox<{ repository: BookingsRepository }> = async (
  app,
  { repository },
) => {
  app.patch(
    '/consult/consultation/:id',
    {
      onRequest: [app.requireRole('staff')],
      schema: {
        tags: ['bookings'],
        params: IdParams,
        body: BookingPatch,
        response: { 200: Booking, ...ENQUIRY_UPDATE_REFUSALS },
      },
    },
    async (request, reply) => {
      const { status, notes } = request.body
      if (status === undefined && notes === undefined) {
        throw app.httpErrors.badRequest('Send status or notes to change')
      }
      return updateEnquiry(app, request, reply, {
        id: request.params.id,
        entity: 'booking',
        notFoundMessage: 'Booking not found',
        findForUpdate: repository.findForUpdate,
        apply: async (current, trx) => {
          const updated = await repository.update(current.id, { status, notes }, trx)
          if (visitorHearsOf(current, updated)) {
            await app.outbox.enqueueAll(await bookingStatusMessagesFor(trx, updated, app.bookingLinks), trx)
          }
          return updated
        },
        auditView: (booking, before) => ({
          ...auditView(booking),
          ...(before ? { notesChanged: notes !== undefined && notes !== before.notes } : {}),
        }),
      })
    },
  )
}

export default updateBooking

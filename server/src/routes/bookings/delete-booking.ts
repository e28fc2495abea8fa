import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import { DELETE_PAID_BOOKING_MESSAGE, ErrorBody, IdParams, StaleVersionBody } from '@labsite/shared'
import type { Knex } from 'knex'
import type { PrivateFileStore } from '../../lib/infrastructure/private-files'
import { versioned } from '../../plugins/write-rule'
import { auditView } from './booking-audit-view'
import type { BookingsRepository } from './bookings-repository'

/** Staff delete a booking with its files, until money has been taken for it. */
const deleteBooking: FastifyPluginAsyncTypebox<{
  repository: BookingsRepository
  store: PrivateFileStore
}> = async (app, { repository, store }) => {
  const payments = app.paymentsRepository

  app.delete(
    '/consult/consultation/:id',
    {
      onRequest: [app.requireRole('staff')],
      schema: {
        tags: ['bookings'],
        params: IdParams,
        summary: 'Delete a booking with its files (refused once it has payments: cancel and refund instead)',
        response: {
          204: Type.Null(),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          412: StaleVersionBody,
        },
      },
    },
    async (request, reply) => {
      const target = {
        entity: 'booking',
        id: request.params.id,
        notFound: 'Booking not found',
        lock: async (trx: Knex.Transaction) =>
          versioned(await repository.findForUpdate(request.params.id, trx)),
        auditView,
      }
      const storedNames = await app.writeRule.remove(request, target, async ({ record: current }, trx) => {
        // Money taken is in the books for good: the booking stays, cancelled, with its refunds beside it.
        if ((await payments.listFor(current.id, trx)).length > 0) {
          throw app.httpErrors.conflict(DELETE_PAID_BOOKING_MESSAGE)
        }
        const names = await repository.delete(current.id, trx)
        // Nothing about the enquiry outlives it: its replayable answer and its staff e-mail go too.
        await app.idempotency.forget([current.id], trx)
        await app.outbox.repository.forgetAbout([current.id], trx)
        return names
      })
      // The rows are gone, so the files are unreachable; a file that cannot be removed is logged for cleanup.
      const left = await store.remove(storedNames.map((name) => store.pathOf(name)))
      if (left.length > 0) request.log.error({ files: left }, 'could not remove files of a deleted booking')
      return reply.code(204).send(null)
    },
  )
}

export default deleteBooking

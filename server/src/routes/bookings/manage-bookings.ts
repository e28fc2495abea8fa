import type { Readable } from 'node:stream'
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import {
  Booking,
  BookingExportQuery,
  BookingFileParams,
  BookingListQuery,
  BookingPatch,
  DELETE_PAID_BOOKING_MESSAGE,
  ErrorBody,
  IdParams,
  StaleVersionBody,
  VISITOR_NOTIFIED_STATUSES,
} from '@labsite/shared'
import type { Knex } from 'knex'
import type { PrivateFileStore } from '../../lib/infrastructure/private-files'
import { ENQUIRY_UPDATE_REFUSALS, registerEnquiryList, updateEnquiry } from '../../lib/kits/enquiry-routes'
import { setVersionEtag } from '../../lib/kits/versioning'
import { bookingStatusMessagesFor } from '../../messages/phone-outbox'
import { versioned } from '../../plugins/write-rule'
import { createPaymentsRepository } from '../payments/payments-repository'
import { bookingCsvColumns } from './bookings-csv'
import type { BookingsRepository } from './bookings-repository'
import { sendPrivateFile } from './private-file-answer'

/** What the audit log keeps of an enquiry: no health data, so deleting the enquiry really removes it. */
const auditView = (booking: Booking) => ({
  status: booking.status,
  version: booking.version,
  files: booking.files.length,
})

/** The visitor is e-mailed when their booking is confirmed, its report is ready, or it is cancelled. */
export const visitorHearsOf = (before: Booking, after: Booking) =>
  after.reference !== '' && before.status !== after.status && VISITOR_NOTIFIED_STATUSES.includes(after.status)

/** Staff (or admin) work on booking enquiries: list, export, download attachments, update, delete. */
const manageBookings: FastifyPluginAsyncTypebox<{
  repository: BookingsRepository
  store: PrivateFileStore
}> = async (app, { repository, store }) => {
  const staffOnly = [app.requireRole('staff')]
  const payments = createPaymentsRepository(app.knex)
  const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody }

  registerEnquiryList(app, {
    path: '/content/consultations',
    tag: 'bookings',
    record: Booking,
    listQuery: BookingListQuery,
    exportQuery: BookingExportQuery,
    csvName: 'consultations',
    entity: 'booking',
    csvColumns: bookingCsvColumns,
    repository,
  })

  app.get(
    '/consult/consultation/:id/files/:fileId',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['bookings'],
        summary: 'Download a file attached to a booking enquiry',
        params: BookingFileParams,
        response: {
          200: Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'the file as sent' }),
          ...refusals,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const file = await repository.findFile(request.params.id, request.params.fileId)
      if (!file) throw app.httpErrors.notFound('File not found')
      await app.audit(request, {
        action: 'download',
        entity: 'booking',
        entityId: file.booking_id,
        after: { fileId: file.id, kind: file.kind, type: file.mime_type, size: file.size },
      })
      return sendPrivateFile(request, reply, store, file)
    },
  )

  app.get(
    '/consult/consultation/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['bookings'],
        summary: 'One booking enquiry (each view is recorded in the audit log)',
        params: IdParams,
        response: { 200: Booking, ...refusals, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const booking = await repository.findById(request.params.id)
      if (!booking) throw app.httpErrors.notFound('Booking not found')
      await app.audit(request, { action: 'view', entity: 'booking', entityId: booking.id })
      setVersionEtag(reply, booking.version)
      return reply.header('cache-control', 'private, no-store').send(booking)
    },
  )

  app.patch(
    '/consult/consultation/:id',
    {
      onRequest: staffOnly,
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

  app.delete(
    '/consult/consultation/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['bookings'],
        params: IdParams,
        summary: 'Delete a booking with its files (refused once it has payments: cancel and refund instead)',
        response: { 204: Type.Null(), ...refusals, 404: ErrorBody, 409: ErrorBody, 412: StaleVersionBody },
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

export default manageBookings

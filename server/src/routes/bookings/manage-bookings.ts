import type { Readable } from 'node:stream'
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import {
  Booking,
  BookingExportQuery,
  BookingFileParams,
  BookingListQuery,
  ErrorBody,
  IdParams,
} from '@labsite/shared'
import type { PrivateFileStore } from '../../lib/infrastructure/private-files'
import { registerEnquiryList } from '../../lib/kits/enquiry-routes'
import { setVersionEtag } from '../../lib/kits/versioning'
import { bookingCsvColumns } from './bookings-csv'
import type { BookingsRepository } from './bookings-repository'
import deleteBooking from './delete-booking'
import { sendPrivateFile } from './private-file-answer'
import updateBooking from './update-booking'

/** Staff (or admin) work on booking enquiries: list, export, download attachments, update, delete. */
const manageBookings: FastifyPluginAsyncTypebox<{
  repository: BookingsRepository
  store: PrivateFileStore
}> = async (app, { repository, store }) => {
  const staffOnly = [app.requireRole('staff')]
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

  await app.register(updateBooking, { repository })
  await app.register(deleteBooking, { repository, store })
}

export default manageBookings

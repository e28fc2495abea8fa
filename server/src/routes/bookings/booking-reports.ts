import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Booking, IdParams } from '@labsite/shared'
import type { PrivateFileStore, TempFile } from '../../lib/infrastructure/private-files'
import { multipartForm } from '../../lib/kits/multipart-body'
import { BEARER, errorResponses } from '../../lib/kits/route-answers'
import { setVersionEtag } from '../../lib/kits/versioning'
import { bookingStatusMessagesFor } from '../../messages/phone-outbox'
import { readBookingMultipart } from './booking-upload'
import type { BookingsRepository } from './bookings-repository'

/**
 * Staff attach the lab's report PDF(s) to a booking: the files are stored privately (as the visitor's
 * attachments are), the booking becomes "report ready" and the visitor is e-mailed a notice, never
 * the file, in the same transaction.
 */
const bookingReports: FastifyPluginAsyncTypebox<{
  repository: BookingsRepository
  store: PrivateFileStore
}> = async (app, { repository, store }) => {
  app.post(
    '/consult/consultation/:id/reports',
    {
      onRequest: [app.requireRole('staff')],
      schema: {
        tags: ['bookings'],
        summary:
          'Attach report PDF(s) (multipart `files`); the booking becomes report-ready and the visitor is told',
        security: BEARER,
        params: IdParams,
        consumes: ['multipart/form-data'],
        body: {
          content: {
            'multipart/form-data': {
              schema: multipartForm(null, { files: 'one or more PDF reports' }, 'The report PDF(s).'),
            },
          },
        },
        response: { 201: Booking, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw app.httpErrors.unsupportedMediaType('Send the report as multipart/form-data')
      const received: TempFile[] = []
      const moved: string[] = []
      try {
        const form = await readBookingMultipart(request, store, (file) => received.push(file))
        const reports = form.files.filter((file) => file.mimeType === 'application/pdf')
        if (reports.length !== form.files.length)
          throw app.httpErrors.unsupportedMediaType('A report must be a PDF')
        if (reports.length === 0)
          throw app.httpErrors.badRequest('Attach the report as one or more PDF files')
        const updated = await app.knex.transaction(async (trx) => {
          const current = await repository.findForUpdate(request.params.id, trx)
          if (!current) throw app.httpErrors.notFound('Booking not found')
          if (current.status === 'cancelled') throw app.httpErrors.badRequest('This booking is cancelled')
          const files = reports.map((file) => ({ ...file, storedName: store.newStoredName(file.extension) }))
          await repository.addFiles(
            current.id,
            files.map((file) => ({
              original_name: file.name,
              stored_name: file.storedName,
              mime_type: file.mimeType,
              size: file.temp.size,
              kind: 'report' as const,
            })),
            trx,
          )
          const after = await repository.update(current.id, { status: 'report-ready' }, trx)
          if (after.reference && current.status !== 'report-ready') {
            await app.outbox.enqueueAll(await bookingStatusMessagesFor(trx, after, app.bookingLinks), trx)
          }
          await app.writeRule.action(request, trx, {
            action: 'update',
            entity: 'booking',
            entityId: current.id,
            after: { reports: files.length },
          })
          for (const file of files) moved.push(await store.moveIntoPlace(file.temp, file.storedName))
          return after
        })
        setVersionEtag(reply, updated.version)
        return reply.code(201).send(updated)
      } catch (error) {
        await store.remove([...received.map((file) => file.path), ...moved])
        throw error
      }
    },
  )
}

export default bookingReports

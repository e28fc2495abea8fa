import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import { ageAndSex, type Booking, IdParams, LABEL_SIZES, LabelsQuery, labNow } from '@labsite/shared'
import { errorResponses } from '../../lib/kits/route-answers'
import { attachmentDisposition } from '../../lib/rendering/content-disposition'
import { readLabDetails } from '../../lib/rendering/lab-details'
import { type LabelTube, tubesFor } from './label-tubes'

/**
 * `tubes` labels for each person the booking is for, in the order they were booked: a named member
 * with their age/sex and their own tests; a booking made with a count, its booker and every test.
 */
function tubesOf(booking: Booking, tubesEach: number): LabelTube[] {
  const people: LabelTube[] =
    booking.members.length > 0
      ? booking.members.map((member) => ({
          patient: member.name,
          ageSex: ageAndSex(member),
          tests: member.items.map((item) => item.name),
        }))
      : [{ patient: booking.name, ageSex: '', tests: booking.items.map((item) => item.name) }]
  return tubesFor(people, tubesEach)
}

const PDF = Type.Unsafe<Buffer>({
  type: 'string',
  format: 'binary',
  description: 'one page per tube, each page the size of the label',
})

/**
 * GET /consult/consultation/{id}/labels.pdf?tubes=N&size=50x25: the sample labels of a
 * booking, printed by the console to the label printer and by the web admin through the browser's
 * dialog. Audited like every staff read of a booking's documents.
 */
const labels: FastifyPluginAsyncTypebox = async (app) => {
  const bookings = app.bookingsRepository

  app.get(
    '/consult/consultation/:id/labels.pdf',
    {
      onRequest: [app.requireRole('staff')],
      schema: {
        tags: ['bookings'],
        summary: `Sample labels as a PDF: \`tubes\` pages (1–20, default 1) for each person booked, named with age/sex and their tests; Code 128 of <reference>-<tube>, tubes numbered across the booking; size ${LABEL_SIZES.join(', ')} mm (default ${LABEL_SIZES[0]})`,
        params: IdParams,
        querystring: LabelsQuery,
        response: { 200: PDF, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    // In a PDF slot from the first read: a burst of label prints never holds the database pool.
    async (request, reply) =>
      app.withPdfSlot(async () => {
        const booking = await bookings.findById(request.params.id)
        if (!booking) throw app.httpErrors.notFound('Booking not found')
        if (!booking.reference) {
          throw app.httpErrors.conflict('This enquiry has no booking reference to put on a label')
        }
        if (booking.status === 'cancelled') {
          throw app.httpErrors.conflict(
            `Booking ${booking.reference} is cancelled: it has no samples to label`,
          )
        }
        const tubes = request.query.tubes ?? 1
        const size = request.query.size ?? LABEL_SIZES[0]
        // The PDF code (pdf-lib, fontkit, bwip-js: ~10 MB of a server's memory, most of it their source
        // text) loads on the first document printed, as for receipts and invoices, not on every start.
        const { renderLabelsPdf } = await import('./label-pdf')
        const pdf = await renderLabelsPdf({
          lab: (await readLabDetails(app.knex)).name,
          reference: booking.reference,
          // The day of the visit it was booked for; an enquiry without one is labelled today.
          date: booking.preferredDate || labNow().date,
          tubes: tubesOf(booking, tubes),
          size,
        })
        await app.audit(request, {
          action: 'download',
          entity: 'booking',
          entityId: booking.id,
          after: { kind: 'labels', tubes, size },
        })
        return reply
          .type('application/pdf')
          .header('content-disposition', attachmentDisposition(`labels-${booking.reference}.pdf`))
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(pdf))
      }),
  )
}

export default labels

import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import {
  documentDate,
  invoiceRows,
  labNow,
  PaymentParams,
  ReceiptQuery,
  type ReceiptSize,
} from '@labsite/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { errorResponses } from '../../lib/kits/route-answers'
import { attachmentDisposition } from '../../lib/rendering/content-disposition'
import { readLabDetails } from '../../lib/rendering/lab-details'
import type { BookingsRepository } from '../bookings/bookings-repository'
import { ledgerOf } from './ledger-of'
import type { PaymentsRepository } from './payments-repository'

const PDF = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'the receipt PDF' })

/**
 * One ledger entry's receipt as a PDF download, audited: what the booking is for and its total, then the
 * entry; on the invoice's letterhead (A4) or as a slip for the desk's thermal printer (`80mm`). The desk
 * prints it, and a visitor downloads the receipt of an online payment.
 */
export function sendReceipt(...args: Parameters<typeof makeReceipt>) {
  // In a PDF slot from the first read: a burst of receipts never holds the database pool.
  return args[0].withPdfSlot(() => makeReceipt(...args))
}

async function makeReceipt(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { bookings, payments }: { bookings: BookingsRepository; payments: PaymentsRepository },
  bookingId: string,
  paymentId: string,
  size: ReceiptSize = 'a4',
) {
  const { booking, ledger } = await ledgerOf(app, bookings, payments, bookingId)
  const index = ledger.entries.findIndex((entry) => entry.id === paymentId)
  if (index < 0) throw app.httpErrors.notFound(`Booking ${booking.reference} has no such payment`)
  const entry = ledger.entries[index]
  const number = `${booking.reference}/${index + 1}`
  const takenAt = labNow(new Date(entry.createdAt))
  const { renderReceiptPdf } = await import('./receipt-pdf')
  const pdf = await renderReceiptPdf(
    {
      lab: await readLabDetails(app.knex),
      number,
      reference: booking.reference,
      patient: { name: booking.name, phone: booking.phone },
      items: invoiceRows(booking),
      total: booking.total,
      entry,
      takenAt: { date: documentDate(takenAt.date), time: takenAt.time },
    },
    size,
  )
  await app.audit(request, {
    action: 'download',
    entity: 'booking',
    entityId: booking.id,
    after: { kind: 'receipt', paymentId: entry.id, size },
  })
  return reply
    .type('application/pdf')
    .header(
      'content-disposition',
      attachmentDisposition(`receipt-${number.replace('/', '-')}${size === '80mm' ? '-80mm' : ''}.pdf`),
    )
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf))
}

/** The desk's printed receipt for one ledger entry. */
const receipts: FastifyPluginAsyncTypebox<{
  bookings: BookingsRepository
  payments: PaymentsRepository
}> = async (app, { bookings, payments }) => {
  app.get(
    '/consult/consultation/:id/payments/:paymentId/receipt.pdf',
    {
      onRequest: [app.requireRole('staff')],
      schema: {
        tags: ['payments'],
        summary:
          'The receipt of one payment or refund with what it paid for, as a PDF on A4 or an 80 mm roll (front desk; audited)',
        params: PaymentParams,
        querystring: ReceiptQuery,
        response: { 200: PDF, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendReceipt(
        app,
        request,
        reply,
        { bookings, payments },
        request.params.id,
        request.params.paymentId,
        request.query.size ?? 'a4',
      ),
  )
}

export default receipts

import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import { labNow, PaymentParams } from '@labsite/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { attachmentDisposition } from '../../lib/content-disposition'
import { readLabDetails } from '../../lib/lab-details'
import { errorResponses } from '../../lib/route-answers'
import type { ConsultationsRepository } from '../consultations/consultations-repository'
import { ledgerOf } from './payment-ledger'
import type { PaymentsRepository } from './payments-repository'
import { renderReceiptPdf } from './receipt-pdf'

const PDF = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'the receipt PDF' })

/** One ledger entry's receipt as a PDF download, audited: the desk's, and a visitor's online payment's. */
export async function sendReceipt(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { bookings, payments }: { bookings: ConsultationsRepository; payments: PaymentsRepository },
  bookingId: string,
  paymentId: string,
) {
  const { booking, ledger } = await ledgerOf(app, bookings, payments, bookingId)
  const index = ledger.entries.findIndex((entry) => entry.id === paymentId)
  if (index < 0) throw app.httpErrors.notFound(`Booking ${booking.reference} has no such payment`)
  const entry = ledger.entries[index]
  const number = `${booking.reference}/${index + 1}`
  const pdf = await renderReceiptPdf({
    lab: await readLabDetails(app.knex),
    number,
    reference: booking.reference,
    patient: { name: booking.name, phone: booking.phone },
    entry,
    takenAt: labNow(new Date(entry.createdAt)),
    total: ledger.total,
  })
  await app.audit(request, {
    action: 'download',
    entity: 'consultation',
    entityId: booking.id,
    after: { kind: 'receipt', paymentId: entry.id },
  })
  return reply
    .type('application/pdf')
    .header('content-disposition', attachmentDisposition(`receipt-${number.replace('/', '-')}.pdf`))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf))
}

/** A printed receipt for one ledger entry (issue 25), on the invoice's letterhead; each download is audited. */
const receipts: FastifyPluginAsyncTypebox<{
  bookings: ConsultationsRepository
  payments: PaymentsRepository
}> = async (app, { bookings, payments }) => {
  app.get(
    '/consult/consultation/:id/payments/:paymentId/receipt.pdf',
    {
      onRequest: [app.requireRole('staff')],
      schema: {
        tags: ['payments'],
        summary: 'The receipt of one payment or refund, as a PDF (front desk; audited)',
        params: PaymentParams,
        response: { 200: PDF, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendReceipt(app, request, reply, { bookings, payments }, request.params.id, request.params.paymentId),
  )
}

export default receipts

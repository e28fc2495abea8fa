import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import {
  BookingLookup,
  IdParams,
  INVOICE_NOT_YET_MESSAGE,
  invoiceIssuable,
  invoiceRows,
} from '@labsite/shared'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { BEARER, errorResponses } from '../../lib/kits/route-answers'
import { attachmentDisposition } from '../../lib/rendering/content-disposition'
import { readLabDetails } from '../../lib/rendering/lab-details'
import { findGuestBooking } from '../bookings/guest-access'
import { guestLookupLimits } from '../bookings/guest-lookup-limits'
import { findInvoice, type IssuedInvoice, issueInvoice } from './invoice-numbers'
import { invoiceRegisterRoutes } from './invoice-register'

const PDF = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'the invoice PDF' })

/**
 * One invoice PDF for a booking, the same for its visitor (My bookings), a guest (the track
 * page, by reference and contact) and the front desk: the lab's name and address, its GSTIN from the
 * Global settings (or the exemption line), a gap-free number per financial year given the first time it
 * is asked for once the lab confirmed the booking or took money for it (INVOICE_STATUSES), the items,
 * the family discount, the collection fee and the total. Every download is audited.
 */
const invoices: FastifyPluginAsyncTypebox = async (app) => {
  const repository = app.bookingsRepository
  const guestLimit = { max: app.config.rateLimitAuth, timeWindow: 60_000 }
  const perReferenceAndContact = guestLookupLimits(app)

  const sendPdf = async (reply: FastifyReply, invoice: IssuedInvoice) => {
    const { renderInvoicePdf } = await import('./invoice-pdf')
    const pdf = await renderInvoicePdf({
      lab: await readLabDetails(app.knex),
      number: invoice.number,
      issuedOn: invoice.issuedOn,
      reference: invoice.reference,
      billTo: invoice.billTo,
      items: invoiceRows(invoice.booked),
      total: invoice.total,
    })
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        attachmentDisposition(`invoice-${invoice.number.replaceAll('/', '-')}.pdf`),
      )
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf))
  }

  // In a PDF slot from the first read: 50 invoices at once used to empty the PostgreSQL pool.
  const sendInvoice = (request: FastifyRequest, reply: FastifyReply, bookingId: string, via: string) =>
    app.withPdfSlot(() => makeInvoice(request, reply, bookingId, via))

  async function makeInvoice(request: FastifyRequest, reply: FastifyReply, bookingId: string, via: string) {
    const invoice = await app.knex.transaction(async (trx) => {
      const locked = await repository.findForUpdate(bookingId, trx)
      if (!locked) throw app.httpErrors.notFound('Booking not found')
      if (locked.status === 'cancelled')
        throw app.httpErrors.conflict(`Booking ${locked.reference} is cancelled: it has no invoice`)
      // An invoice once issued stays downloadable as issued; a new one only for a bill the lab stands behind.
      const issued = await findInvoice(trx, locked.id)
      if (issued) return issued
      if (locked.items.length === 0) {
        throw app.httpErrors.conflict(
          `Booking ${locked.reference} has nothing priced to invoice yet: please call us`,
        )
      }
      // Refused before the counter is touched: a refusal never uses up a number of the gap-free series.
      if (!invoiceIssuable(locked)) throw app.httpErrors.conflict(INVOICE_NOT_YET_MESSAGE)
      return issueInvoice(trx, locked.id, locked)
    })
    await app.audit(request, {
      action: 'download',
      entity: 'booking',
      entityId: bookingId,
      after: { kind: 'invoice', number: invoice.number, via },
    })
    return sendPdf(reply, invoice)
  }

  app.get(
    '/user/bookings/:id/invoice',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['bookings'],
        summary: 'The invoice of one of my bookings, as a PDF',
        security: BEARER,
        params: IdParams,
        response: { 200: PDF, ...errorResponses(401, 404, 409) },
      },
    },
    async (request, reply) => {
      const row = await repository.findRow({ id: request.params.id })
      if (!row || row.user_id !== request.user.id) throw app.httpErrors.notFound('Booking not found')
      return sendInvoice(request, reply, row.id, 'account')
    },
  )

  app.post(
    '/bookings/invoice',
    {
      config: { rateLimit: guestLimit },
      preHandler: perReferenceAndContact,
      schema: {
        tags: ['bookings'],
        summary:
          'The invoice of a booking found by its reference and contact, as a PDF (rate-limited, audited)',
        body: BookingLookup,
        response: { 200: PDF, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const found = await findGuestBooking(app, repository, request, 'invoice')
      if (!found) throw app.httpErrors.notFound('No booking with this reference and e-mail or phone')
      return sendInvoice(request, reply, found.id, 'reference and contact')
    },
  )

  app.get(
    '/consult/consultation/:id/invoice',
    {
      onRequest: [app.requireRole('staff')],
      schema: {
        tags: ['bookings'],
        summary: "A booking's invoice, as a PDF (front desk)",
        security: BEARER,
        params: IdParams,
        response: { 200: PDF, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => sendInvoice(request, reply, request.params.id, 'staff'),
  )

  await app.register(invoiceRegisterRoutes(sendPdf))
}

export default invoices

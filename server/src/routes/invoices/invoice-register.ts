import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { IdParams, InvoiceRegisterEntry, InvoiceRegisterQuery } from '@labsite/shared'
import type { FastifyReply } from 'fastify'
import { Type } from 'typebox'
import { setTotalCount } from '../../lib/kits/list-filters'
import { BEARER, errorResponses } from '../../lib/kits/route-answers'
import { findInvoiceById, type IssuedInvoice, invoiceRegisterPage, issuedInvoiceOf } from './invoice-numbers'

const PDF = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'the invoice PDF' })

const entryOf = (row: Record<string, unknown>): InvoiceRegisterEntry => {
  const invoice = issuedInvoiceOf(row)
  return {
    id: invoice.id,
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    reference: invoice.reference,
    billedTo: invoice.billTo.name,
    total: invoice.total.total,
    currency: invoice.total.currency,
    bookingId: (row.booking_id as string | null) ?? null,
  }
}

/**
 * The register of issued invoices: every number of the year, newest first, each one
 * downloadable as issued — also once its booking was deleted, since a tax invoice outlives it.
 */
export const invoiceRegisterRoutes =
  (
    sendPdf: (reply: FastifyReply, invoice: IssuedInvoice) => Promise<FastifyReply>,
  ): FastifyPluginAsyncTypebox =>
  async (app) => {
    const staffOnly = [app.requireRole('staff')]

    app.get(
      '/admin/invoices',
      {
        onRequest: staffOnly,
        schema: {
          tags: ['bookings'],
          security: BEARER,
          summary: 'Issued invoices, newest first; q matches number, reference or name (X-Total-Count)',
          querystring: InvoiceRegisterQuery,
          response: { 200: Type.Array(InvoiceRegisterEntry), ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const { q, financialYear, limit, offset } = request.query
        const { rows, count } = await invoiceRegisterPage(app.knex, { q, financialYear }, { limit, offset })
        setTotalCount(reply, count)
        return rows.map(entryOf)
      },
    )

    app.get(
      '/admin/invoices/:id',
      {
        onRequest: staffOnly,
        schema: {
          tags: ['bookings'],
          security: BEARER,
          summary: 'One issued invoice as a PDF, exactly as issued (audited)',
          params: IdParams,
          response: { 200: PDF, ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) =>
        app.withPdfSlot(async () => {
          const invoice = await findInvoiceById(app.knex, request.params.id)
          if (!invoice) throw app.httpErrors.notFound('Invoice not found')
          await app.audit(request, {
            action: 'download',
            entity: 'invoice',
            entityId: invoice.id,
            after: { kind: 'invoice', number: invoice.number, via: 'register' },
          })
          return sendPdf(reply, invoice)
        }),
    )
  }

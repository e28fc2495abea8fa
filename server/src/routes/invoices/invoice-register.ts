import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { IdParams, InvoiceRegisterEntry, InvoiceRegisterQuery } from '@labsite/shared'
import type { FastifyReply } from 'fastify'
import { Type } from 'typebox'
import { containsPattern, listPage, setTotalCount } from '../../lib/list-filters'
import { BEARER, errorResponses } from '../../lib/route-answers'
import { type IssuedInvoice, issuedInvoiceOf } from './invoice-numbers'

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
        const { rows, count } = await listPage<Record<string, unknown>>(
          () => {
            const query = app.knex('invoices')
            if (financialYear) query.where({ financial_year: financialYear })
            const text = q?.trim()
            if (text) {
              const pattern = containsPattern(text)
              query.where((any) =>
                any
                  .whereILike('number', pattern)
                  .orWhereILike('booking_reference', pattern)
                  .orWhereRaw("bill_to->>'name' ilike ?", [pattern]),
              )
            }
            return query
          },
          { limit, offset },
          {
            searchColumns: [],
            orderBy: [
              { column: 'financial_year', order: 'desc' },
              { column: 'sequence', order: 'desc' },
            ],
            tableName: 'invoices',
          },
        )
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
          const row = await app.knex('invoices').where({ id: request.params.id }).first()
          if (!row) throw app.httpErrors.notFound('Invoice not found')
          const invoice = issuedInvoiceOf(row)
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

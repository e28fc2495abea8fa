import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Quote, QuoteRequest } from '@labsite/shared'
import { errorResponses } from '../../lib/kits/route-answers'
import { quoteBooking } from './booking-quote'

/**
 * POST /bookings/quote: the basket's and the review's total, computed by the code that prices the
 * booking when it is sent (booking-quote.ts), so what the visitor is shown is what is charged.
 */
const bookingQuote: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/bookings/quote',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'What a booking of these items would cost: items for every member, family discount, collection fee and total, priced as the booking will be',
        body: QuoteRequest,
        response: { 200: Quote, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { total: await quoteBooking(app.knex, request.body) }
    },
  )
}

export default bookingQuote

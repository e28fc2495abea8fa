import type { Quote, QuoteRequest } from '@labsite/shared'
import { api } from '../../../lib/api-client'

/** POST /api/bookings/quote: what the booking would cost, priced by the server as it prices the booking. */
export const getBookingQuote = (request: QuoteRequest) =>
  api.post('bookings/quote', { json: request }).json<Quote>()

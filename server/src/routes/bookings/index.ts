import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import bookingQuote from './booking-quote-route'
import { createCalendarRepository } from './calendar-repository'
import manageCalendar from './manage-calendar'
import publicCalendar from './public-calendar'

/** The lab's booking calendar (docs/front-desk.md): slots, closed dates and serviceable PIN codes; and quotes. */
const bookings: FastifyPluginAsyncTypebox = async (app) => {
  const calendar = createCalendarRepository(app.knex)
  await app.register(publicCalendar, { calendar })
  await app.register(manageCalendar, { calendar })
  await app.register(bookingQuote)
}

export default bookings

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PincodeAnswer, PincodeParams, SlotsAnswer, SlotsQuery } from '@labsite/shared'
import { errorResponses } from '../../lib/kits/route-answers'
import type { CalendarRepository } from './calendar-repository'
import { bookingWindow, isCalendarDate } from './lab-calendar'

/** What the booking dialog asks before it books: the free slots of a day, and whether we collect at a PIN. */
const publicCalendar: FastifyPluginAsyncTypebox<{ calendar: CalendarRepository }> = async (
  app,
  { calendar },
) => {
  app.get(
    '/slots',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The time slots of a day with the places left in each (`remaining`)',
        querystring: SlotsQuery,
        response: { 200: SlotsAnswer, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { date } = request.query
      if (!isCalendarDate(date)) throw app.httpErrors.badRequest(`date ${date} is not a date`)
      reply.header('cache-control', 'no-store')
      const { first, last } = bookingWindow()
      if (date < first || date > last) {
        return { date, bookable: false, reason: `Choose a day between ${first} and ${last}`, slots: [] }
      }
      const [day] = await calendar.availability(date, date)
      return { date, bookable: day.closedReason === null, reason: day.closedReason ?? '', slots: day.slots }
    },
  )

  app.get(
    '/pincodes/:code',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Whether the lab collects samples at home at this PIN code',
        params: PincodeParams,
        response: { 200: PincodeAnswer, ...errorResponses(400) },
      },
    },
    async (request) => {
      const code = request.params.code.trim()
      if (!/^[1-9]\d{5}$/.test(code)) throw app.httpErrors.badRequest('A PIN code has 6 digits')
      const found = await calendar.findPincode(code)
      return { pincode: code, serviceable: found !== null, area: found?.area ?? '' }
    },
  )
}

export default publicCalendar

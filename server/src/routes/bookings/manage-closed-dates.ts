import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import { ClosedDate, DateOnly } from '@labsite/shared'
import { BEARER, errorResponses } from '../../lib/kits/route-answers'
import { recordCalendarChange } from './calendar-changes'
import type { CalendarRepository } from './calendar-repository'
import { isCalendarDate } from './lab-calendar'

/** Staff close days to bookings and open them again (admin Bookings setup). */
const manageClosedDates: FastifyPluginAsyncTypebox<{ calendar: CalendarRepository }> = async (
  app,
  { calendar },
) => {
  const staffOnly = [app.requireRole('staff')]

  app.get(
    '/admin/closed-dates',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['bookings'],
        summary: 'Days the lab takes no bookings',
        security: BEARER,
        response: { 200: Type.Array(ClosedDate), ...errorResponses(401, 403) },
      },
    },
    () => calendar.listClosedDates(),
  )

  app.post(
    '/admin/closed-dates',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['bookings'],
        summary: 'Close a day (bookings already made for it stay; staff call those visitors)',
        security: BEARER,
        body: Type.Object({ date: DateOnly, reason: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: { 201: ClosedDate, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { date } = request.body
      if (!isCalendarDate(date)) throw app.httpErrors.badRequest(`date ${date} is not a date`)
      const closed = { date, reason: request.body.reason?.trim() ?? '' }
      await app.knex.transaction(async (trx) => {
        await calendar.addClosedDate(closed, trx)
        await recordCalendarChange(app, request, trx, 'create', date, closed)
      })
      return reply.code(201).send(closed)
    },
  )

  app.delete(
    '/admin/closed-dates/:date',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['bookings'],
        summary: 'Open a closed day again',
        security: BEARER,
        params: Type.Object({ date: DateOnly }),
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { date } = request.params
      if (!isCalendarDate(date)) throw app.httpErrors.badRequest(`date ${date} is not a date`)
      await app.knex.transaction(async (trx) => {
        if (!(await calendar.deleteClosedDate(date, trx)))
          throw app.httpErrors.notFound('This day is not closed')
        await recordCalendarChange(app, request, trx, 'delete', date)
      })
      return reply.code(204).send(null)
    },
  )
}

export default manageClosedDates

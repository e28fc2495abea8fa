import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  type Booking,
  ErrorBody,
  type HomeCollectionRun,
  isCalendarDate,
  labNow,
  TodayBoard,
  TodayBoardQuery,
} from '@labsite/shared'
import type { BookingsRepository } from './bookings-repository'

/** The day's home collections by PIN code (codes in order, each run in the bookings' slot order). */
export function homeCollectionRuns(
  bookings: readonly Booking[],
  areas: ReadonlyMap<string, string>,
): HomeCollectionRun[] {
  const byPincode = new Map<string, string[]>()
  for (const booking of bookings) {
    if (booking.collectionType !== 'home') continue
    byPincode.set(booking.pincode, [...(byPincode.get(booking.pincode) ?? []), booking.id])
  }
  return [...byPincode.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pincode, bookingIds]) => ({ pincode, area: areas.get(pincode) ?? '', bookingIds }))
}

/**
 * GET /consult/today?date=YYYY-MM-DD: the front desk's board of one lab day. Status steps
 * are written through the staff status update (PATCH /consult/consultation/:id), not here.
 */
const todayBoard: FastifyPluginAsyncTypebox<{ repository: BookingsRepository }> = async (
  app,
  { repository },
) => {
  app.get(
    '/consult/today',
    {
      onRequest: [app.requireRole('staff')],
      schema: {
        tags: ['bookings'],
        summary: "A lab day's bookings by slot, and its home collections by PIN code",
        querystring: TodayBoardQuery,
        response: { 200: TodayBoard, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      // The lab's day, not the server's: a board opened at 00:30 lab time shows the new day.
      const date = request.query.date ?? labNow().date
      if (!isCalendarDate(date)) throw app.httpErrors.badRequest(`date ${date} is not a day: use YYYY-MM-DD`)
      const bookings = await repository.listForDay(date)
      const pincodes = [...new Set(bookings.map((booking) => booking.pincode).filter(Boolean))]
      const board: TodayBoard = {
        date,
        bookings,
        homeCollections: homeCollectionRuns(bookings, await app.calendarRepository.areasOf(pincodes)),
      }
      return reply.header('cache-control', 'private, no-store').send(board)
    },
  )
}

export default todayBoard

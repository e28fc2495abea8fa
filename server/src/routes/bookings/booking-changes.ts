import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import {
  BookingLookup,
  BookingReschedule,
  GuestBookingReschedule,
  IdParams,
  VisitorBooking,
} from '@labsite/shared'
import type { FastifyRequest } from 'fastify'
import { BEARER, errorResponses } from '../../lib/kits/route-answers'
import { bookingStatusMailFor } from '../../mail/booking-mails'
import { rescheduleBooking } from './booking-moves'
import type { BookingsRepository } from './bookings-repository'
import type { CalendarRepository } from './calendar-repository'
import { type Caller, changeableBookingId, lockChangeable, recordChange } from './changeable-bookings'
import { guestLookupLimits } from './guest-lookup-limits'
import { toVisitorBooking } from './visitor-booking'

/**
 * A visitor changes their own booking until the lab confirms it: cancel it, or move it to
 * another date and slot, account or guest. A move takes its new place with the same locked capacity
 * check as a new booking, so two visitors racing for the last place cannot both get it; the old place
 * is free the moment the move commits (places are counted from the bookings). Staff are told.
 */
const bookingChanges: FastifyPluginAsyncTypebox<{
  repository: BookingsRepository
  calendar: CalendarRepository
}> = async (app, { repository, calendar }) => {
  const signedIn = [app.authenticate]
  const guestLimit = { max: app.config.rateLimitAuth, timeWindow: 60_000 }
  const perReferenceAndContact = guestLookupLimits(app)

  async function cancel(request: FastifyRequest, caller: Caller) {
    const bookingId = await changeableBookingId(app, repository, request, caller)
    const cancelled = await app.knex.transaction(async (trx) => {
      const current = await lockChangeable(app, repository, bookingId, trx)
      const after = await repository.update(current.id, { status: 'cancelled' }, trx)
      await app.outbox.enqueue(await bookingStatusMailFor(trx, after, app.bookingLinks), trx)
      await recordChange(app, request, after, { status: 'cancelled' }, trx)
      return after
    })
    return toVisitorBooking(cancelled)
  }

  const reschedule = async (request: FastifyRequest, caller: Caller, to: BookingReschedule) =>
    toVisitorBooking(await rescheduleBooking(app, { repository, calendar }, request, caller, to))

  const guestSchema = <B extends typeof BookingLookup | typeof GuestBookingReschedule>(
    summary: string,
    body: B,
  ) => ({
    config: { rateLimit: guestLimit },
    preHandler: perReferenceAndContact,
    schema: {
      tags: ['bookings'],
      summary,
      body,
      response: { 200: VisitorBooking, ...errorResponses(400, 404, 409, 429) },
    },
  })
  app.post(
    '/user/bookings/:id/cancel',
    {
      onRequest: signedIn,
      schema: {
        tags: ['bookings'],
        summary: 'Cancel one of my bookings (until the lab has confirmed it)',
        security: BEARER,
        params: IdParams,
        body: Type.Optional(Type.Object({})),
        response: { 200: VisitorBooking, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => cancel(request, { userId: request.user.id, id: request.params.id }),
  )

  app.post(
    '/user/bookings/:id/reschedule',
    {
      onRequest: signedIn,
      schema: {
        tags: ['bookings'],
        summary: 'Move one of my bookings to another date and slot (until the lab has confirmed it)',
        security: BEARER,
        params: IdParams,
        body: BookingReschedule,
        response: { 200: VisitorBooking, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => reschedule(request, { userId: request.user.id, id: request.params.id }, request.body),
  )

  app.post(
    '/bookings/cancel',
    guestSchema(
      'Cancel a booking by its reference and contact, until the lab has confirmed it',
      BookingLookup,
    ),
    async (request) => cancel(request, request.body),
  )

  app.post(
    '/bookings/reschedule',
    guestSchema(
      'Move a booking found by its reference and contact to another date and slot, until the lab has confirmed it',
      GuestBookingReschedule,
    ),
    async (request) => reschedule(request, request.body, request.body),
  )
}

export default bookingChanges

import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox'
import {
  type Booking,
  BookingLookup,
  BookingReschedule,
  GuestBookingReschedule,
  IdParams,
  VISITOR_CANCELLABLE_STATUSES,
  VisitorBooking,
} from '@labsite/shared'
import type { FastifyRequest } from 'fastify'
import type { Knex } from 'knex'
import { BEARER, errorResponses } from '../../lib/kits/route-answers'
import { bookingRescheduledVisitorMail, bookingStatusMailFor } from '../../mail/booking-mails'
import { bookingRescheduledMail, staffNotification } from '../../mail/enquiry-mails'
import { bookingMailLanguage } from '../../mail/mail-language'
import { bookingWhatsApp } from '../../messages/phone-outbox'
import { itemPreparations } from './booking-items'
import { checkWhenAndWhere, takeSlot, type WhenAndWhereFields } from './booking-rules'
import type { BookingsRepository } from './bookings-repository'
import type { CalendarRepository } from './calendar-repository'
import { guestProves } from './guest-access'
import { auditGuestLookup, guestLookupLimits } from './guest-lookup-limits'
import { readableDate } from './lab-calendar'
import { toVisitorBooking } from './visitor-booking'

/** Who may change a booking: its account's owner, or a guest with its reference and contact. */
type Caller = { userId: string } | { reference: string; contact: string }

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

  /**
   * The id of the booking the caller may change, else 404 as for a missing one. A guest's try is audited
   * whether or not it matched, outside the change's transaction, so a refused try is recorded too.
   */
  async function ownBookingId(request: FastifyRequest, caller: Caller, id: string | null): Promise<string> {
    const row =
      'userId' in caller
        ? await repository.findRow({ id: id as string })
        : await repository.findRow({ reference: caller.reference.toUpperCase() })
    const allowed =
      row !== null &&
      ('userId' in caller ? row.user_id === caller.userId : guestProves(app, row, caller.contact))
    if (!('userId' in caller)) await auditGuestLookup(app, request, 'change', allowed ? row.id : null)
    if (!allowed) {
      throw app.httpErrors.notFound(
        'userId' in caller ? 'Booking not found' : 'No booking with this reference and e-mail or phone',
      )
    }
    return row.id
  }

  /** The booking locked for this transaction, while the lab has not confirmed it. */
  async function lockChangeable(id: string, trx: Knex.Transaction) {
    const current = await repository.findForUpdate(id, trx)
    if (!current) throw app.httpErrors.notFound('Booking not found')
    if (!VISITOR_CANCELLABLE_STATUSES.includes(current.status)) {
      throw app.httpErrors.conflict(
        `Booking ${current.reference} is ${current.status === 'cancelled' ? 'already cancelled' : 'confirmed'}: please call us to change it`,
      )
    }
    return current
  }

  async function recordChange(
    request: FastifyRequest,
    after: Booking,
    changes: object,
    trx: Knex.Transaction,
  ) {
    await app.audit(request, { action: 'update', entity: 'booking', entityId: after.id, after: changes }, trx)
    await app.changes.publish({ resource: 'booking', id: after.id, kind: 'updated' }, trx)
  }

  async function cancel(request: FastifyRequest, caller: Caller, id: string | null) {
    const bookingId = await ownBookingId(request, caller, id)
    const cancelled = await app.knex.transaction(async (trx) => {
      const current = await lockChangeable(bookingId, trx)
      const after = await repository.update(current.id, { status: 'cancelled' }, trx)
      await app.outbox.enqueue(await bookingStatusMailFor(trx, after, app.bookingLinks), trx)
      await recordChange(request, after, { status: 'cancelled' }, trx)
      return after
    })
    return toVisitorBooking(cancelled)
  }

  async function reschedule(
    request: FastifyRequest,
    caller: Caller,
    id: string | null,
    to: BookingReschedule,
  ) {
    const bookingId = await ownBookingId(request, caller, id)
    const moved = await app.knex.transaction(async (trx) => {
      const current = await lockChangeable(bookingId, trx)
      if (!current.collectionType) {
        throw app.httpErrors.conflict(
          `Booking ${current.reference} has no collection chosen: please call us to give it a time`,
        )
      }
      if (current.preferredDate === to.preferredDate && current.slotId === to.slotId) {
        throw app.httpErrors.badRequest(
          `Booking ${current.reference} is already on ${readableDate(to.preferredDate)} ${current.slotLabel}`,
        )
      }
      const fields: WhenAndWhereFields = {
        collectionType: current.collectionType,
        preferredDate: to.preferredDate,
        slotId: to.slotId,
        pincode: current.pincode ?? undefined,
      }
      await checkWhenAndWhere(calendar, fields, trx)
      const when = await takeSlot(trx, calendar, fields)
      const after = await repository.update(
        current.id,
        {
          preferred_date: when.preferredDate,
          slot_id: when.slotId,
          slot_label: when.slotLabel,
          calendar_sequence: (current.calendarSequence ?? 0) + 1,
        },
        trx,
      )
      const language = await bookingMailLanguage(trx, after.id)
      await app.outbox.enqueueAll(
        [
          staffNotification(bookingRescheduledMail(current, after, app.config.publicUrl), after.id),
          // The visitor hears of it too, with the calendar event moved (same UID, next SEQUENCE).
          bookingRescheduledVisitorMail(
            after,
            app.bookingLinks,
            language,
            await itemPreparations(trx, after.items),
          ),
          ...bookingWhatsApp('booking-rescheduled', after, app.bookingLinks, language),
        ],
        trx,
      )
      await recordChange(
        request,
        after,
        {
          from: `${current.preferredDate} ${current.slotLabel}`,
          to: `${after.preferredDate} ${after.slotLabel}`,
        },
        trx,
      )
      return after
    })
    return toVisitorBooking(moved)
  }

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
    async (request) => cancel(request, { userId: request.user.id }, request.params.id),
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
    async (request) => reschedule(request, { userId: request.user.id }, request.params.id, request.body),
  )

  app.post(
    '/bookings/cancel',
    guestSchema(
      'Cancel a booking by its reference and contact, until the lab has confirmed it',
      BookingLookup,
    ),
    async (request) => cancel(request, request.body, null),
  )

  app.post(
    '/bookings/reschedule',
    guestSchema(
      'Move a booking found by its reference and contact to another date and slot, until the lab has confirmed it',
      GuestBookingReschedule,
    ),
    async (request) => reschedule(request, request.body, null, request.body),
  )
}

export default bookingChanges

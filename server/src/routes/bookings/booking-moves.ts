import type { Booking, BookingReschedule } from '@labsite/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Knex } from 'knex'
import { bookingRescheduledVisitorMail } from '../../mail/booking-mails'
import { bookingRescheduledMail, staffNotification } from '../../mail/enquiry-mails'
import { bookingMailLanguage } from '../../mail/mail-language'
import { bookingWhatsApp } from '../../messages/phone-outbox'
import { itemPreparations } from './booking-items'
import { checkWhenAndWhere, takeSlot, type WhenAndWhereFields } from './booking-rules'
import type { BookingsRepository } from './bookings-repository'
import type { CalendarRepository } from './calendar-repository'
import { type Caller, changeableBookingId, lockChangeable, recordChange } from './changeable-bookings'
import { readableDate } from './lab-calendar'

type MovableBooking = Pick<
  Booking,
  'reference' | 'collectionType' | 'preferredDate' | 'slotId' | 'slotLabel' | 'pincode'
>

/**
 * Where the booking would go, or why a visitor cannot move it themselves: a booking without a
 * collection has no time to move, and a move to where it already is moves nothing.
 */
export function moveOf(
  current: MovableBooking,
  to: BookingReschedule,
): { fields: WhenAndWhereFields } | { refusal: { status: 400 | 409; message: string } } {
  if (!current.collectionType) {
    return {
      refusal: {
        status: 409,
        message: `Booking ${current.reference} has no collection chosen: please call us to give it a time`,
      },
    }
  }
  if (current.preferredDate === to.preferredDate && current.slotId === to.slotId) {
    return {
      refusal: {
        status: 400,
        message: `Booking ${current.reference} is already on ${readableDate(to.preferredDate)} ${current.slotLabel}`,
      },
    }
  }
  return {
    fields: {
      collectionType: current.collectionType,
      preferredDate: to.preferredDate,
      slotId: to.slotId,
      pincode: current.pincode ?? undefined,
    },
  }
}

/** Staff are told of the move; the visitor too, with the calendar event moved (same UID, next SEQUENCE). */
async function announceMove(app: FastifyInstance, before: Booking, after: Booking, trx: Knex.Transaction) {
  const language = await bookingMailLanguage(trx, after.id)
  await app.outbox.enqueueAll(
    [
      staffNotification(bookingRescheduledMail(before, after, app.config.publicUrl), after.id),
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
}

/**
 * Moves the caller's booking to another date and slot, until the lab confirms it. The new place is
 * taken with the same locked capacity check as a new booking's; the old one is free once it commits.
 */
export async function rescheduleBooking(
  app: FastifyInstance,
  { repository, calendar }: { repository: BookingsRepository; calendar: CalendarRepository },
  request: FastifyRequest,
  caller: Caller,
  to: BookingReschedule,
): Promise<Booking> {
  const bookingId = await changeableBookingId(app, repository, request, caller)
  return app.knex.transaction(async (trx) => {
    const current = await lockChangeable(app, repository, bookingId, trx)
    const move = moveOf(current, to)
    if ('refusal' in move) {
      const { status, message } = move.refusal
      throw status === 409 ? app.httpErrors.conflict(message) : app.httpErrors.badRequest(message)
    }
    await checkWhenAndWhere(calendar, move.fields, trx)
    const when = await takeSlot(trx, calendar, move.fields)
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
    await announceMove(app, current, after, trx)
    const changes = {
      from: `${current.preferredDate} ${current.slotLabel}`,
      to: `${after.preferredDate} ${after.slotLabel}`,
    }
    await recordChange(app, request, after, changes, trx)
    return after
  })
}

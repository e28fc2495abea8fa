import { addDays, type Booking, labNow } from '@labsite/shared'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { bookingReminderMails } from '../../mail/booking-mails'
import { bookingMailLanguage } from '../../mail/mail-language'
import { bookingReminderWhatsApp } from '../../messages/phone-outbox'
import { itemPreparations } from './booking-items'
import type { BookingsRepository } from './bookings-repository'

/** Reminders go out from this lab time on, the day before: not at midnight. */
const SEND_FROM = '08:00'
/** The bookings still going ahead (a cancelled, collected or finished one needs no reminder). */
const UPCOMING = ['new', 'contacted', 'confirmed', 'booked']

/**
 * Queues the day-before reminder of every booking tomorrow (lab time) that has none yet, each in its
 * booking's language, with the slot as a calendar event. The rows are claimed with SKIP LOCKED and
 * marked in the same transaction as the mail is queued, so with several server processes or a restart
 * mid-run each booking gets exactly one reminder. Answers how many were queued.
 */
export async function queueDueReminders(
  app: FastifyInstance,
  repository: BookingsRepository,
  now = new Date(),
): Promise<number> {
  const today = labNow(now)
  if (today.time < SEND_FROM) return 0
  const tomorrow = addDays(today.date, 1)
  return app.knex.transaction(async (trx) => {
    const ids = await repository.lockDueReminders(tomorrow, UPCOMING, trx)
    for (const id of ids) {
      const booking = (await repository.findForUpdate(id, trx)) as Booking
      const language = await bookingMailLanguage(trx, id)
      const preparation = await itemPreparations(trx, booking.items)
      await app.outbox.enqueueAll(
        [
          ...bookingReminderMails(booking, app.bookingLinks, language, preparation),
          ...bookingReminderWhatsApp(booking, app.bookingLinks, language, preparation),
        ],
        trx,
      )
    }
    await repository.markRemindersSent(ids, trx)
    return ids.length
  })
}

/** The scheduler's reminder job: every half hour, so a restart delays no reminder long. */
const bookingReminders: FastifyPluginAsync<{ repository: BookingsRepository }> = async (
  app,
  { repository },
) => {
  app.scheduler.add({
    name: 'booking-reminders',
    everyMs: 30 * 60_000,
    run: async () => {
      const queued = await queueDueReminders(app, repository)
      if (queued > 0) app.log.info({ reminders: queued }, 'booking reminders queued')
    },
  })
}

export default bookingReminders

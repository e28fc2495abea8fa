import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { createPrivateFileStore } from '../../lib/infrastructure/private-files'
import bookingChanges from './booking-changes'
import bookingQuote from './booking-quote-route'
import bookingReminders from './booking-reminders'
import bookingReports from './booking-reports'
import manageBookings from './manage-bookings'
import manageCalendar from './manage-calendar'
import publicCalendar from './public-calendar'
import reportShares from './report-shares'
import submitBooking from './submit-booking'
import todayBoard from './today-board'
import visitorBookings from './visitor-bookings'

/**
 * Bookings (docs/front-desk.md, docs/product.md): the public submission with private files, the
 * visitor's own bookings, staff follow-up, and the lab's calendar (slots, closed dates, serviceable PIN
 * codes) with quotes.
 */
const bookings: FastifyPluginAsyncTypebox = async (app) => {
  const repository = app.bookingsRepository
  const calendar = app.calendarRepository
  // The folder keeps its first name: files already stored under DATA_DIR/private/consultations stay found.
  const store = createPrivateFileStore(app.config.dataDir, 'consultations', app.objects)
  await store.prepare()
  await app.register(submitBooking, { repository, store, calendar })
  await app.register(manageBookings, { repository, store })
  await app.register(bookingReports, { repository, store })
  await app.register(visitorBookings, { repository, store })
  await app.register(bookingChanges, { repository, calendar })
  await app.register(reportShares, { repository, store })
  await app.register(bookingReminders, { repository })
  await app.register(todayBoard, { repository })
  await app.register(publicCalendar, { calendar })
  await app.register(manageCalendar, { calendar })
  await app.register(bookingQuote)
}

export default bookings

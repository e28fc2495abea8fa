import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { createPrivateFileStore } from '../../lib/private-files'
import { createCalendarRepository } from '../bookings/calendar-repository'
import bookingChanges from './booking-changes'
import bookingReminders from './booking-reminders'
import bookingReports from './booking-reports'
import { createConsultationsRepository } from './consultations-repository'
import manageConsultations from './manage-consultations'
import reportShares from './report-shares'
import submitConsultation from './submit-consultation'
import todayBoard from './today-board'
import visitorBookings from './visitor-bookings'

/** Bookings (DESIGN §4.3, issue 13): public submission with private files, staff follow-up. */
const consultations: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createConsultationsRepository(app.knex)
  const calendar = createCalendarRepository(app.knex)
  const store = createPrivateFileStore(app.config.dataDir, 'consultations', app.objects)
  await store.prepare()
  await app.register(submitConsultation, { repository, store, calendar })
  await app.register(manageConsultations, { repository, store })
  await app.register(bookingReports, { repository, store })
  await app.register(visitorBookings, { repository, store })
  await app.register(bookingChanges, { repository, calendar })
  await app.register(reportShares, { repository, store })
  await app.register(bookingReminders, { repository })
  await app.register(todayBoard, { repository })
}

export default consultations

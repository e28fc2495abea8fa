import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { App } from '../../app'
import type { AppConfig } from '../../config'
import { createUserWithToken } from '../../testing/auth-helpers'
import { buildTestApp } from '../../testing/build-test-app'
import { minimalPdf, multipartBody } from './booking-fixtures'
import { addDays, bookingWindow, weekdayOf } from './lab-calendar'

/** A booking calendar for tests: two slots every day (07:00 for 3, 08:00 for 5) and two PIN codes. */
export async function seedCalendar(app: App) {
  const rows = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
    { weekday, start_time: '07:00', end_time: '08:00', capacity: 3 },
    { weekday, start_time: '08:00', end_time: '09:00', capacity: 5 },
  ])
  await app.knex('booking_slots').insert(rows)
  await app.knex('serviceable_pincodes').insert([
    { pincode: '560034', area: 'Koramangala, Bengaluru' },
    { pincode: '110017', area: 'Saket, Delhi' },
  ])
}

/**
 * What every bookings test file starts from: an app whose form rate limit never gets in the way (tests
 * send many bookings), a staff token, and the calendar of seedCalendar.
 */
export async function startBookingApp(overrides: Partial<AppConfig> = {}) {
  // A production install has no contact e-mail until staff set one: staff mails go to STAFF_NOTIFY_EMAIL.
  const app = await buildTestApp({
    rateLimitForms: 10_000,
    staffNotifyEmail: 'care@aarogya-diagnostics.example',
    ...overrides,
  })
  const staff = (await createUserWithToken(app, 'staff')).headers
  await seedCalendar(app)
  return { app, staff }
}

/** Each test starts with no bookings and no e-mails (the outbox finishes what it was sending first). */
export async function clearBookings(app: App) {
  await app.outbox.idle()
  await app.knex('outbox').delete()
  // Payments outlive their booking (the books keep them): a test's ledger starts empty too.
  await app.knex('payments').delete()
  // So do issued invoices (tax records).
  await app.knex('invoices').delete()
  await app.knex('bookings').delete()
  // The e-mails delivered so far too, so a test reads only its own (deliveredMails).
  await rm(path.join(app.config.dataDir, 'outbox'), { recursive: true, force: true })
}

/** Lets the outbox finish before the app closes, so no e-mail is written into a closed database. */
export async function stopBookingApp(app: App) {
  await app.outbox.idle()
  await app.close()
}

/** POST /api/consult/consultation as a browser would (JSON). */
export const postBooking = (app: App, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/consult/consultation', payload, headers })

/** Staff attach a report PDF to a booking (POST /api/consult/consultation/:id/reports), as the admin does. */
export async function attachReport(
  app: App,
  staff: Record<string, string>,
  id: string,
  bytes = minimalPdf('Report'),
) {
  const body = await multipartBody({}, [{ name: 'report.pdf', bytes, type: 'application/pdf' }])
  return app.inject({
    method: 'POST',
    url: `/api/consult/consultation/${id}/reports`,
    payload: body.payload,
    headers: { ...body.headers, ...staff },
  })
}

/** A day a few days ahead (always inside the booking window) and its slot starting at `time`. */
export async function slotOn(app: App, daysAhead: number, time = '07:00') {
  const date = addDays(bookingWindow().first, daysAhead)
  const slot = await app
    .knex('booking_slots')
    .where({ weekday: weekdayOf(date), start_time: time })
    .first()
  return { date, slotId: slot.id as string }
}

export const guest = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  address: '12 Health Avenue, Koramangala, Bengaluru',
  phone: '+919876543210',
  description: 'Two packages, home collection please.',
}

import type { App } from '../../app'
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
  phone: '+91 98765 43210',
  description: 'Two packages, home collection please.',
}

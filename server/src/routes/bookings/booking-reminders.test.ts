import { addDays } from '@labsite/shared'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { deliveredMailTo } from '../../testing/delivered-mails'
import { queueDueReminders } from './booking-reminders'
import { createBookingsRepository } from './bookings-repository'
import {
  clearBookings,
  guest,
  postBooking,
  slotOn,
  startBookingApp,
  stopBookingApp,
} from './bookings-test-kit'

/** The lab's clock at `time` on `date` (India is UTC + 5:30 all year). */
const labTime = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`)

describe('the day-before reminder and the calendar event', () => {
  let app: App

  beforeAll(async () => {
    ;({ app } = await startBookingApp())
  })
  afterAll(() => stopBookingApp(app))
  beforeEach(() => clearBookings(app))

  it('attaches the slot to the confirmation as a valid calendar event in UTC', async () => {
    const { date, slotId } = await slotOn(app, 2, '07:00')
    const booked = await postBooking(app, {
      ...guest,
      collectionType: 'home',
      preferredDate: date,
      slotId,
      pincode: '560034',
    })
    expect(booked.statusCode).toBe(201)
    const [mail] = await app.knex('outbox').where({ kind: 'booking-received' })
    const lines: string[] = mail.calendar.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('METHOD:PUBLISH')
    // 07:00–08:00 in India is 01:30–02:30 UTC.
    expect(lines).toContain(`DTSTART:${date.replace(/-/g, '')}T013000Z`)
    expect(lines).toContain(`DTEND:${date.replace(/-/g, '')}T023000Z`)
    expect(lines).toContain(`UID:${booked.json().reference}@localhost`)
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
    expect(mail.calendar.endsWith('END:VCALENDAR\r\n')).toBe(true)

    // Without SMTP the .eml written to the outbox folder carries it too.
    const eml = await deliveredMailTo(app, guest.email, booked.json().reference)
    expect(eml).toContain('BEGIN:VCALENDAR')
    expect(eml).toContain(`DTSTART:${date.replace(/-/g, '')}T013000Z`)
  })

  it('queues one reminder per booking the day before, from 08:00 lab time, in the booking language', async () => {
    const repository = createBookingsRepository(app.knex)
    const { date, slotId } = await slotOn(app, 2, '08:00')
    const booked = await postBooking(
      app,
      { ...guest, collectionType: 'lab', preferredDate: date, slotId },
      { 'accept-language': 'hi' },
    )
    expect(booked.statusCode).toBe(201)
    const later = await slotOn(app, 3, '08:00')
    await postBooking(app, {
      ...guest,
      email: 'later@example.com',
      collectionType: 'lab',
      preferredDate: later.date,
      slotId: later.slotId,
    })
    const dayBefore = addDays(date, -1)

    expect(await queueDueReminders(app, repository, labTime(dayBefore, '07:59'))).toBe(0)
    expect(await queueDueReminders(app, repository, labTime(dayBefore, '08:00'))).toBe(1)
    expect(await queueDueReminders(app, repository, labTime(dayBefore, '18:00'))).toBe(0)
    const reminders = await app.knex('outbox').where({ kind: 'booking-reminder' })
    expect(reminders).toHaveLength(1)
    expect(reminders[0].subject).toBe(`कल: आपकी बुकिंग ${booked.json().reference}`)
    expect(reminders[0].text).toContain('फ़ोटो आईडी')
    expect(reminders[0].calendar).toContain('BEGIN:VEVENT')
    expect(reminders[0].text).toContain('रिमाइंडर और स्थिति के अपडेट ईमेल पर नहीं चाहिए? यहाँ बंद करें:')
    expect(reminders[0].text).toContain('messages=stop-mails#key=')
  })

  it('sends no reminder mail to an address that stopped the update e-mails; WhatsApp is its own choice', async () => {
    const repository = createBookingsRepository(app.knex)
    const { date, slotId } = await slotOn(app, 2, '08:00')
    const booked = await postBooking(app, { ...guest, collectionType: 'lab', preferredDate: date, slotId })
    expect(booked.statusCode).toBe(201)
    await app.knex('bookings').where({ id: booked.json().id }).update({ mail_updates: false })
    expect(await queueDueReminders(app, repository, labTime(addDays(date, -1), '09:00'))).toBe(1)
    expect(await app.knex('outbox').where({ kind: 'booking-reminder' })).toEqual([])
    expect(await app.knex('outbox').where({ kind: 'whatsapp-booking-reminder' })).toHaveLength(1)
  })

  it("lists each booked item's own preparation, as the lab wrote it today, in the mails and the event", async () => {
    const repository = createBookingsRepository(app.knex)
    const [test] = await app
      .knex('blood_tests')
      .insert({
        name: 'Lipid Profile',
        category: 'Heart',
        price: 600,
        original_price: 900,
        preparation: 'Fast for 10–12 hours.',
      })
      .returning('id')
    const { date, slotId } = await slotOn(app, 3, '07:00')
    const booked = await postBooking(app, {
      ...guest,
      email: 'prepared@example.com',
      items: [{ type: 'blood-test', id: test.id }],
      collectionType: 'lab',
      preferredDate: date,
      slotId,
    })
    expect(booked.statusCode).toBe(201)
    const reference = booked.json().reference
    expect(await deliveredMailTo(app, 'prepared@example.com', reference, 'received')).toContain(
      'Lipid Profile: Fast for 10–12 hours.',
    )
    // The lab changes its advice after the booking: the reminder carries today's.
    await app
      .knex('blood_tests')
      .where({ id: test.id })
      .update({ preparation: 'Fast for 12 hours; water is fine.' })
    expect(await queueDueReminders(app, repository, labTime(addDays(date, -1), '09:00'))).toBe(1)
    const [reminder] = await app.knex('outbox').where({ kind: 'booking-reminder' })
    expect(reminder.calendar).toContain('Lipid Profile: Fast for 12 hours')
    const mail = await deliveredMailTo(app, 'prepared@example.com', reference, 'Tomorrow')
    expect(mail).toContain('Lipid Profile: Fast for 12 hours; water is fine.')
    expect(mail).toContain('Bring a photo ID')
  })

  it("falls back on what an item already says: a test's fasting, a service's requirements", async () => {
    const [test] = await app
      .knex('blood_tests')
      .insert({
        name: 'Fasting Glucose',
        category: 'Diabetes',
        price: 150,
        original_price: 200,
        fasting: '8-10 hours',
      })
      .returning('id')
    const [service] = await app
      .knex('services')
      .insert({
        title: 'Heart Check',
        price: '₹999',
        requirements: JSON.stringify(['Carry your ECG', 'No coffee']),
      })
      .returning('id')
    const [plain] = await app
      .knex('blood_tests')
      .insert({ name: 'CBC', category: 'Blood', price: 300, original_price: 400, fasting: 'Not Required' })
      .returning('id')
    const { date, slotId } = await slotOn(app, 4, '07:00')
    const booked = await postBooking(app, {
      ...guest,
      email: 'fallback@example.com',
      items: [
        { type: 'blood-test', id: test.id },
        { type: 'service', id: service.id },
        { type: 'blood-test', id: plain.id },
      ],
      collectionType: 'lab',
      preferredDate: date,
      slotId,
    })
    expect(booked.statusCode).toBe(201)
    const mail = await deliveredMailTo(app, 'fallback@example.com', booked.json().reference)
    expect(mail).toContain('Fasting Glucose: Fasting: 8-10 hours')
    expect(mail).toContain('Heart Check: Carry your ECG; No coffee')
    expect(mail).not.toContain('CBC:')
  })
})

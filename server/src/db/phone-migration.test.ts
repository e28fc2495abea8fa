import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as phoneNumbers from '../../../migrations/20261128_0401_phone_numbers_in_one_form'
import * as bookingsNamedBookings from '../../../migrations/20261128_0900_bookings_named_bookings'
import type { App } from '../app'
import { guest, postBooking, startBookingApp, stopBookingApp } from '../routes/bookings/bookings-test-kit'

describe('migration 20261128_0401: stored phone numbers in E.164', () => {
  let app: App
  beforeAll(async () => {
    ;({ app } = await startBookingApp())
  })
  afterAll(() => stopBookingApp(app))

  it('rewrites every number it can read, leaves the others as typed and says how many of each', async () => {
    const booked = [
      (await postBooking(app, { ...guest, phone: '98450 12345' })).json().id,
      (await postBooking(app, { ...guest, phone: '98450 12346' })).json().id,
    ]
    // The database as this migration found it: bookings were still named consultations.
    await bookingsNamedBookings.down(app.knex)
    // As numbers were stored before: as typed.
    await app.knex('consultations').where({ id: booked[0] }).update({ phone: '098450-12345' })
    await app.knex('consultations').where({ id: booked[1] }).update({ phone: '080 4000 0000 ext 2' })
    await app
      .knex('users')
      .insert({ name: 'Old', email: 'old@example.com', phone: '91 99887 76655', password_hash: 'x' })
    await app.knex('contact_messages').insert({
      name: 'K',
      email: 'k@example.com',
      phone: '(0)99887-76655',
      subject: 'S',
      message: 'M',
    })
    await app.knex('referrals').insert({
      referrer_email: 'a@example.com',
      referrer_phone: '+91 98450 12345',
      friend_email: 'b@example.com',
      friend_phone: '12',
      referral_code: 'AAR-TEST01',
    })
    const log = vi.spyOn(console, 'info').mockImplementation(() => {})
    await phoneNumbers.up(app.knex)

    const phones = async (table: string, column = 'phone') =>
      (await app.knex(table).select(column).orderBy('created_at')).map((row) => row[column])
    expect(await phones('consultations')).toEqual(['+919845012345', '080 4000 0000 ext 2'])
    expect(await phones('users')).toContain('+919988776655')
    expect(await phones('contact_messages')).toEqual(['+919988776655'])
    expect(await phones('referrals', 'referrer_phone')).toEqual(['+919845012345'])
    expect(await phones('referrals', 'friend_phone')).toEqual(['12'])
    const lines = log.mock.calls.map(([line]) => line)
    expect(lines).toContain(
      'phone numbers in consultations.phone: 1 rewritten in E.164, 1 left as typed (not a number normalizePhone reads)',
    )
    expect(lines).toContain(
      'phone numbers in referrals.friend_phone: 0 rewritten in E.164, 1 left as typed (not a number normalizePhone reads)',
    )
    log.mockRestore()
    await bookingsNamedBookings.up(app.knex)
  })
})

import { PHONE_INVALID_MESSAGE } from '@labsite/shared'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../app'
import {
  clearBookings,
  guest,
  postBooking,
  startBookingApp,
  stopBookingApp,
} from '../routes/bookings/bookings-test-kit'
import { createUserWithToken } from '../testing/auth-helpers'

/** Every number the server takes is stored in E.164 and found again whichever way it is typed. */
describe('phone numbers in one form', () => {
  let app: App
  let staff: { authorization: string }
  let admin: { authorization: string }

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers })
  const refusal = (field: string) => ({
    statusCode: 400,
    error: 'Bad Request',
    message: `${field} ${PHONE_INVALID_MESSAGE}`,
  })

  beforeAll(async () => {
    ;({ app, staff } = await startBookingApp({ rateLimitAuth: 1000 }))
    admin = (await createUserWithToken(app, 'admin')).headers
  })
  afterAll(() => stopBookingApp(app))
  beforeEach(() => clearBookings(app))

  it('stores a booking number typed with spaces, dashes, a trunk 0, 91 or +91 as +91…', async () => {
    for (const typed of ['98450 12345', '098450-12345', '91 98450 12345', '+91 (98450) 12345']) {
      const res = await postBooking(app, { ...guest, phone: typed })
      expect(res.statusCode).toBe(201)
      expect(res.json().phone).toBe('+919845012345')
    }
    const stored = await app.knex('bookings').distinct('phone')
    expect(stored).toEqual([{ phone: '+919845012345' }])
  })

  it('keeps a number from another country in E.164 and refuses what is no mobile, naming the field', async () => {
    const abroad = await postBooking(app, { ...guest, phone: '+44 20 7946 0958' })
    expect(abroad.json().phone).toBe('+442079460958')
    for (const typed of ['123', '12345 67890', '+91 12345 67890', 'call me']) {
      const res = await postBooking(app, { ...guest, phone: typed })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual(refusal('phone'))
    }
    expect(Number((await app.knex('bookings').count({ n: '*' }))[0].n)).toBe(1)
  })

  it('normalises the sign-up, contact, referral and profile numbers, and refuses a bad one by name', async () => {
    const signup = await post('/api/user/register', {
      name: 'Meera',
      email: 'meera@example.com',
      password: 'correct horse battery',
      phone: '0 99887 76655',
    })
    expect(signup.statusCode).toBe(201)
    expect(signup.json().user.phone).toBe('+919988776655')
    const badSignup = await post('/api/user/register', {
      name: 'Meera',
      email: 'meera2@example.com',
      password: 'correct horse battery',
      phone: '555-0101',
    })
    expect(badSignup.json()).toEqual(refusal('phone'))

    const contact = await post('/api/contact/', {
      name: 'Kiran',
      email: 'kiran@example.com',
      phone: '91-99887-76655',
      subject: 'Sunday',
      message: 'Open on Sunday?',
    })
    expect(contact.json().phone).toBe('+919988776655')
    const noPhone = await post('/api/contact/', {
      name: 'Kiran',
      email: 'kiran@example.com',
      subject: 'Sunday',
      message: 'Open on Sunday?',
    })
    expect(noPhone.json().phone).toBe('')

    const referral = {
      referrerEmail: 'a@example.com',
      referrerPhone: '98450 12345',
      friendEmail: 'b@example.com',
      friendPhone: '+91 99887 76655',
    }
    const referred = await post('/api/referrals', referral)
    expect(referred.json()).toMatchObject({ referrerPhone: '+919845012345', friendPhone: '+919988776655' })
    expect((await post('/api/referrals', { ...referral, friendPhone: '22' })).json()).toEqual(
      refusal('friendPhone'),
    )

    const token = signup.json().token
    const edit = (phone: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/user/me',
        payload: { phone },
        headers: { authorization: `Bearer ${token}` },
      })
    expect((await edit('098450 12345')).json().phone).toBe('+919845012345')
    expect((await edit('98450')).json()).toEqual(refusal('phone'))
  })

  it('lets a guest look a booking up with the number in any form', async () => {
    const { reference } = (await postBooking(app, { ...guest, phone: '+91 98765 43210' })).json()
    for (const contact of ['9876543210', '098765 43210', '+91-98765-43210']) {
      const res = await post('/api/bookings/lookup', { reference, contact })
      expect(res.statusCode).toBe(200)
    }
    expect((await post('/api/bookings/lookup', { reference, contact: '98765 43211' })).statusCode).toBe(404)
  })

  it('finds past patients by the number as said aloud, in any form, and by its first digits', async () => {
    await postBooking(app, { ...guest, name: 'Asha Rao', phone: '98450 12345' })
    await postBooking(app, { ...guest, name: 'Ravi Kumar', phone: '99887 76655' })
    const search = async (q: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/content/consultations?q=${encodeURIComponent(q)}`,
          headers: staff,
        })
      )
        .json()
        .map((item: { name: string }) => item.name)
    for (const q of ['9845012345', '098450 12345', '+91 98450 12345', '98450 12', '98450-123']) {
      expect(await search(q)).toEqual(['Asha Rao'])
    }
    expect(await search('99887')).toEqual(['Ravi Kumar'])
  })

  it('exports and erases what was sent with the number, whichever form the admin types', async () => {
    await postBooking(app, { ...guest, email: 'other@example.com', phone: '+91 98450 12345' })
    const exported = await app.inject({
      method: 'GET',
      url: `/api/admin/privacy/export?email=asha@example.com&phone=${encodeURIComponent('098450-12345')}`,
      headers: admin,
    })
    expect(exported.statusCode).toBe(200)
    const badExport = await app.inject({
      method: 'GET',
      url: '/api/admin/privacy/export?email=asha@example.com&phone=12',
      headers: admin,
    })
    expect(badExport.json()).toEqual(refusal('querystring phone'))
    const erased = await post(
      '/api/admin/privacy/erase',
      { email: 'asha@example.com', phone: '98450 12345' },
      admin,
    )
    expect(erased.json().bookings).toBe(1)
    expect(Number((await app.knex('bookings').count({ n: '*' }))[0].n)).toBe(0)
  })
})

import { CURRENCIES } from '@labsite/shared'
import type { App } from '../../app'
import type { AppConfig } from '../../config'
import { createUserWithToken } from '../../testing/auth-helpers'
import { guest, postBooking, startBookingApp } from '../bookings/bookings-test-kit'

/**
 * What the desk's tests start from: the bookings app, the lab's rupees and GSTIN (as the Global tab sets
 * them), its letterhead, a ₹600 test to book, a named staff member's token and an admin's (refunds).
 */
export async function startDeskApp(overrides: Partial<AppConfig> = {}) {
  const { app } = await startBookingApp(overrides)
  const desk = await createUserWithToken(app, 'staff', { name: 'Priya Desk' })
  const admin = await createUserWithToken(app, 'admin', { name: 'Anil Admin' })
  const [test] = await app
    .knex('blood_tests')
    .insert({ name: 'Lipid Profile', category: 'Heart', price: 600, original_price: 900 })
    .returning('id')
  const stored = await app.knex('documents').where({ key: 'global-settings' }).first()
  const settings = typeof stored.value === 'string' ? JSON.parse(stored.value) : stored.value
  await app
    .knex('documents')
    .where({ key: 'global-settings' })
    .update({
      value: JSON.stringify({
        ...settings,
        currency: CURRENCIES.find((c) => c.code === 'INR'),
        gstin: '29ABCDE1234F1Z5',
      }),
    })
  await app
    .knex('documents')
    .where({ key: 'business-contact' })
    .update({
      value: JSON.stringify({
        phone: '+91 80 4000 0000',
        email: 'care@lab.example',
        address: ['12 MG Road', 'Bengaluru 560001'],
        businessHours: 'Mon-Sat 7-19',
      }),
    })
  return {
    app,
    staff: desk.headers,
    staffUser: desk.user,
    admin: admin.headers,
    testId: test.id as string,
  }
}

/** A booking of the ₹600 test (a lab visit: no fee). */
export async function bookTest(app: App, testId: string, overrides: object = {}) {
  const res = await postBooking(app, { ...guest, items: [{ type: 'blood-test', id: testId }], ...overrides })
  if (res.statusCode !== 201) throw new Error(`booking refused: ${res.body}`)
  return res.json() as { id: string; reference: string; name: string }
}

/** POST /api/consult/consultation/{id}/payments as the desk sends it. */
export const postPayment = (app: App, id: string, payload: object, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/api/consult/consultation/${id}/payments`, payload, headers })

import { type APIRequestContext, expect } from '@playwright/test'
import { freeSlots } from './booking-calendar'
import { demoAdminToken } from './page-checks'

const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e4)}`

/** For checks of the admin with data in it: a priced booking with an invoice, a referral and a message: the enquiry tabs, the mail and the invoices have rows. */
export async function seedDeskData(request: APIRequestContext) {
  const { date, slots } = await freeSlots(request, 1, 1)
  const [test] = await (await request.get('/api/blood-tests?limit=1')).json()
  const booking = await request.post('/api/consult/consultation', {
    data: {
      name: `Axe Patient ${stamp()}`,
      email: 'axe.patient@example.com',
      phone: '+91 98765 43210',
      address: '12 Health Avenue, Bengaluru',
      description: 'Routine tests',
      items: [{ type: 'blood-test', id: test._id ?? test.id }],
      collectionType: 'lab',
      preferredDate: date,
      slotId: slots[0].id,
    },
  })
  expect(booking.status()).toBe(201)
  const { id } = await booking.json()
  const token = await demoAdminToken(request)
  // The invoice is issued once the lab confirms the booking.
  const confirmed = await request.patch(`/api/consult/consultation/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'confirmed' },
  })
  expect(confirmed.status()).toBe(200)
  const invoice = await request.get(`/api/consult/consultation/${id}/invoice`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(invoice.status()).toBe(200)
  const referral = await request.post('/api/referrals', {
    data: {
      referrerEmail: `axe.${stamp()}@example.com`,
      referrerPhone: '+91 90000 00001',
      friendEmail: `axe.friend.${stamp()}@example.com`,
      friendPhone: '+91 90000 00002',
    },
  })
  expect(referral.status()).toBe(201)
  const message = await request.post('/api/contact/', {
    data: {
      name: 'Axe Contact',
      email: 'axe@example.com',
      subject: `Axe ${stamp()}`,
      message: 'Please call.',
    },
  })
  expect(message.status()).toBe(201)
}

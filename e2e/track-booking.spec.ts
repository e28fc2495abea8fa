import { devices, expect, test } from '@playwright/test'
import { freeSlots } from './support/booking-calendar'
import { newestMailTo } from './support/outbox'
import { demoAdminToken, expectNoSeriousAxeViolations } from './support/page-checks'
import { SAMPLE_PDF } from './support/sample-pdf'

// A guest on a phone: touch, 390 × 844, no account.
const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7']
test.use({ ...phone, viewport: { width: 390, height: 844 } })

test('a guest tracks a booking by reference and e-mail, and downloads the report with an e-mailed code', async ({
  page,
  request,
}) => {
  const email = `guest.${Date.now()}@example.com`
  await page.goto('/book-consultation')
  const form = page.getByRole('main')
  await form.getByLabel('Full name').fill('Kavya Menon')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Phone').fill('+91 98450 11111')
  await form.getByLabel('Address').fill('7 Park Street, Kolkata')
  await form.getByLabel('What would you like to book?').fill('Thyroid profile')
  await form.getByRole('button', { name: 'Submit Request' }).tap()
  const reference = (await form.getByTestId('booking-reference').textContent({ timeout: 20_000 })) as string

  // The confirmation mail links to the track page with the reference filled in.
  const received = await newestMailTo(email)
  const link = received.match(/https?:\/\/\S+\/track-booking\?reference=[^\s)"]+/)?.[0] as string
  expect(link).toContain(encodeURIComponent(reference))
  await page.goto(new URL(link).pathname + new URL(link).search)
  await expect(page).toHaveTitle(/^Track a Booking \| /)
  await expect(page.getByLabel('Booking reference')).toHaveValue(reference)

  // A wrong contact finds nothing; the right one shows the booking without its address.
  await page.getByLabel('E-mail or phone').fill('someone.else@example.com')
  await page.getByRole('button', { name: 'Find my booking' }).tap()
  await expect(page.getByRole('alert')).toContainText('No booking with this reference')
  await page.getByLabel('E-mail or phone').fill(email)
  await page.getByRole('button', { name: 'Find my booking' }).tap()
  const card = page.getByRole('article', { name: `Booking ${reference}` })
  await expect(card).toBeFocused()
  await expect(card).toContainText('Received')
  await expect(card).not.toContainText('Park Street')
  await expectNoSeriousAxeViolations(page)

  // The link itself carries a signed key for this booking: opened as it is, it shows the booking at once.
  const linked = await page.context().newPage()
  await linked.goto(new URL(link).pathname + new URL(link).search + new URL(link).hash)
  await expect(linked.getByRole('article', { name: `Booking ${reference}` })).toContainText('Received')
  await expect(linked.getByLabel('E-mail or phone')).toHaveValue('')
  await linked.close()

  // Staff attach the report; the guest asks for a code, reads it in the mail and downloads the report.
  const staff = { authorization: `Bearer ${await demoAdminToken(request)}` }
  const [booking] = await (
    await request.get(`/api/content/consultations?q=${encodeURIComponent(email)}`, { headers: staff })
  ).json()
  const attached = await request.post(`/api/consult/consultation/${booking.id}/reports`, {
    headers: staff,
    multipart: { files: { name: 'kavya-report.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF } },
  })
  expect(attached.status()).toBeLessThan(300)
  await page.getByRole('button', { name: 'Find my booking' }).tap()
  await expect(card).toContainText('Report ready')
  await card.getByRole('button', { name: 'E-mail me a code to download the report' }).tap()
  await expect(card.getByRole('status')).toContainText('6-digit code')
  const code = (await newestMailTo(email).then(
    (mail) => mail.match(/one-time code is (\d{6})/)?.[1],
  )) as string
  expect(code).toMatch(/^\d{6}$/)
  // The code boxes take the whole code typed (or pasted, or offered by the phone's keyboard) into the first.
  await card.getByRole('group', { name: 'Download code' }).locator('input').first().fill(code)
  const download = page.waitForEvent('download')
  await card.getByRole('button', { name: 'Download report (kavya-report.pdf)' }).tap()
  expect((await download).suggestedFilename()).toBe('kavya-report.pdf')
})

test('a guest moves a booking to another slot with a tap, then cancels it after confirming', async ({
  page,
  request,
}) => {
  const email = `mover.${Date.now()}@example.com`
  const first = await freeSlots(request, 2, 1)
  const booked = await request.post('/api/consult/consultation', {
    data: {
      name: 'Rohan Iyer',
      email,
      phone: '+91 98450 22222',
      address: '3 Lake Road, Kolkata',
      description: 'Lipid profile',
      items: [{ type: 'blood-test', id: (await (await request.get('/api/blood-tests')).json())[0]._id }],
      collectionType: 'lab',
      preferredDate: first.date,
      slotId: first.slots[0].id,
    },
  })
  expect(booked.status()).toBe(201)
  const { reference } = await booked.json()
  const later = await freeSlots(request, 4, 2)

  await page.goto(`/track-booking?reference=${reference}`)
  await page.getByLabel('E-mail or phone').fill('+91 98450 22222')
  await page.getByRole('button', { name: 'Find my booking' }).tap()
  const card = page.getByRole('article', { name: `Booking ${reference}` })
  await expect(card).toContainText(first.slots[0].label)

  await card.getByRole('button', { name: 'Change date or time' }).tap()
  await card.getByLabel('Preferred date').fill(later.date)
  await card.getByRole('radio', { name: new RegExp(later.slots[1].label) }).tap()
  await card.getByRole('button', { name: 'Move my booking' }).tap()
  await expect(card.getByRole('status')).toContainText(`Booking ${reference} is now on`)
  await expect(card).toContainText(later.slots[1].label)
  await expectNoSeriousAxeViolations(page)

  // Not confirmed by the lab yet: no invoice is issued (no number used up), and the button says when.
  await expect(card.getByRole('button', { name: 'Download invoice (PDF)' })).toBeDisabled()
  await expect(card).toContainText('The invoice is issued once the lab confirms your booking')

  await card.getByRole('button', { name: 'Cancel booking' }).tap()
  await card.getByRole('button', { name: 'Keep it' }).tap()
  await card.getByRole('button', { name: 'Cancel booking' }).tap()
  await card.getByRole('button', { name: 'Yes, cancel it' }).tap()
  await expect(card.getByRole('status')).toContainText(`Booking ${reference} is cancelled.`)
  await expect(card.getByRole('button', { name: 'Change date or time' })).toHaveCount(0)
})

test("a confirmed booking's mail offers to stop the update e-mails; its link stops them, WhatsApp stays", async ({
  page,
  request,
}) => {
  const email = `quiet.${Date.now()}@example.com`
  const { date, slots } = await freeSlots(request, 2, 1)
  const booked = await request.post('/api/consult/consultation', {
    data: {
      name: 'Meera Das',
      email,
      phone: '+91 98450 33333',
      description: 'Vitamin D',
      collectionType: 'lab',
      preferredDate: date,
      slotId: slots[0].id,
    },
  })
  expect(booked.status()).toBe(201)
  const { id, reference } = await booked.json()
  const token = await demoAdminToken(request)
  const confirmed = await request.patch(`/api/consult/consultation/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'confirmed' },
  })
  expect(confirmed.status()).toBe(200)

  let mail = ''
  await expect
    .poll(async () => {
      mail = await newestMailTo(email)
      return mail.includes(`Booking ${reference}: Confirmed`)
    })
    .toBe(true)
  expect(mail).toContain('Don’t want reminders and status updates by e-mail? Stop them here:')
  const stop = new URL(/https?:\/\/\S+messages=stop-mails#key=[^\s)]+/.exec(mail)?.[0] as string)
  await page.goto(stop.pathname + stop.search + stop.hash)
  const card = page.getByRole('article', { name: `Booking ${reference}` })
  await expect(card).toContainText('Stop the reminder and status e-mails to this booking’s address?')
  await card.getByRole('button', { name: 'Stop update e-mails' }).tap()
  await expect(card.getByRole('status').first()).toContainText(
    'Done: this address gets no more reminders or status updates from us.',
  )
  await expect(card.getByRole('button', { name: 'Stop messages' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  // Staff see the choice in the booking record.
  const stored = await request.get(`/api/consult/consultation/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(await stored.json()).toMatchObject({ mailUpdates: false, phoneMessages: true })
})

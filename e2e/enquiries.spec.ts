import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { MESSAGES } from '@labsite/shared'
import { expect, type Locator, test } from '@playwright/test'
import { demoAdminToken, expectNoSeriousAxeViolations, watchConsoleErrors } from './support/page-checks'

/** A tiny but well-formed PDF (the server judges files by their bytes). */
function writeSamplePdf(name: string): string {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n')
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'labsite-e2e-')), name)
  writeFileSync(file, body)
  return file
}

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

async function fillBooking(scope: Locator, name: string) {
  await scope.getByLabel('Full name').fill(name)
  await scope.getByLabel('Email').fill('booking.visitor@example.com')
  await scope.getByLabel('Phone').fill('+91 98765 43210')
  await scope.getByLabel('Address').fill('12 Health Avenue, Bengaluru')
  await scope.getByLabel('What would you like to book?').fill('Full body checkup for my parents')
}

test('a booking with a PDF reaches the server, with upload progress, then the dialog thanks until reload', async ({
  page,
  request,
}) => {
  const errors = watchConsoleErrors(page)
  const name = `Asha Booking ${unique()}`
  const pdf = writeSamplePdf('visit-report.pdf')
  await page.goto('/')
  await page.getByRole('button', { name: 'Book a Package' }).click()
  const dialog = page.getByRole('dialog', { name: 'Book a Package' })
  await fillBooking(dialog, name)
  await dialog.locator('input[type="file"]').setInputFiles(pdf)
  await expect(dialog).toContainText('visit-report.pdf')
  await expectNoSeriousAxeViolations(page)

  // Hold the answer back a moment so the progress bar can be seen while the request is out.
  await page.route('**/api/consult/consultation', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  await dialog.getByRole('button', { name: 'Submit Request' }).click()
  await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
  await expect(dialog.getByText(MESSAGES.bookingThanks)).toBeVisible({ timeout: 20_000 })
  await expect(dialog.getByRole('form', { name: 'Booking form' })).toHaveCount(0)

  // Another "Book Now" in the same visit is a new booking: a fresh form, not the last thank-you.
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Book a Package' }).click()
  const again = page.getByRole('dialog', { name: 'Book a Package' })
  await expect(again.getByLabel('Full name')).toHaveValue('')
  await expect(again.getByText(MESSAGES.bookingThanks)).toHaveCount(0)

  const token = await demoAdminToken(request)
  const response = await request.get(`/api/content/consultations?q=${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.status()).toBe(200)
  const stored = (await response.json()) as {
    name: string
    email: string
    files: { name: string; type: string }[]
  }[]
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({
    name,
    email: 'booking.visitor@example.com',
    phone: '+919876543210', // stored in E.164, whatever form was typed
    address: '12 Health Avenue, Bengaluru',
    description: 'Full body checkup for my parents',
  })
  expect(stored[0].files).toEqual([
    expect.objectContaining({ name: 'visit-report.pdf', type: 'application/pdf' }),
  ])
  expect(errors).toEqual([])
})

test('a failed booking keeps what was typed and the retry reuses its idempotency key', async ({
  page,
  request,
}) => {
  const name = `Ravi Retry ${unique()}`
  const keys: string[] = []
  page.on('request', (req) => {
    if (req.url().endsWith('/api/consult/consultation')) keys.push(req.headers()['idempotency-key'])
  })
  await page.route('**/api/consult/consultation', (route) =>
    route.fulfill({
      status: 503,
      json: {
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The database is unavailable right now.',
      },
    }),
  )
  await page.goto('/book-consultation')
  const form = page.getByRole('form', { name: 'Booking form' })
  await fillBooking(form, name)
  await form.getByRole('button', { name: 'Submit Request' }).click()
  await expect(form.getByRole('alert')).toContainText('The database is unavailable right now.')
  await expect(form.getByLabel('Full name')).toHaveValue(name)
  await expect(form.getByLabel('What would you like to book?')).toHaveValue(
    'Full body checkup for my parents',
  )

  await page.unroute('**/api/consult/consultation')
  await form.getByRole('button', { name: 'Submit Request' }).click()
  await expect(page.getByText(MESSAGES.bookingThanks)).toBeVisible()
  expect(keys).toHaveLength(2)
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
  expect(keys[1]).toBe(keys[0])

  const token = await demoAdminToken(request)
  const stored = await request.get(`/api/content/consultations?q=${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(await stored.json()).toHaveLength(1)
})

test('a wrong file type is refused before anything is sent', async ({ page }) => {
  let sent = false
  page.on('request', (req) => {
    if (req.url().endsWith('/api/consult/consultation')) sent = true
  })
  await page.goto('/book-consultation')
  const form = page.getByRole('form', { name: 'Booking form' })
  await fillBooking(form, 'Wrong File')
  await form.locator('input[type="file"]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a report'),
  })
  await form.getByRole('button', { name: 'Submit Request' }).click()
  await expect(form.getByText(/notes\.txt: only images .* or PDF files can be attached/)).toBeVisible()
  // A program renamed to look like a photo: refused by its first bytes, at the file field.
  await form.locator('input[type="file"]').setInputFiles({
    name: 'prescription.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00'),
  })
  await expect(form.getByText(/prescription\.jpg: only images .* or PDF files can be attached/)).toBeVisible()
  await form.getByRole('button', { name: 'Submit Request' }).click()
  await expect(form.getByLabel('Prescriptions or reports (optional)')).toBeFocused()
  expect(sent).toBe(false)
})

test('the contact form shows Success!, clears itself and the message is stored', async ({
  page,
  request,
}) => {
  const errors = watchConsoleErrors(page)
  const subject = `Home collection timing ${unique()}`
  await page.goto('/')
  await page.getByRole('heading', { name: 'Contact Us' }).scrollIntoViewIfNeeded()
  const form = page.getByRole('form', { name: 'Contact form' })
  await form.getByLabel('Name').fill('Meera Contact')
  await form.getByLabel('Email').fill('meera@example.com')
  await form.getByLabel('Phone (optional)').fill('+91 90000 11111')
  await form.getByLabel('Subject').fill(subject)
  await form.getByLabel('Message').fill('Can the phlebotomist come at 7 am on Sunday?')
  await form.getByRole('button', { name: 'Send Message' }).click()

  await expect(page.getByText('Success!')).toBeVisible()
  await expect(page.getByText(MESSAGES.contactSent)).toBeVisible()
  await expect(form.getByLabel('Subject')).toHaveValue('')
  await expect(form.getByLabel('Message')).toHaveValue('')

  const token = await demoAdminToken(request)
  const response = await request.get(`/api/contact?q=${encodeURIComponent(subject)}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual([
    expect.objectContaining({
      name: 'Meera Contact',
      email: 'meera@example.com',
      phone: '+919000011111', // stored in E.164
      subject,
      message: 'Can the phlebotomist come at 7 am on Sunday?',
    }),
  ])
  expect(errors).toEqual([])
})

test('the contact form shows Error! when the server fails and keeps the message', async ({ page }) => {
  await page.route('**/api/contact/', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }))
  await page.goto('/')
  await page.getByRole('heading', { name: 'Contact Us' }).scrollIntoViewIfNeeded()
  const form = page.getByRole('form', { name: 'Contact form' })
  await form.getByLabel('Name').fill('Meera Contact')
  await form.getByLabel('Email').fill('meera@example.com')
  await form.getByLabel('Subject').fill('Reports')
  await form.getByLabel('Message').fill('When will my report be ready?')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Error!')).toBeVisible()
  await expect(page.getByText(MESSAGES.contactFailed)).toBeVisible()
  await expect(form.getByLabel('Message')).toHaveValue('When will my report be ready?')
})

test('Refer and Earn sends the referral and thanks the visitor', async ({ page, request }) => {
  const errors = watchConsoleErrors(page)
  const friendEmail = `friend-${unique()}@example.com`
  await page.goto('/offers')
  await page.getByRole('button', { name: 'Refer a Friend' }).click()
  const dialog = page.getByRole('dialog', { name: 'Refer and Earn' })
  await expect(dialog).toContainText('up to ₹50 credit per referral')
  await expectNoSeriousAxeViolations(page)
  await dialog.getByLabel('Your email').fill('referrer@example.com')
  await dialog.getByLabel('Your phone').fill('+91 98765 00000')
  await dialog.getByLabel("Friend's email").fill(friendEmail)
  await dialog.getByLabel("Friend's phone").fill('+91 91234 56789')
  await dialog.getByRole('button', { name: 'Send Referral' }).click()
  await expect(dialog.getByText(MESSAGES.referralThanks)).toBeVisible()

  const token = await demoAdminToken(request)
  const response = await request.get(`/api/referrals?q=${encodeURIComponent(friendEmail)}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const stored = (await response.json()) as { friendEmail: string; status: string; referralCode: string }[]
  expect(stored).toEqual([
    expect.objectContaining({ referrerEmail: 'referrer@example.com', friendEmail, status: 'pending' }),
  ])
  expect(stored[0].referralCode).not.toBe('')
  expect(errors).toEqual([])
})

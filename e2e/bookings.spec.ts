import { expect, type Page, test } from '@playwright/test'
import { demoAdminToken } from './support/page-checks'
import { SAMPLE_PDF } from './support/sample-pdf'

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
const STAFF = { email: 'staff@aarogya.demo', password: 'Staff@12345' }

async function signUp(page: Page, name: string, email: string) {
  await page.goto('/signup')
  const form = page.getByRole('main')
  await form.getByRole('tab', { name: 'E-mail and password' }).click()
  await form.getByLabel('Full Name').fill(name)
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Phone Number').fill('+91 90000 12345')
  await form.getByLabel(/^Password/).fill('Sunrise-2026')
  await form.getByLabel('Confirm Password').fill('Sunrise-2026')
  await form.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check()
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/profile$/)
}

/** Staff sign in to the web admin and open the Bookings tab. */
async function openBookingsAsStaff(page: Page) {
  await page.goto('/admin/consultations')
  await page.getByLabel('Email').fill(STAFF.email)
  await page.getByLabel(/^Password/).fill(STAFF.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Booking submissions' })).toBeVisible()
}

test('a visitor books two packages for home collection, signs up later, gets the report; nobody else can', async ({
  page,
  request,
  browser,
}) => {
  // A day with a free slot in the booking window (the demo lab closes some days).
  let day = ''
  for (let ahead = 1; ahead <= 14 && !day; ahead++) {
    const date = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10)
    const answer = await (await request.get(`/api/slots?date=${date}`)).json()
    if (answer.bookable && answer.slots.some((slot: { remaining: number }) => slot.remaining > 0)) day = date
  }
  expect(day).not.toBe('')

  await page.goto('/aarogya-package')
  const bookNow = page.getByRole('button', { name: 'Book Now' })
  await bookNow.nth(0).click()
  const dialog = page.getByRole('dialog')
  const basket = dialog.getByRole('region', { name: 'Your booking basket' })
  await expect(basket.getByRole('listitem')).toHaveCount(1)
  const first = (await basket.getByRole('listitem').first().textContent())?.split('₹')[0].trim() as string
  await page.keyboard.press('Escape')
  await bookNow.nth(1).click()
  await expect(basket.getByRole('listitem')).toHaveCount(2)
  await expect(basket).toContainText(first)

  const email = `booker.${unique()}@example.com`
  await dialog.getByLabel('Full name').fill('Meera Iyer')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Phone').fill('+91 98765 43210')
  await dialog.getByLabel('Address').fill('4 Lake Road, Koramangala, Bengaluru')
  await dialog.getByLabel('What would you like to book?').fill('Two thyroid packages, morning please')
  await dialog.getByLabel('Preferred date').fill(day)
  // Slots are buttons in the dialog's flow ('07:00–08:00', '4 left'), chosen with one tap.
  const slot = dialog.getByRole('radio', { name: /left$/ }).first()
  await slot.click()
  await expect(slot).toBeChecked()
  await dialog.getByLabel('PIN code').fill('110001')
  await expect(dialog.getByText('Not yet at 110001 — visit a lab or call us')).toBeVisible()
  await dialog.getByLabel('PIN code').fill('560034')
  await expect(dialog.getByText('We collect at 560034')).toBeVisible()
  await dialog.getByRole('button', { name: 'Review booking' }).click()
  // The review names the slot and the home collection at the PIN code before the booking goes.
  await expect(dialog.getByText(/Home collection at .*PIN 560034/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Confirm booking' }).click()
  const referenceText = dialog.getByTestId('booking-reference')
  await expect(referenceText).toHaveText(/^AAR-\d{4}-\d{4,}-[A-Z2-9]{4}$/, { timeout: 20_000 })
  const reference = (await referenceText.textContent()) as string

  // Later the visitor signs up in the same browser and finds the booking in "My bookings".
  await signUp(page, 'Meera Iyer', email)
  const card = page.getByRole('article', { name: `Booking ${reference}` })
  await expect(card).toBeVisible()
  await expect(card).toContainText(first)
  await expect(card).toContainText('Home collection, PIN 560034')

  // Signed in, the next booking form starts with the account's details and the last booking's place.
  await page.goto('/book-consultation')
  await expect(page.getByRole('main').getByLabel('Full name')).toHaveValue('Meera Iyer')
  await expect(page.getByRole('main').getByLabel('Email')).toHaveValue(email)
  await expect(page.getByRole('main').getByLabel('Phone')).toHaveValue('+91 90000 12345')
  await expect(page.getByRole('main').getByLabel('Address')).toHaveValue(
    '4 Lake Road, Koramangala, Bengaluru',
  )
  await expect(page.getByRole('main').getByLabel('PIN code')).toHaveValue('560034')

  // Staff, in the web admin's Bookings tab, confirm the booking and attach the report PDF.
  const staffContext = await browser.newContext()
  const staffPage = await staffContext.newPage()
  await openBookingsAsStaff(staffPage)
  await staffPage.getByLabel('Search bookings').fill(email)
  const row = staffPage.getByRole('row').filter({ hasText: reference })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(reference)
  await row.getByLabel('Status of Meera Iyer').selectOption('confirmed')
  await expect(staffPage.getByText('Booking updated')).toBeVisible()
  await expect(row.getByLabel('Status of Meera Iyer')).toHaveValue('confirmed')
  // "Attach report" opens the system's file picker, limited to PDFs; the file chosen there is sent.
  const chooser = staffPage.waitForEvent('filechooser')
  await row.getByRole('button', { name: 'Open booking of Meera Iyer' }).click()
  await staffPage
    .getByRole('dialog', { name: 'Booking of Meera Iyer' })
    .getByRole('button', { name: `Attach report for ${reference}` })
    .click()
  const picker = await chooser
  expect(picker.isMultiple()).toBe(true)
  await picker.setFiles({ name: 'thyroid-report.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF })
  await expect(staffPage.getByText(`${reference}: the visitor has been told.`)).toBeVisible()
  await expect(row.getByLabel('Status of Meera Iyer')).toHaveValue('report-ready')
  await staffContext.close()

  // What staff did is stored: the booking with both items, confirmed then given its report.
  const admin = { authorization: `Bearer ${await demoAdminToken(request)}` }
  const listed = await request.get(`/api/content/consultations?q=${encodeURIComponent(email)}`, {
    headers: admin,
  })
  const [booking] = await listed.json()
  expect(booking).toMatchObject({ reference, status: 'report-ready' })
  expect(booking.items).toHaveLength(2)
  const [report] = booking.reports
  expect(report.name).toBe('thyroid-report.pdf')

  await page.goto('/profile')
  await expect(card).toContainText('Report ready')
  await expect(card.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0)
  const download = page.waitForEvent('download')
  await card.getByRole('button', { name: /Download report/ }).click()
  expect((await download).suggestedFilename()).toBe('thyroid-report.pdf')

  // The visitor shares the report with a doctor: the link opens it without an account until revoked.
  await card.getByLabel('Link works for').selectOption('3')
  await card.getByRole('button', { name: 'Share thyroid-report.pdf with a doctor' }).click()
  await expect(card.getByRole('status')).toContainText('Send this link to your doctor')
  const link = await card.getByRole('textbox', { name: 'Copy link' }).inputValue()
  const doctor = await request.get(new URL(link).pathname)
  expect(doctor.status()).toBe(200)
  expect(doctor.headers()['content-type']).toBe('application/pdf')
  await page.reload()
  const shared = card.getByTestId('report-share')
  await expect(shared).toContainText('times opened: 1')
  await shared.getByRole('button', { name: 'Revoke' }).click()
  await expect(shared).toContainText('Revoked')
  expect((await request.get(new URL(link).pathname)).status()).toBe(404)

  // A second visitor sees nothing of it, and cannot fetch the report.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await signUp(otherPage, 'Ravi Kumar', `other.${unique()}@example.com`)
  await expect(otherPage.getByText('No bookings yet.')).toBeVisible()
  await expect(otherPage.getByText(reference)).toHaveCount(0)
  const token = await otherPage.evaluate(() => localStorage.getItem('token'))
  const stolen = await request.get(`/api/user/bookings/${booking.id}/reports/${report.id}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(stolen.status()).toBe(404)
  await other.close()
})

import { type APIRequestContext, type Browser, devices, expect, type Page, test } from '@playwright/test'
import { freeSlots } from './support/booking-calendar'
import { addFamilyMembers } from './support/family-members'
import { newestMailTo } from './support/outbox'
import { demoAdminToken } from './support/page-checks'
import { SAMPLE_PDF } from './support/sample-pdf'

/**
 * A visitor's whole loop on a phone, as a guest and then with an account made later: a
 * basket of two packages for a family of three named members, home collection in a slot picked by tap, review and
 * confirm; the mail's link opens the booking; a move to another slot; staff confirm and attach the
 * report; the report by e-mailed code and the invoice; then the account proves the address, finds the
 * booking and shares the report with a doctor, whose link opens it.
 */
const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7']

/** What `pattern` finds in the newest mail to `email`, once a mail holding it has arrived. */
async function fromNewestMail(email: string, pattern: RegExp): Promise<string> {
  let found = ''
  await expect
    .poll(
      async () => {
        found = (await newestMailTo(email)).match(pattern)?.[0] ?? ''
        return found
      },
      { timeout: 20_000 },
    )
    .not.toBe('')
  return found
}

async function wholeLoop(page: Page, request: APIRequestContext, browser: Browser, width: number) {
  const packages = await (await request.get('/api/thyroid-packages')).json()
  test.skip(packages.length < 2, 'needs two thyroid packages')
  const email = `loop.${width}.${Date.now()}@example.com`
  const first = await freeSlots(request, 2, 1)
  const later = await freeSlots(request, 4, 2)

  // Two packages into the basket, then the basket page.
  await page.goto('/aarogya-package')
  const bookNow = page.getByRole('button', { name: 'Book Now' })
  for (const index of [0, 1]) {
    await bookNow.nth(index).tap()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
  }
  await page.getByRole('link', { name: 'Basket, 2 items' }).tap()
  const basket = page.getByRole('region', { name: 'Your booking basket' })
  // A family of three, each by name, age and sex; the youngest takes only the first package.
  await addFamilyMembers(basket, [
    ['Lata Menon', '44', 'female'],
    ['Vinod Menon', '47', 'male'],
    ['Anu Menon', '12', 'female'],
  ])
  await basket.getByRole('group', { name: 'Family member 3' }).getByRole('checkbox').nth(1).tap()
  await expect(basket.getByText('15% family discount applies')).toBeVisible()
  await expect(page.getByTestId('basket-total')).toContainText('Tests for 3 people')
  await expect(page.getByTestId('basket-total')).toContainText('Family discount (15%)')

  // Home collection on a day, a slot by tap, at a PIN code the lab serves.
  const form = page.getByRole('main')
  await form.getByLabel('Preferred date').fill(first.date)
  await form.getByRole('radio', { name: new RegExp(first.slots[0].label) }).tap()
  await form.getByLabel('PIN code').fill('560034')
  await expect(form.getByText('We collect at 560034')).toBeVisible()
  await form.getByLabel('Full name').fill('Lata Menon')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Phone').fill('+91 98450 44444')
  await form.getByLabel('Address').fill('21 Temple Street, Bengaluru')
  await form.getByRole('button', { name: 'Review booking' }).tap()
  await expect(form.getByText(/Home collection at 21 Temple Street, Bengaluru, PIN 560034/)).toBeVisible()
  await expect(form.getByText(first.slots[0].label)).toBeVisible()
  await form.getByRole('button', { name: 'Confirm booking' }).tap()
  const reference = (await form.getByTestId('booking-reference').textContent({ timeout: 20_000 })) as string
  expect(reference).toMatch(/^AAR-/)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

  // The confirmation mail's link opens the booking without typing anything.
  const link = new URL(await fromNewestMail(email, /https?:\/\/\S+\/track-booking\?reference=\S+#key=\S+/))
  await page.goto(link.pathname + link.search + link.hash)
  const card = page.getByRole('article', { name: `Booking ${reference}` })
  await expect(card).toContainText('Received')

  // Moved to another day and slot by tap, before the lab confirms.
  await card.getByRole('button', { name: 'Change date or time' }).tap()
  await card.getByLabel('Preferred date').fill(later.date)
  await card.getByRole('radio', { name: new RegExp(later.slots[1].label) }).tap()
  await card.getByRole('button', { name: 'Move my booking' }).tap()
  await expect(card.getByRole('status')).toContainText(`Booking ${reference} is now on`)

  // Staff confirm it and attach the report.
  const staff = { authorization: `Bearer ${await demoAdminToken(request)}` }
  const [booking] = await (
    await request.get(`/api/content/consultations?q=${encodeURIComponent(email)}`, { headers: staff })
  ).json()
  expect(booking.slotLabel).toBe(later.slots[1].label)
  expect(
    booking.members.map((member: { name: string; items: unknown[] }) => [member.name, member.items.length]),
  ).toEqual([
    ['Lata Menon', 2],
    ['Vinod Menon', 2],
    ['Anu Menon', 1],
  ])
  expect(booking.total.familyDiscount).toBeGreaterThan(0)
  const confirmed = await request.patch(`/api/consult/consultation/${booking.id}`, {
    headers: staff,
    data: { status: 'confirmed' },
  })
  expect(confirmed.status()).toBe(200)
  const attached = await request.post(`/api/consult/consultation/${booking.id}/reports`, {
    headers: staff,
    multipart: { files: { name: 'lata-report.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF } },
  })
  expect(attached.status()).toBeLessThan(300)

  // The guest, on the same link: the report by an e-mailed code, and the invoice.
  await page.reload()
  await expect(card).toContainText('Report ready')
  await card.getByRole('button', { name: 'E-mail me a code to download the report' }).tap()
  const code = (await fromNewestMail(email, /one-time code is \d{6}/)).slice(-6)
  await card.getByRole('group', { name: 'Download code' }).locator('input').first().fill(code)
  const report = page.waitForEvent('download')
  await card.getByRole('button', { name: 'Download report (lata-report.pdf)' }).tap()
  expect((await report).suggestedFilename()).toBe('lata-report.pdf')
  const invoice = page.waitForEvent('download')
  await card.getByRole('button', { name: 'Download invoice (PDF)' }).tap()
  expect((await invoice).suggestedFilename()).toMatch(/\.pdf$/)

  // Later, on another phone, the guest makes an account and proves the address: the booking joins it.
  const other = await browser.newContext({ ...pixel, viewport: page.viewportSize() ?? undefined })
  const phone = await other.newPage()
  await phone.goto('/signup')
  const signUp = phone.getByRole('main')
  await signUp.getByRole('tab', { name: 'E-mail and password' }).tap()
  await signUp.getByLabel('Full Name').fill('Lata Menon')
  await signUp.getByLabel('Email').fill(email)
  await signUp.getByLabel('Phone Number').fill('+91 98450 44444')
  await signUp.getByLabel(/^Password/).fill('Monsoon-2026')
  await signUp.getByLabel('Confirm Password').fill('Monsoon-2026')
  await signUp.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check()
  await signUp.getByRole('button', { name: 'Create Account' }).tap()
  await expect(phone).toHaveURL(/\/profile$/)
  const verify = new URL(await fromNewestMail(email, /https?:\/\/\S+\/profile#verify=\S+/))
  await phone.goto(verify.pathname + verify.hash)
  await expect(phone.getByRole('status')).toContainText('Earlier bookings now under My bookings: 1.')
  const mine = phone.getByRole('article', { name: `Booking ${reference}` })
  await expect(mine).toContainText('Report ready')

  // Shared with a doctor: the link opens the report without an account.
  await mine.getByRole('button', { name: 'Share lata-report.pdf with a doctor' }).tap()
  const shareLink = await mine.getByRole('textbox', { name: 'Copy link' }).inputValue()
  const doctor = await request.get(new URL(shareLink).pathname)
  expect(doctor.status()).toBe(200)
  expect(doctor.headers()['content-type']).toBe('application/pdf')
  await other.close()
}

for (const [width, height] of [
  [360, 740],
  [390, 844],
] as const) {
  test.describe(`on a ${width} × ${height} phone`, () => {
    test.use({ ...pixel, viewport: { width, height } })
    test('a guest books, tracks, moves, gets the report and invoice; later an account shares it', async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(120_000)
      await wholeLoop(page, request, browser, width)
    })
  })
}

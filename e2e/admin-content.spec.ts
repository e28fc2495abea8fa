import { readFileSync } from 'node:fs'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import {
  demoAdminToken,
  expectNoSeriousAxeViolations,
  scrollThroughPage,
  watchConsoleErrors,
} from './support/page-checks'
import { SAMPLE_PDF } from './support/sample-pdf'

const ADMIN = { email: 'admin@aarogya.demo', password: 'Admin@12345' }
const STAFF = { email: 'staff@aarogya.demo', password: 'Staff@12345' }

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

async function logIn(page: Page, account: { email: string; password: string }, tab: string) {
  await page.goto(`/admin/${tab}`)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel(/^Password/).fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
  await page.goto(`/admin/${tab}`)
}

async function openTab(page: Page, label: string) {
  await page.getByRole('tab', { name: label, exact: true }).click()
  await expect(page.getByRole('tab', { name: label, exact: true })).toHaveAttribute('aria-selected', 'true')
}

const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first()

/** Puts a singleton back as it was, so the other journeys see the demo content. */
async function restore(request: APIRequestContext, path: string, body: unknown) {
  const token = await demoAdminToken(request)
  const response = await request.put(`/api/${path}`, {
    data: body,
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.ok()).toBe(true)
}

/**
 * Removes what a failed attempt left behind (its panel deletes never ran), so a retry and the later
 * journeys that read every public page see the demo content alone.
 */
async function deleteRecordsNaming(request: APIRequestContext, id: string) {
  const headers = { authorization: `Bearer ${await demoAdminToken(request)}` }
  for (const list of ['testimonials', 'faqs', 'blogs']) {
    const records: Array<{ id: string }> = await (await request.get(`/api/content/${list}`)).json()
    for (const record of records) {
      if (JSON.stringify(record).includes(id))
        await request.delete(`/api/content/${list}/${record.id}`, { headers })
    }
  }
}

async function bookThroughApi(request: APIRequestContext, name: string) {
  const response = await request.post('/api/consult/consultation', {
    multipart: {
      name,
      email: 'e2e.booking@example.com',
      phone: '+91 98765 43210',
      address: '12 Health Avenue, Bengaluru',
      description: 'Thyroid profile for my mother',
      files: { name: 'prescription.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF },
    },
  })
  expect(response.status()).toBe(201)
}

async function referThroughApi(request: APIRequestContext, referrerEmail: string): Promise<string> {
  const response = await request.post('/api/referrals', {
    data: {
      referrerEmail,
      referrerPhone: '+91 90000 00001',
      friendEmail: `friend.${unique()}@example.com`,
      friendPhone: '+91 90000 00002',
    },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { referralCode: string }).referralCode
}

const TAB_MARKERS: [string, string][] = [
  ['content', 'Homepage banner'],
  ['settings', 'Site settings'],
  ['global', 'Global settings'],
  ['consultations', 'Booking submissions'],
  ['referrals', 'Referral submissions'],
  ['messages', 'Contact messages'],
  ['audit', 'Audit log'],
  ['mail', 'Mail'],
  ['invoices', 'Issued invoices'],
]

test('each content, settings and enquiry tab opens without console errors or serious axe violations', async ({
  page,
}) => {
  // One axe scan per tab: a dozen scans outlast the default minute on a busy two-core runner.
  test.slow()
  const errors = watchConsoleErrors(page)
  await logIn(page, ADMIN, 'content')
  for (const [tab, heading] of TAB_MARKERS) {
    await page.goto(`/admin/${tab}`)
    // A tab named like its heading (Mail) also has a visually hidden heading for screen readers: the
    // check is on the heading people see.
    const shown = page
      .getByRole('heading', { name: heading })
      .and(page.locator(':not(.mantine-VisuallyHidden-root)'))
    await expect(shown).toBeVisible()
    // Wait for the tab's data, so axe checks the loaded tab rather than a spinner.
    await expect(page.getByRole('tabpanel').getByLabel(/^Loading/)).toHaveCount(0)
    await expectNoSeriousAxeViolations(page)
  }
  // The largest dialog: the blog post form with its rich-text editor.
  await page.goto('/admin/content')
  await page.getByRole('button', { name: 'Add blog post' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add blog post' })
  await expect(dialog.getByRole('textbox', { name: 'Content' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  expect(errors).toEqual([])
})

test('banner, About Us, testimonial, FAQ and blog edits reach the public site', async ({ page, request }) => {
  // Five saves, each checked on the public site: past the default minute on a busy two-core runner.
  test.slow()
  const originalBanner = await (await request.get('/api/content/banner')).json()
  const originalAbout = await (await request.get('/api/content/about')).json()
  const id = unique()
  await logIn(page, ADMIN, 'content')

  try {
    const banner = page.getByRole('region', { name: 'Homepage banner' })
    await banner.getByLabel('Banner description').fill(`Trusted tests ${id}`)
    await banner.getByRole('button', { name: 'Save banner' }).click()
    await expect(toast(page, 'Banner updated')).toBeVisible()
    expect((await (await request.get('/api/content/banner')).json()).description).toBe(`Trusted tests ${id}`)

    const about = page.getByRole('region', { name: 'About Us' })
    await about.getByLabel('About title').fill(`About Aarogya ${id}`)
    await about.getByLabel('Features').fill('Home collection, NABL labs')
    await about.getByRole('button', { name: 'Save About Us' }).click()
    await expect(toast(page, 'About section updated')).toBeVisible()
    expect((await (await request.get('/api/content/about')).json()).features).toEqual([
      'Home collection',
      'NABL labs',
    ])

    const testimonials = page.getByRole('region', { name: 'Testimonials' })
    await testimonials.getByRole('button', { name: 'Add testimonial' }).click()
    let dialog = page.getByRole('dialog', { name: 'Add testimonial' })
    await dialog.getByLabel('Testimonial').fill('Home collection was on time.')
    await dialog.getByRole('button', { name: 'Save testimonial' }).click()
    await expect(dialog.getByText('Name is required')).toBeVisible()
    await dialog.getByLabel('Name').fill(`Asha ${id}`)
    await dialog.getByRole('button', { name: 'Save testimonial' }).click()
    await expect(toast(page, 'Testimonial added')).toBeVisible()
    await expect(testimonials.getByText(`Asha ${id}`)).toBeVisible()

    const faqs = page.getByRole('region', { name: 'FAQs' })
    await faqs.getByRole('button', { name: 'Add FAQ' }).click()
    dialog = page.getByRole('dialog', { name: 'Add FAQ' })
    await dialog.getByLabel('Question').fill(`Is fasting needed ${id}?`)
    await dialog.getByLabel('Answer').fill('For some tests, 10 to 12 hours.')
    await dialog.getByRole('button', { name: 'Save FAQ' }).click()
    await expect(toast(page, 'FAQ added')).toBeVisible()

    const posts = page.getByRole('region', { name: 'Blog posts' })
    await posts.getByRole('button', { name: 'Add blog post' }).click()
    dialog = page.getByRole('dialog', { name: 'Add blog post' })
    await dialog.getByRole('button', { name: 'Save post' }).click()
    await expect(dialog.getByText('Title is required')).toBeVisible()
    await expect(dialog.getByText('Content is required')).toBeVisible()
    await dialog.getByLabel('Title').fill(`Why annual checkups matter ${id}`)
    await dialog.getByRole('textbox', { name: 'Content' }).fill('Catching problems early saves lives.')
    await dialog.getByLabel('Category').fill('Health Tips')
    await dialog.getByLabel('Tags').fill('checkup, prevention')
    await dialog.getByRole('button', { name: 'Save post' }).click()
    await expect(toast(page, 'Blog post added')).toBeVisible()

    const testimonialList = await (await request.get('/api/content/testimonials')).json()
    expect(testimonialList).toContainEqual(expect.objectContaining({ name: `Asha ${id}`, rating: 5 }))
    const faqList = await (await request.get('/api/content/faqs')).json()
    expect(faqList).toContainEqual(
      expect.objectContaining({ question: `Is fasting needed ${id}?`, category: 'General' }),
    )

    const visitor = await page.context().newPage()
    await visitor.goto('/')
    await expect(visitor.getByRole('heading', { name: `About Aarogya ${id}` })).toBeVisible()
    await scrollThroughPage(visitor)
    await expect(visitor.getByText(`Trusted tests ${id}`)).toBeVisible()
    const testimonialCard = visitor.locator('figure').filter({ hasText: `Asha ${id}` })
    await expect(testimonialCard.getByText('Home collection was on time.')).toBeVisible()
    await expect(visitor.getByRole('button', { name: `Is fasting needed ${id}?` })).toBeVisible()
    await visitor.goto('/blog')
    await expect(visitor.getByText(`Why annual checkups matter ${id}`).first()).toBeVisible()
    await visitor.close()

    // Deleting through the panel cleans up and checks the delete toasts.
    await testimonials.getByRole('button', { name: `Delete testimonial "Asha ${id}"` }).click()
    await page.getByRole('dialog', { name: 'Confirm delete' }).getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'Testimonial deleted')).toBeVisible()
    await faqs.getByRole('button', { name: `Delete FAQ "Is fasting needed ${id}?"` }).click()
    await page.getByRole('dialog', { name: 'Confirm delete' }).getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'FAQ deleted')).toBeVisible()
    await posts.getByRole('button', { name: `Delete blog post "Why annual checkups matter ${id}"` }).click()
    await page.getByRole('dialog', { name: 'Confirm delete' }).getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'Blog post deleted')).toBeVisible()
    await expect(testimonials.getByText(`Asha ${id}`)).toHaveCount(0)
  } finally {
    await restore(request, 'content/banner', originalBanner)
    await restore(request, 'content/about', originalAbout)
    await deleteRecordsNaming(request, id)
  }
})

test('a new website name reaches the title of the public pages', async ({ page, request }) => {
  const original = await (await request.get('/api/site-settings')).json()
  await logIn(page, ADMIN, 'settings')
  try {
    const name = page.getByLabel('Website name')
    await name.fill('')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByText('Website name is required')).toBeVisible()
    await name.fill('Aarogya E2E Labs')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(toast(page, 'Site settings updated')).toBeVisible()

    await page.goto('/')
    await expect(page).toHaveTitle(/Aarogya E2E Labs/)
    await page.goto('/blog')
    await expect(page).toHaveTitle(/Aarogya E2E Labs/)
  } finally {
    await restore(request, 'settings', original)
  }
})

test('the Global tab previews 99 in the chosen currency and the language name, and keeps the choice', async ({
  page,
  request,
}) => {
  // The demo lab prices in rupees; the test leaves the settings as it found them.
  const before = await (await request.get('/api/global-settings')).json()
  await logIn(page, ADMIN, 'global')
  try {
    await page.getByLabel('Default currency').selectOption('EUR')
    await page.getByRole('button', { name: 'Show prices in Euro' }).click()
    await expect(page.getByTestId('preview-price')).toHaveText('€99')
    await expect(toast(page, 'Currency updated')).toBeVisible()
    await expect(page.getByLabel('Default language')).toBeEnabled()
    await page.getByLabel('Default language').selectOption('hi')
    await expect(page.getByTestId('preview-language')).toHaveText('Hindi')
    await expect(toast(page, 'Language updated')).toBeVisible()

    await page.reload()
    await expect(page.getByTestId('preview-price')).toHaveText('€99')
    await expect(page.getByTestId('preview-language')).toHaveText('Hindi')
  } finally {
    await restore(request, 'global-settings', {
      currency: { code: before.currency.code },
      language: { code: before.language.code },
    })
  }
})

test('a booking made through the API is listed, its file downloads, and its status change persists', async ({
  page,
  request,
}) => {
  const name = `E2E Patient ${unique()}`
  await bookThroughApi(request, name)
  await logIn(page, ADMIN, 'consultations')

  await page.getByLabel('Search bookings').fill(name)
  const row = page.getByRole('row', { name: new RegExp(name) })
  await expect(row).toBeVisible()
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible()

  // The booking opens in a side panel with everything the front desk needs.
  await row.getByRole('button', { name: `Open booking of ${name}` }).click()
  const panel = page.getByRole('dialog', { name: `Booking of ${name}` })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: /Download prescription\.pdf/ }).click(),
  ])
  expect(download.suggestedFilename()).toBe('prescription.pdf')
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-')

  await panel.getByLabel('Booking status').selectOption('contacted')
  await expect(toast(page, 'Booking updated')).toBeVisible()
  await panel.getByRole('button', { name: `Edit notes for ${name}` }).click()
  const notes = page.getByRole('dialog', { name: `Notes for ${name}` })
  await notes.getByLabel('Notes').fill('Called, will book Monday.')
  await notes.getByRole('button', { name: 'Save notes' }).click()
  await expect(notes).toBeHidden()
  await expect(panel.getByText('Called, will book Monday.')).toBeVisible()
  await panel.getByRole('button', { name: 'Close booking' }).click()
  await expect(panel).toBeHidden()
  await expect(row.getByLabel(`Status of ${name}`)).toHaveValue('contacted')

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  expect(csv.suggestedFilename()).toBe('consultations.csv')
  expect(readFileSync(await csv.path(), 'utf8')).toContain(name)

  await page.reload()
  await page.getByLabel('Search bookings').fill(name)
  await expect(page.getByLabel(`Status of ${name}`)).toHaveValue('contacted')
  await expect(
    page.getByRole('row', { name: new RegExp(name) }).getByText('Called, will book Monday.'),
  ).toBeVisible()

  await page.getByRole('button', { name: `Open booking of ${name}` }).click()
  await page.getByRole('button', { name: `Delete booking from ${name}` }).click()
  await page.getByRole('dialog', { name: 'Confirm delete' }).getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Booking deleted')).toBeVisible()
  await expect(page.getByText('No bookings match these filters.')).toBeVisible()
})

test('a referral status change persists and rewarded is highlighted', async ({ page, request }) => {
  const referrer = `referrer.${unique()}@example.com`
  const code = await referThroughApi(request, referrer)
  await logIn(page, ADMIN, 'referrals')

  await page.getByLabel('Search referrals').fill(referrer)
  const row = page.getByRole('row', { name: new RegExp(code) })
  await row.getByLabel(`Status of referral ${code}`).selectOption('rewarded')
  await expect(toast(page, 'Referral status updated')).toBeVisible()
  await expect(row.locator('[data-highlighted]')).toHaveText('rewarded')

  await page.reload()
  await page.getByLabel('Search referrals').fill(referrer)
  await expect(page.getByLabel(`Status of referral ${code}`)).toHaveValue('rewarded')
})

test('staff work on bookings, referrals and messages but do not see the Audit tab', async ({
  page,
  request,
}) => {
  const name = `Staff Patient ${unique()}`
  await bookThroughApi(request, name)
  const referrer = `staff.referrer.${unique()}@example.com`
  const code = await referThroughApi(request, referrer)
  const subject = `Staff subject ${unique()}`
  const contact = await request.post('/api/contact/', {
    data: { name: 'Meera Contact', email: 'meera@example.com', subject, message: 'Can you call me back?' },
  })
  expect(contact.status()).toBe(201)

  await logIn(page, STAFF, 'consultations')
  await expect(page.getByRole('tab', { name: 'Audit' })).toHaveCount(0)

  await page.getByLabel('Search bookings').fill(name)
  await page.getByLabel(`Status of ${name}`).selectOption('booked')
  await expect(toast(page, 'Booking updated')).toBeVisible()

  await openTab(page, 'Referrals')
  await page.getByLabel('Search referrals').fill(referrer)
  await page.getByLabel(`Status of referral ${code}`).selectOption('joined')
  await expect(toast(page, 'Referral status updated')).toBeVisible()

  await openTab(page, 'Messages')
  await page.getByLabel('Search messages').fill(subject)
  await page.getByLabel('Status of the message from Meera Contact').selectOption('read')
  await expect(toast(page, 'Message updated')).toBeVisible()
  await page.reload()
  await page.getByLabel('Search messages').fill(subject)
  await expect(page.getByLabel('Status of the message from Meera Contact')).toHaveValue('read')

  await openTab(page, 'Content')
  await expect(page.getByText('Read-only: only administrators can change the catalogue.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save banner' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Add testimonial' })).toHaveCount(0)

  await page.goto('/admin/audit')
  await expect(page).not.toHaveURL(/\/admin\/audit/)
})

test('the audit log shows who changed what, with the change opening on demand', async ({ page, request }) => {
  const original = await (await request.get('/api/content/banner')).json()
  const token = await demoAdminToken(request)
  const title = `Audit banner ${unique()}`
  await request.put('/api/content/banner', { data: { title }, headers: { authorization: `Bearer ${token}` } })
  try {
    await logIn(page, ADMIN, 'audit')
    await page.getByLabel('Search audit entries').fill('banner')
    const row = page.getByRole('row', { name: /admin@aarogya\.demo.*update.*banner/ }).first()
    await expect(row).toBeVisible()
    await row.getByRole('button', { name: 'Show changes' }).click()
    await expect(page.getByRole('table', { name: 'Changed fields' }).first()).toContainText(title)
    await expectNoSeriousAxeViolations(page)
  } finally {
    await restore(request, 'content/banner', original)
  }
})

test('a booking that arrives while staff look at the list appears without a reload', async ({
  page,
  request,
}) => {
  const errors = watchConsoleErrors(page)
  const name = `Live Patient ${unique()}`
  await logIn(page, STAFF, 'consultations')
  const streamOpen = page.waitForResponse(
    (response) => response.url().includes('/api/events?ticket=') && response.status() === 200,
  )
  await page.reload()
  await streamOpen
  await page.getByLabel('Search bookings').fill(name)
  await expect(page.getByText('No bookings match these filters.')).toBeVisible()

  await bookThroughApi(request, name)
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible({ timeout: 5_000 })
  expect(errors).toEqual([])
})

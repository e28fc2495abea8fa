import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { newestMailTo } from './support/outbox'
import { demoAdminToken } from './support/page-checks'

const ADMIN = { email: 'admin@aarogya.demo', password: 'Admin@12345' }

// These journeys change the site-wide default language and currency: one at a time, put back after.
test.describe.configure({ mode: 'serial' })

async function restoreGlobalSettings(request: APIRequestContext) {
  const token = await demoAdminToken(request)
  const response = await request.put('/api/global-settings', {
    data: { currency: { code: 'INR' }, language: { code: 'en' } },
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.ok()).toBe(true)
}

async function logInToGlobalTab(page: Page) {
  await page.goto('/admin/global')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel(/^Password/).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
  await page.goto('/admin/global')
}

test('switching the Global tab to € and Hindi changes public prices, the page language and its words', async ({
  page,
  request,
}) => {
  await logInToGlobalTab(page)
  try {
    await page.getByLabel('Default currency').selectOption('EUR')
    await page.getByRole('button', { name: 'Show prices in Euro' }).click()
    await expect(page.getByTestId('preview-price')).toHaveText('€99')
    await expect(page.getByLabel('Default language')).toBeEnabled()
    await page.getByLabel('Default language').selectOption('hi')
    await expect(page.getByTestId('preview-language')).toHaveText('Hindi')
    await expect(page.getByTestId('language-fallback')).toHaveCount(0)

    // A fresh visitor (no choice of their own) reads the site in the new default.
    const visitor = await page.context().browser()!.newPage()
    await visitor.goto('/blood-test')
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(visitor.getByRole('heading', { level: 1, name: 'ब्लड टेस्ट' })).toBeVisible()
    await expect(visitor).toHaveTitle(/^ब्लड टेस्ट \|/)
    await expect(visitor.getByRole('searchbox', { name: 'ब्लड टेस्ट खोजें' })).toBeVisible()
    const firstCard = visitor.getByRole('article').first()
    await expect(firstCard).toContainText('€')
    await expect(firstCard).not.toContainText('₹')
    await expect(firstCard.getByRole('button', { name: /^अभी बुक करें/ })).toBeVisible()

    // The server's own HTML already speaks Hindi, with links to each language.
    const html = await (await request.get('/blood-test')).text()
    expect(html).toContain('<html lang="hi">')
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/blood-test\?lang=en"/)

    // Other codes fall back to English, and the Global tab says so.
    await page.getByLabel('Default language').selectOption('fr')
    await expect(page.getByTestId('language-fallback')).toContainText('English and Hindi only')
    await visitor.goto('/blood-test')
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'en')
    await expect(visitor.getByRole('heading', { level: 1, name: 'Blood Tests' })).toBeVisible()
    await visitor.close()
  } finally {
    await restoreGlobalSettings(request)
  }
})

test('a Hindi visitor books with Hindi labels and errors and gets a Hindi confirmation e-mail', async ({
  page,
}) => {
  const email = `hindi-${Date.now()}@example.com`
  await page.goto('/book-consultation')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  // The header's switch, remembered on this browser.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('heading', { level: 1, name: 'कंसल्टेशन बुक करें' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'कंसल्टेशन बुक करें' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi')

  const form = page.getByRole('form', { name: 'बुकिंग फ़ॉर्म' })
  await form.getByRole('button', { name: 'अनुरोध भेजें' }).click()
  await expect(form.getByText('नाम भरना ज़रूरी है')).toBeVisible()
  await expect(form.getByText('ईमेल भरना ज़रूरी है')).toBeVisible()
  await form.getByLabel('ईमेल').fill('not an address')
  await form.getByRole('button', { name: 'अनुरोध भेजें' }).click()
  await expect(form.getByText('सही ईमेल पता लिखें')).toBeVisible()

  await form.getByLabel('पूरा नाम').fill('Sunita Verma')
  await form.getByLabel('ईमेल').fill(email)
  await form.getByLabel('फ़ोन').fill('+91 98765 43210')
  await form.getByLabel('पता').fill('12 MG Road, Bengaluru')
  await form.getByLabel('आप क्या बुक करना चाहते हैं?').fill('थायरॉइड प्रोफ़ाइल और ब्लड टेस्ट')
  await form.getByRole('button', { name: 'अनुरोध भेजें' }).click()
  await expect(page.getByText('धन्यवाद! हमें आपका अनुरोध मिल गया है।')).toBeVisible({ timeout: 20_000 })

  const mail = await newestMailTo(email)
  expect(mail).toMatch(/Subject: Aarogya Diagnostics पर आपकी बुकिंग AAR-\d{4}-\d{4}-[A-Z2-9]{4}/)
  expect(mail).toContain('नमस्ते Sunita Verma,')
  expect(mail).toContain('धन्यवाद, हमें आपकी बुकिंग मिल गई है।')
  expect(mail).not.toContain('Hello')
})

test('a Hindi visitor checks out a basket in Hindi, and the mail link opens the Hindi track page', async ({
  page,
}) => {
  const email = `hindi-basket-${Date.now()}@example.com`
  await page.goto('/aarogya-package?lang=hi')
  await page
    .getByRole('button', { name: /^अभी बुक करें/ })
    .first()
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.goto('/basket?lang=hi')
  await expect(page).toHaveTitle(/^आपकी बास्केट \|/)
  const form = page.getByRole('main')
  await form.getByLabel('पूरा नाम').fill('Sunita Verma')
  await form.getByLabel('ईमेल').fill(email)
  await form.getByLabel('फ़ोन').fill('+91 98765 43210')
  await form.getByLabel('पता').fill('12 MG Road, Bengaluru')
  await form.getByRole('button', { name: 'बुकिंग देखें' }).click()
  await expect(form.getByRole('heading', { name: 'अपनी बुकिंग जाँचें' })).toBeFocused()
  await expect(form.getByText('कोई तारीख़ नहीं चुनी: लैब आपको कॉल करके तय करेगी।')).toBeVisible()
  await form.getByRole('button', { name: 'बुकिंग कन्फ़र्म करें' }).click()
  const reference = (await form.getByTestId('booking-reference').textContent({ timeout: 20_000 })) as string

  // The Hindi confirmation links to the booking; opened, the track page speaks Hindi too.
  const mail = await newestMailTo(email)
  const link = new URL(mail.match(/https?:\/\/\S+\/track-booking\?reference=\S+#key=\S+/)?.[0] as string)
  await page.goto(`${link.pathname}${link.search}&lang=hi${link.hash}`)
  await expect(page).toHaveTitle(/^बुकिंग ट्रैक करें \|/)
  await expect(page.getByRole('article', { name: new RegExp(reference) })).toBeVisible()
  await expect(page.getByLabel('बुकिंग रेफ़रेंस')).toHaveValue(reference)
})

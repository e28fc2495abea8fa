import { expect, type Page, test } from '@playwright/test'

/**
 * A fresh demo install read in Hindi: every public page, in `?lang=hi`, shows at most 30 words in Latin
 * script. Some stay Latin on purpose and are not counted: the lab's brand, units, and the abbreviations
 * tests are known by in Hindi too (HbA1c, TSH, CBC, …). People's names, e-mail addresses and the
 * language switch's "English" count like any other word.
 */
const MAX_LATIN_WORDS = 30
const KEPT_LATIN = new Set(
  [
    // the brand
    'aarogya',
    'diagnostics',
    // units
    'min',
    'ml',
    'kg',
    'h',
    // test and lab abbreviations, the same in Hindi
    'hba1c',
    'tsh',
    't3',
    't4',
    'cbc',
    'ldl',
    'hdl',
    'lft',
    'kft',
    'crp',
    'tibc',
    'b12',
    'oh',
    'tpo',
    'tg',
    'mrna',
    'nabl',
    'ecg',
    'sms',
  ].map((word) => word.toLowerCase()),
)

/** The Latin-script words a visitor sees on the page now (hidden text and the e-mail's parts aside). */
async function latinWords(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText()
  const words = text.replace(/\S+@\S+/g, ' ').match(/[A-Za-z][A-Za-z0-9]*/g) ?? []
  return words.filter((word) => !KEPT_LATIN.has(word.toLowerCase()))
}

async function publicRoutes(page: Page): Promise<string[]> {
  const services = await (await page.request.get('/api/service')).json()
  const posts = await (await page.request.get('/api/content/blogs')).json()
  return [
    '/',
    '/all-services',
    `/service/${services[0].id}`,
    '/offers',
    '/bulk-booking-discount',
    '/aarogya-package',
    '/blood-test',
    '/blog',
    `/blog/${posts[0].id}`,
    '/login',
    '/signup',
    '/forgot-password',
    '/terms',
    '/book-consultation',
    '/track-booking',
    '/no-such-page',
  ]
}

test('every public page of a fresh demo install reads in Hindi (≤ 30 Latin words)', async ({ page }) => {
  test.setTimeout(180_000)
  for (const route of await publicRoutes(page)) {
    await page.goto(`${route}${route.includes('?') ? '&' : '?'}lang=hi`)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    // Lazy sections (testimonials, FAQs, footer) come in as the visitor scrolls.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState('networkidle')
    const words = await latinWords(page)
    expect.soft(words.length, `${route}: ${words.join(' ')}`).toBeLessThanOrEqual(MAX_LATIN_WORDS)
  }
})

test('the Hindi home hero shows the Hindi banner, never the stored English default', async ({ page }) => {
  await page.goto('/?lang=hi')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('जाँच, जिस पर आप भरोसा कर सकें')
  await expect(page.getByRole('button', { name: 'पैकेज बुक करें' })).toBeVisible()
  await expect(page.locator('#hero').getByRole('link', { name: 'सभी पैकेज देखें' })).toBeVisible()
  await expect(page.getByText('Test and you can Trust')).toHaveCount(0)
  // The demo menu's titles are Hindi too.
  const header = page.locator('header').first()
  await expect(header.getByRole('link', { name: 'ब्लड टेस्ट' }).first()).toBeAttached()
  await expect(header).not.toContainText('Blood Tests')
})

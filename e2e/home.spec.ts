import { expect, test } from '@playwright/test'

test('a visitor opens the home page and sees the hero and the six package tiles', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Test and you can Trust' })).toBeVisible()
  const tiles = page.getByTestId('package-tiles').getByRole('link')
  await expect(tiles).toHaveCount(6)
  await expect(tiles.first()).toContainText('97 tests')
  await expect(tiles.first()).toContainText('₹1,799')
  await expect(tiles.nth(5)).toContainText('163 tests')
  await expect(tiles.nth(5)).toContainText('₹5,999')
  expect(errors).toEqual([])
})

test('an unknown page answers 404 and shows Page Not Found', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
})

test('the server paints the home hero before any script runs, and the app takes over without moving it', async ({
  browser,
}) => {
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 412, height: 823 },
  })
  const page = await noScript.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Test and you can Trust' })).toBeVisible()
  const hero = page.locator('section[aria-labelledby="hero-title"] img').first()
  await expect(hero).toHaveAttribute('fetchpriority', 'high')
  await expect(hero).toHaveAttribute('width', '1920')
  await expect(hero).toHaveAttribute('height', '900')
  await expect(page.getByRole('link', { name: /97 tests, ₹1,799/ })).toBeVisible()
  const before = await page.getByRole('heading', { level: 1 }).boundingBox()
  const heroSection = 'section[aria-labelledby="hero-title"]'
  const heroBefore = await page.locator(heroSection).boundingBox()
  await noScript.close()

  const withScript = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const app = await withScript.newPage()
  await app.goto('/')
  await expect(app.getByTestId('package-tiles')).toBeVisible()
  await expect(app.locator('[data-first-screen]')).toHaveCount(0)
  const after = await app.getByRole('heading', { level: 1 }).boundingBox()
  expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThanOrEqual(2)
  // A hero image even a few pixels larger than the server's is a new largest paint, one that waits for
  // the app's scripts: on a busy phone that moved the home page's LCP from ~1 s to ~3.5 s.
  const heroAfter = await app.locator('#hero').boundingBox()
  expect(heroAfter?.height ?? 0).toBeLessThanOrEqual(heroBefore?.height ?? 0)
  await withScript.close()
})

test('a footer link opens the next page at its top, not where the last page was scrolled to', async ({
  page,
}) => {
  await page.goto('/all-services')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await footer.scrollIntoViewIfNeeded()
  const before = await page.evaluate(() => window.scrollY)
  expect(before).toBeGreaterThan(0)
  await footer.getByRole('link', { name: 'Terms and Conditions' }).click()
  await expect(page).toHaveURL(/\/terms$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test('the whole home page is in the document without a scroll, in reading order for the keyboard', async ({
  page,
}) => {
  await page.goto('/')
  // Never scrolled: once the browser is idle the sections below the first screen are there all the same,
  // for a screen reader's list of headings.
  for (const name of ['Why Choose Us', 'How It Works', 'What Our Patients Say', 'Frequently Asked Questions'])
    await expect(page.getByRole('heading', { name })).toBeAttached()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test('a keyboard user tabs from the first screen into the package cards, not down to the footer', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The cards arrive once the browser is idle (their data is fetched): tabbing starts from a page at rest.
  await expect(page.getByTestId('service-cards').getByRole('link').first()).toBeAttached()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  let reached = false
  for (let i = 0; i < 40 && !reached; i++) {
    await page.keyboard.press('Tab')
    const where = await page.evaluate(() => {
      const active = document.activeElement
      if (active?.closest('footer')) return 'footer'
      return active?.closest('[data-testid="service-cards"]') ? 'cards' : 'other'
    })
    expect(where).not.toBe('footer')
    reached = where === 'cards'
  }
  expect(reached).toBe(true)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
})

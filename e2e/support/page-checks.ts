import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page } from '@playwright/test'

/** Collects the page's console errors and uncaught exceptions from now on. */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Asserts axe finds no violation of serious or critical impact on what the page shows now. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious).toEqual([])
}

/** A bearer token of the demo admin, for checking through the staff API what the site stored. */
export async function demoAdminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', {
    data: { email: 'admin@aarogya.demo', password: 'Admin@12345' },
  })
  expect(response.status()).toBe(200)
  const { token } = (await response.json()) as { token: string }
  return token
}

/**
 * Scrolls to the bottom a screen at a time, as a visitor reading the page would: the home page's
 * below-the-fold sections load only when they come near the viewport. It first waits for the app to
 * replace the server-painted first screen, which is one viewport tall and so has no bottom to reach.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  await expect(page.locator('[data-first-screen]')).toHaveCount(0)
  for (let screen = 0; screen < 40; screen++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight)
      return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
    })
    await page.waitForTimeout(150)
    if (atBottom) return
  }
}

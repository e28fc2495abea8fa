import { expect, type Locator, type Page, test } from '@playwright/test'

/**
 * Phone first: at every width from a small phone to a desktop, the header keeps everything
 * inside itself, nothing scrolls sideways, and the floating chat button covers no link or button.
 */
const WIDTHS = [320, 360, 390, 768, 1440]
const ROUTES = ['/', '/offers', '/blood-test', '/profile', '/signup']

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5

/**
 * The box of `locator`, asked again until it has one: the server-drawn first screen is replaced when
 * the app starts, and an element caught in between has none.
 */
async function boxOf(locator: Locator): Promise<Box> {
  let box: Box | null = null
  await expect
    .poll(async () => {
      box = await locator.boundingBox()
      return box !== null
    })
    .toBe(true)
  return box as unknown as Box
}

/** Boxes of the visible elements matching `selector` (elements with no size are skipped). */
const boxesOf = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) =>
    elements
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect()
        return { x, y, width, height, what: `${element.tagName} ${element.textContent?.trim().slice(0, 30)}` }
      })
      .filter((box) => box.width > 0 && box.height > 0),
  )

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({
      viewport: { width, height: width < 768 ? 800 : 900 },
      hasTouch: width < 768,
      isMobile: width < 768,
    })

    for (const route of ROUTES) {
      test(`${route}: header, page and floating buttons do not overlap`, async ({ page }) => {
        await page.goto(route)
        // The route's own parts arrive as lazy chunks (and /profile leads a visitor who is not signed in to the
        // login page): measured once they have, not on the first paint.
        await page.waitForLoadState('networkidle')
        const header = page.locator('header').first()
        await expect(header).toBeVisible()
        await expect(page.getByRole('main')).toBeVisible()
        const headerBox = await boxOf(header)
        // Everything the header shows lies inside it: no row hanging below over the page.
        for (const box of await boxesOf(page, 'header a, header button, header select, header img')) {
          expect(box.y + box.height, `${box.what} inside the header`).toBeLessThanOrEqual(
            headerBox.y + headerBox.height + 0.5,
          )
          expect(box.x + box.width, `${box.what} inside the screen`).toBeLessThanOrEqual(width + 0.5)
        }
        const mainBox = await boxOf(page.getByRole('main'))
        expect(mainBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 0.5)
        // Nothing scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

        // At the bottom of the page the floating buttons cover no link or button of the page. Polled, and
        // scrolled again each time: sections drawn when the browser is idle can lengthen the page after
        // the first scroll, and the chat button slides away only once the footer is in view.
        await expect
          .poll(async () => {
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
            const floating = await boxesOf(page, '[data-floating]')
            const targets = await boxesOf(
              page,
              'main a, main button, footer a, footer button, main input, main textarea',
            )
            return floating.flatMap((button) =>
              targets.filter((target) => overlaps(button, target)).map((target) => target.what),
            )
          })
          .toEqual([])
      })
    }
  })
}

test('the tab title follows in-app navigation and the language', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle('Aarogya Diagnostics')
  await page.goto('/offers')
  await expect(page).toHaveTitle('Special Offers | Aarogya Diagnostics')
  // In-app navigation (no page load): each route sets its own title, none keeps the previous one. The
  // router listens once the app has started, which the server-drawn page does not wait for: told again
  // until it has.
  await expect(async () => {
    await page.evaluate(() => {
      history.pushState({}, '', '/all-services')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page).toHaveTitle('All Health Packages | Aarogya Diagnostics', { timeout: 1000 })
  }).toPass()
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi')
  // The demo lab has its name in Hindi too.
  await expect(page).toHaveTitle('सभी हेल्थ पैकेज | आरोग्य डायग्नोस्टिक्स')
  await page.evaluate(() => {
    history.pushState({}, '', '/book-consultation')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page).toHaveTitle('कंसल्टेशन बुक करें | आरोग्य डायग्नोस्टिक्स')
})

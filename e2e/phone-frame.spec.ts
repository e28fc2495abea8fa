import { devices, expect, type Page, test } from '@playwright/test'

/**
 * The site on a phone (touch, Playwright's device descriptors at 320, 360 and 390 px): a header of one
 * row at most 64 px tall showing the whole name, every control of the header, menu and booking dialog
 * a 44 × 44 px target, the booking dialog a full-screen sheet, and a search whose matches come first.
 */
const PHONES = [
  { width: 320, height: 658, device: devices['Galaxy S8'] },
  { width: 360, height: 740, device: devices['Galaxy S9+'] },
  { width: 390, height: 844, device: devices['iPhone 13'] },
]

/** The controls under `scope` a visitor can see, with their sizes. */
const controlSizes = (page: Page, scope: string) =>
  page.$$eval(
    `${scope} :is(a[href], button, select, input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="file"]), textarea, [role="button"], .mantine-Checkbox-body)`,
    (elements) =>
      elements
        .map((element) => {
          const { width, height } = element.getBoundingClientRect()
          const style = getComputedStyle(element)
          const what = `${element.tagName} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`
          return { what, width, height, shown: style.visibility !== 'hidden' && width > 0 && height > 0 }
        })
        .filter((control) => control.shown),
  )

async function expectTapTargets(page: Page, scope: string) {
  const controls = await controlSizes(page, scope)
  expect(controls.length).toBeGreaterThan(0)
  const small = controls.filter((control) => control.width < 43.5 || control.height < 43.5)
  expect(small.map((c) => `${c.what} ${Math.round(c.width)}×${Math.round(c.height)}`)).toEqual([])
}

for (const { width, height, device } of PHONES) {
  test.describe(`${width} px phone`, () => {
    const { defaultBrowserType: _browser, ...phone } = device
    test.use({ ...phone, viewport: { width, height } })

    test('the header is one row ≤ 64 px with the whole name; header, menu and dialog controls are 44 px', async ({
      page,
    }) => {
      await page.goto('/blood-test')
      const header = page.locator('header').first()
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
      const box = await header.boundingBox()
      expect(box?.height).toBeLessThanOrEqual(64)
      // The whole name, not "Aarogya Diagn…": nothing of it is clipped.
      const name = header.getByText('Aarogya Diagnostics', { exact: true })
      await expect(name).toBeVisible()
      const overflow = await name.evaluate((element) => ({
        across: element.scrollWidth - element.clientWidth,
        down: element.scrollHeight - element.clientHeight,
      }))
      // (A few pixels down are the letters' descenders below a tight line height, not a hidden line.)
      expect(overflow.across).toBeLessThanOrEqual(1)
      expect(overflow.down).toBeLessThanOrEqual(6)
      await expectTapTargets(page, 'header')

      await page.getByRole('button', { name: 'Open menu' }).tap()
      await expect(page.locator('#mobile-menu')).toBeVisible()
      await expectTapTargets(page, '#mobile-menu')
      await page.getByRole('button', { name: 'Close menu' }).tap()

      await page
        .getByRole('button', { name: /^Book Now/ })
        .first()
        .tap()
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByRole('button', { name: /Submit Request|Review/ }).first()).toBeVisible({
        timeout: 15_000,
      })
      // A full-screen sheet, not a card with margins.
      const sheet = await dialog.boundingBox()
      expect(Math.round(sheet?.width ?? 0)).toBe(width)
      expect(Math.round(sheet?.height ?? 0)).toBeGreaterThanOrEqual(height - 1)
      await expectTapTargets(page, '[role="dialog"]')
    })

    test('a typed search shows its matches first and alone, forgiving a typing slip', async ({ page }) => {
      await page.goto('/blood-test')
      const search = page.getByRole('searchbox', { name: 'Search blood tests' })
      await search.tap()
      await search.fill('thyriod')
      const matches = page.getByRole('region', { name: 'Matches for “thyriod”' })
      await expect(matches.getByRole('article').first()).toContainText('Thyroid Stimulating Hormone (TSH)')
      await expect(matches.getByRole('article')).toHaveCount(1)
      await expect(page.getByRole('region', { name: 'Popular Blood Tests' })).toHaveCount(0)
      // The match is on the first screen, not six cards down.
      const card = await matches.getByRole('article').first().boundingBox()
      expect(card?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(height)

      await search.fill('vit d')
      await expect(
        page.getByRole('region', { name: 'Matches for “vit d”' }).getByRole('article').first(),
      ).toContainText('Vitamin D')

      await page.goto('/all-services')
      await page.getByRole('searchbox', { name: 'Search packages' }).fill('diabtes')
      await expect(page.getByRole('article').first()).toContainText('Diabetes Care Package')
    })

    test('a Hindi query finds Hindi names', async ({ page }) => {
      await page.goto('/blood-test?lang=hi')
      await page.getByRole('searchbox', { name: 'ब्लड टेस्ट खोजें' }).fill('विटामिन')
      const matches = page.getByRole('region', { name: '“विटामिन” से मिलते नतीजे' })
      await expect(matches.getByRole('article')).toHaveCount(2)
      await expect(matches.getByRole('article').first()).toContainText('विटामिन')
    })
  })
}

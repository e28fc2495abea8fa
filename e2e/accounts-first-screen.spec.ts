import { pageHeading } from '@labsite/shared'
import { expect, type Page, test } from '@playwright/test'

/**
 * The account pages' card is painted by the server before any script runs. Should the app's heading or
 * lead paragraph come out larger than the server's (a wider card, a line broken elsewhere), the browser
 * takes it as a new largest paint, one drawn only after every script has run: on a busy phone that
 * moved the sign-up page's LCP from ~0.7 s to ~3.5 s.
 */
const PAGES = [
  { path: '/login', ...pageHeading('login') },
  { path: '/signup', ...pageHeading('signup') },
  { path: '/forgot-password', ...pageHeading('forgotPassword') },
  { path: '/reset-password/any-token', ...pageHeading('resetPassword') },
]
// A small phone, Lighthouse's phone, and both sides of the width where the card's padding grows.
const WIDTHS = [320, 412, 575, 576, 768]

type Box = { width: number; height: number }

async function cardTextBoxes(page: Page, title: string, intro: string): Promise<Box[]> {
  const main = page.getByRole('main')
  const parts = [main.getByRole('heading', { level: 1, name: title }), main.getByText(intro, { exact: true })]
  const boxes: Box[] = []
  for (const part of parts) {
    await expect(part).toBeVisible()
    // The text's own extent, as the browser sizes a text's paint, not the block around it.
    boxes.push(
      await part.evaluate((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        const { width, height } = range.getBoundingClientRect()
        return { width, height }
      }),
    )
  }
  return boxes
}

for (const { path, title, intro } of PAGES) {
  test(`${path}: the app's heading and lead paragraph are never larger than the server's`, async ({
    browser,
  }) => {
    for (const width of WIDTHS) {
      const viewport = { width, height: 800 }
      const noScript = await browser.newContext({ javaScriptEnabled: false, viewport })
      const server = await noScript.newPage()
      await server.goto(path)
      const painted = await cardTextBoxes(server, title, intro)
      await noScript.close()

      const withScript = await browser.newContext({ viewport })
      const app = await withScript.newPage()
      await app.goto(path)
      await expect(app.locator('[data-first-screen]')).toHaveCount(0)
      const drawn = await cardTextBoxes(app, title, intro)
      await withScript.close()

      drawn.forEach((box, part) => {
        const what = `${path} at ${width} px, ${part === 0 ? 'heading' : 'lead paragraph'}`
        // 1 px² of slack for subpixel rounding; a text that outgrows the server's does so by hundreds.
        expect(box.width * box.height, what).toBeLessThanOrEqual(
          painted[part].width * painted[part].height + 1,
        )
      })
    }
  })
}

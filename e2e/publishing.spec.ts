import { rmSync, writeFileSync } from 'node:fs'
import { devices, expect, type Page, test } from '@playwright/test'
import { demoAdminToken } from './support/page-checks'

/**
 * Issue 27 §2: staff write a blog post as a draft, preview it, schedule it; at its time a visitor
 * reads it on /blog. The server's publishing clock is moved by the test (TEST_CLOCK_FILE, read only
 * under NODE_ENV=test: see playwright.config.ts and docs/publishing.md).
 */
const CLOCK_FILE = '.e2e-data/test-clock'
const ADMIN = { email: 'admin@aarogya.demo', password: 'Admin@12345' }
const HOUR_MS = 3_600_000

const { defaultBrowserType: _desktopBrowser, ...desktop } = devices['Desktop Chrome']
const { defaultBrowserType: _phoneBrowser, ...phone } = devices['Pixel 7']

async function logIn(page: Page) {
  await page.goto('/admin/content')
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel(/^Password/).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
  await page.goto('/admin/content')
}

/** A time `fromNowMs` ahead as the browser's datetime-local input takes it (the browser's own zone). */
const localInputAt = (page: Page, fromNowMs: number) =>
  page.evaluate((ms) => {
    const date = new Date(Date.now() + ms)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
  }, fromNowMs)

for (const [deviceName, device] of [
  ['desktop', desktop],
  ['phone', phone],
] as const) {
  test.describe(`publishing on a ${deviceName}`, () => {
    test.use(device)
    test.afterEach(() => rmSync(CLOCK_FILE, { force: true }))

    test('a draft is previewed, scheduled, and read by a visitor once its time has come', async ({
      page,
      request,
    }) => {
      // The visitor's /blog is kept in the server's memory: the scheduler (each minute) announces the post.
      test.setTimeout(180_000)
      const title = `Monsoon care ${deviceName} ${Date.now()}`
      await logIn(page)
      const posts = page.getByRole('region', { name: 'Blog posts' })

      // 1. Written as a draft.
      await posts.getByRole('button', { name: 'Add blog post' }).click()
      let dialog = page.getByRole('dialog', { name: 'Add blog post' })
      await dialog.getByLabel('Title').fill(title)
      await dialog.getByRole('textbox', { name: 'Content' }).fill('Boil water; keep mosquitoes away.')
      await dialog.getByRole('radio', { name: 'Draft' }).check()
      await dialog.getByRole('button', { name: 'Save post' }).click()
      await expect(page.getByText('Blog post added', { exact: true }).first()).toBeVisible()
      const row = posts.locator('.mantine-Paper-root', { hasText: title })
      await expect(row.getByText('Draft', { exact: true })).toBeVisible()

      const stored = (await (await request.get('/api/content/blogs')).json()) as { title: string }[]
      expect(stored.map((post) => post.title)).not.toContain(title)

      // 2. Previewed: the preview link opens the post as the blog shows it, under the preview bar.
      const opened = page.context().waitForEvent('page')
      await row.getByRole('button', { name: `Preview: "${title}"` }).click()
      const preview = await opened
      await expect(preview.getByText('Preview — not published')).toBeVisible()
      await expect(preview.getByRole('heading', { name: title })).toBeVisible()
      await expect(preview.getByText('Boil water; keep mosquitoes away.')).toBeVisible()
      await preview.close()
      await expect(row.getByRole('link', { name: `Open preview of "${title}"` })).toBeVisible()

      // 3. Scheduled two hours ahead: published, but not yet visible.
      await posts.getByRole('button', { name: `Edit blog post "${title}"` }).click()
      dialog = page.getByRole('dialog', { name: 'Edit blog post' })
      await dialog.getByRole('radio', { name: 'Published' }).check()
      await dialog.getByLabel('Publish at').fill(await localInputAt(page, 2 * HOUR_MS))
      await dialog.getByRole('button', { name: 'Save post' }).click()
      await expect(page.getByText('Blog post updated', { exact: true }).first()).toBeVisible()
      await expect(row.getByText(/^Scheduled · /)).toBeVisible()

      const visitor = await page.context().newPage()
      await visitor.goto('/blog')
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(visitor.getByText(title)).toHaveCount(0)

      // 4. Three hours later (the server's publishing clock moved), within the scheduler's minute, the
      //    visitor reads it on /blog (whose answers the server kept while the post was scheduled).
      writeFileSync(CLOCK_FILE, new Date(Date.now() + 3 * HOUR_MS).toISOString())
      await expect(async () => {
        await visitor.goto('/blog')
        await expect(visitor.getByText(title).first()).toBeVisible({ timeout: 3_000 })
      }).toPass({ intervals: [2_000], timeout: 100_000 })
      await visitor.close()

      const token = await demoAdminToken(request)
      const created = (
        (await (await request.get('/api/content/blogs')).json()) as { id: string; title: string }[]
      ).find((post) => post.title === title)
      if (created) {
        await request.delete(`/api/content/blogs/${created.id}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      }
    })
  })
}

import { rmSync, writeFileSync } from 'node:fs'
import { type APIRequestContext, devices, expect, type Locator, type Page, test } from '@playwright/test'
import { openAdminTab, signInToAdmin } from './support/admin-session'
import { demoAdminToken } from './support/page-checks'

/**
 * "How it is shown to be done": one journey from the staff's pen to two readers. Staff write
 * a blog post in English and Hindi in the admin, preview it through its signed link, and schedule it;
 * before its time the blog does not list it and its address is a 404 page; at its time (the server's
 * publishing clock moved: TEST_CLOCK_FILE, docs/publishing.md) a reader of Hindi reads it in Hindi,
 * down to the <title> and the meta description of the server's HTML, and a reader of English in
 * English. Run on a desktop and on a phone (touch). The post is deleted at the end: the journeys share
 * one database.
 */
const CLOCK_FILE = '.e2e-data/test-clock'
const HOUR_MS = 3_600_000

const { defaultBrowserType: _desktopBrowser, ...desktop } = devices['Desktop Chrome']
const { defaultBrowserType: _phoneBrowser, ...phone } = devices['Pixel 7']

interface StaffPost {
  id: string
  status: string
  publishAt: string | null
  i18n?: { hi?: Record<string, string> }
}

/** The post as staff read it (drafts and scheduled posts included, with what was stored in Hindi). */
async function staffPost(request: APIRequestContext, title: string): Promise<StaffPost> {
  const token = await demoAdminToken(request)
  const response = await request.get(`/api/admin/edit/content/blogs?q=${encodeURIComponent(title)}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.status()).toBe(200)
  const posts = (await response.json()) as StaffPost[]
  expect(posts).toHaveLength(1)
  return posts[0]
}

/** Deletes every post of this title (found as staff see them, so a draft or scheduled one too). */
async function deletePostsTitled(request: APIRequestContext, title: string) {
  const headers = { authorization: `Bearer ${await demoAdminToken(request)}` }
  const found = await request.get(`/api/admin/edit/content/blogs?q=${encodeURIComponent(title)}`, { headers })
  for (const post of (await found.json()) as StaffPost[]) {
    const deleted = await request.delete(`/api/content/blogs/${post.id}`, { headers })
    expect(deleted.status()).toBe(204)
  }
}

/** A time `fromNowMs` ahead as the browser's datetime-local input takes it (the browser's own zone). */
const localInputAt = (page: Page, fromNowMs: number) =>
  page.evaluate((ms) => {
    const date = new Date(Date.now() + ms)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
  }, fromNowMs)

/** A pattern for text that begins with `prefix`, taken literally. */
const startsWith = (prefix: string) => new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

/** What the server's HTML (before any script) says a page is: its title and meta description. */
function serverHead(html: string) {
  return {
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
  }
}

for (const [deviceName, device] of [
  ['desktop', desktop],
  ['phone', phone],
] as const) {
  test.describe(`on a ${deviceName}`, () => {
    test.use(device)
    test.afterEach(() => rmSync(CLOCK_FILE, { force: true }))

    /** A visitor's press: a tap on a touch screen, a click elsewhere. */
    const press = (target: Locator) => (device.hasTouch ? target.tap() : target.click())

    test('staff write a post in English and Hindi, preview and schedule it; at its time a Hindi reader reads it in Hindi and an English reader in English', async ({
      page,
      browser,
      request,
    }) => {
      // The scheduler announces the post within its minute; the visitors' pages wait for it.
      test.setTimeout(240_000)
      const stamp = `${deviceName} ${Date.now()}`
      const english = {
        title: `Monsoon fevers: when to test ${stamp}`,
        excerpt: 'Three days of fever in the rains deserve a blood test.',
        content: 'Dengue and malaria are caught early by a simple blood test.',
      }
      const hindi = {
        title: `मानसून का बुख़ार: जाँच कब कराएँ ${stamp}`,
        excerpt: 'बरसात में तीन दिन का बुख़ार हो तो ख़ून की जाँच कराएँ।',
        content: 'डेंगू और मलेरिया ख़ून की एक सरल जाँच से जल्दी पकड़े जाते हैं।',
      }
      let postId = ''
      try {
        // 1. Staff write the post in both languages and keep it a draft.
        await signInToAdmin(page)
        await openAdminTab(page, 'Content')
        const posts = page.getByRole('region', { name: 'Blog posts' })
        await posts.getByRole('button', { name: 'Add blog post' }).click()
        let dialog = page.getByRole('dialog', { name: 'Add blog post' })
        await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(english.title)
        await dialog.getByRole('textbox', { name: 'Content', exact: true }).fill(english.content)
        await dialog.getByRole('textbox', { name: 'Excerpt', exact: true }).fill(english.excerpt)
        await dialog.getByRole('textbox', { name: 'शीर्षक (हिन्दी)' }).fill(hindi.title)
        await dialog.getByRole('textbox', { name: 'सारांश (हिन्दी)' }).fill(hindi.excerpt)
        await dialog.getByRole('textbox', { name: 'सामग्री (हिन्दी)' }).fill(hindi.content)
        await expect(dialog.getByText('Missing Hindi translation')).toHaveCount(0)
        await dialog.getByRole('radio', { name: 'Draft' }).check()
        await dialog.getByRole('button', { name: 'Save post' }).click()
        await expect(page.getByText('Blog post added', { exact: true }).first()).toBeVisible()
        const row = posts.locator('.mantine-Paper-root', { hasText: english.title })
        await expect(row.getByText('Draft', { exact: true })).toBeVisible()

        const draft = await staffPost(request, english.title)
        postId = draft.id
        expect(draft.status).toBe('draft')
        expect(draft.i18n?.hi).toMatchObject({ title: hindi.title, excerpt: hindi.excerpt })
        expect(draft.i18n?.hi?.content).toContain(hindi.content)
        // Visitors cannot read a draft.
        const listed = (await (await request.get('/api/content/blogs')).json()) as { title: string }[]
        expect(listed.map((post) => post.title)).not.toContain(english.title)
        expect((await request.get(`/api/content/blogs/${postId}`)).status()).toBe(404)

        // 2. The signed preview link opens /preview: the post as the blog will show it, under the bar.
        const opened = page.context().waitForEvent('page')
        await row.getByRole('button', { name: `Preview: "${english.title}"` }).click()
        const preview = await opened
        await expect(preview).toHaveURL(/\/preview\?token=/)
        await expect(preview.getByText('Preview — not published')).toBeVisible()
        await expect(preview.getByRole('heading', { name: english.title })).toBeVisible()
        await expect(preview.getByText(english.content)).toBeVisible()
        await preview.close()
        await expect(row.getByRole('link', { name: `Open preview of "${english.title}"` })).toBeVisible()

        // 3. Scheduled two hours ahead: published, not yet visible.
        await posts.getByRole('button', { name: `Edit blog post "${english.title}"` }).click()
        dialog = page.getByRole('dialog', { name: 'Edit blog post' })
        await dialog.getByRole('radio', { name: 'Published' }).check()
        await dialog.getByLabel('Publish at').fill(await localInputAt(page, 2 * HOUR_MS))
        await dialog.getByRole('button', { name: 'Save post' }).click()
        await expect(page.getByText('Blog post updated', { exact: true }).first()).toBeVisible()
        await expect(row.getByText(/^Scheduled · /)).toBeVisible()
        const scheduled = await staffPost(request, english.title)
        expect(scheduled.status).toBe('published')
        expect(Date.parse(scheduled.publishAt ?? '')).toBeGreaterThan(Date.now() + HOUR_MS)

        // 4. Before its time a visitor finds nothing: the blog does not list it, its address is a 404 page.
        const early = await browser.newContext({ ...device, locale: 'en-IN' })
        const earlyVisitor = await early.newPage()
        await earlyVisitor.goto('/blog')
        // The app has drawn the list (the demo posts) over the server's first screen.
        await expect(earlyVisitor.locator('[data-first-screen]')).toHaveCount(0)
        await expect(earlyVisitor.getByRole('article').first()).toBeVisible()
        await expect(earlyVisitor.getByText(english.title)).toHaveCount(0)
        const missing = await earlyVisitor.goto(`/blog/${postId}`)
        expect(missing?.status()).toBe(404)
        await expect(earlyVisitor.getByRole('heading', { name: 'Article Not Found' })).toBeVisible()
        await early.close()

        // 5. Three hours later by the server's clock, within the scheduler's minute, a reader of English
        //    finds it on /blog (whose answers the server kept while the post was scheduled) and reads it
        //    at its bare address, in English down to the server's head.
        writeFileSync(CLOCK_FILE, new Date(Date.now() + 3 * HOUR_MS).toISOString())
        const englishReading = await browser.newContext({ ...device, locale: 'en-IN' })
        const englishReader = await englishReading.newPage()
        await expect(async () => {
          await englishReader.goto('/blog')
          await expect(englishReader.getByRole('link', { name: english.title }).first()).toBeVisible({
            timeout: 3_000,
          })
        }).toPass({ intervals: [2_000], timeout: 100_000 })
        await expect(englishReader.getByText(hindi.title)).toHaveCount(0)
        await press(englishReader.getByRole('link', { name: english.title }).first())
        await expect(englishReader.getByRole('heading', { name: english.title })).toBeVisible()
        await expect(englishReader.getByText(english.content)).toBeVisible()

        const englishPage = await englishReader.goto(`/blog/${postId}`)
        expect(englishPage?.status()).toBe(200)
        expect(serverHead(await (englishPage as NonNullable<typeof englishPage>).text())).toMatchObject({
          lang: 'en',
          title: expect.stringMatching(startsWith(`${english.title} | `)),
          description: english.excerpt,
        })
        await expect(englishReader.getByRole('heading', { name: english.title })).toBeVisible()
        await expect(englishReader).toHaveTitle(startsWith(`${english.title} | `))
        await englishReading.close()

        // 6. A reader whose browser speaks Hindi: the API answers that browser's Accept-Language in
        //    Hindi, and the blog's Hindi address (its hreflang link) lists the Hindi title and opens the
        //    post in Hindi, with the Hindi title and description in the server's own HTML.
        const inHindi = await request.get(`/api/content/blogs/${postId}`, {
          headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
        })
        expect(inHindi.status()).toBe(200)
        expect(await inHindi.json()).toMatchObject({ title: hindi.title, excerpt: hindi.excerpt })

        const hindiReading = await browser.newContext({ ...device, locale: 'hi-IN' })
        const hindiReader = await hindiReading.newPage()
        await hindiReader.goto('/blog?lang=hi')
        await expect(hindiReader.locator('html')).toHaveAttribute('lang', 'hi')
        await press(hindiReader.getByRole('link', { name: hindi.title }).first())
        await expect(hindiReader.getByRole('heading', { name: hindi.title })).toBeVisible()
        await expect(hindiReader.getByText(hindi.content)).toBeVisible()
        await expect(hindiReader.getByText(english.title)).toHaveCount(0)

        const hindiPage = await hindiReader.goto(`/blog/${postId}?lang=hi`)
        expect(hindiPage?.status()).toBe(200)
        expect(serverHead(await (hindiPage as NonNullable<typeof hindiPage>).text())).toMatchObject({
          lang: 'hi',
          title: expect.stringMatching(startsWith(`${hindi.title} | `)),
          description: hindi.excerpt,
        })
        await expect(hindiReader.getByRole('heading', { name: hindi.title })).toBeVisible()
        await expect(hindiReader).toHaveTitle(startsWith(`${hindi.title} | `))
        await expect(hindiReader.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          hindi.excerpt,
        )
        await hindiReading.close()
      } finally {
        await deletePostsTitled(request, english.title)
      }
    })
  })
}

import { type APIRequestContext, devices, expect, type Page, test } from '@playwright/test'
import { openAdminTab, signInToAdmin } from './support/admin-session'
import { demoAdminToken } from './support/page-checks'

/**
 * Where a field has no Hindi, a visitor reading Hindi sees its English, in the page and its
 * meta description; staff see which fields are missing. (A post written wholly in both languages, read
 * by each reader down to <title> and the meta description: e2e/content-staff-journey.spec.ts.)
 */
const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7']

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

async function logInToContent(page: Page) {
  await signInToAdmin(page)
  await openAdminTab(page, 'Content')
}

async function postIdByTitle(request: APIRequestContext, title: string): Promise<string> {
  const posts = await (await request.get(`/api/content/blogs?q=${encodeURIComponent(title)}`)).json()
  expect(posts).toHaveLength(1)
  return posts[0].id
}

async function deletePost(request: APIRequestContext, id: string) {
  const token = await demoAdminToken(request)
  await request.delete(`/api/content/blogs/${id}`, { headers: { authorization: `Bearer ${token}` } })
}

const metaDescription = (page: Page) => page.locator('meta[name="description"]').getAttribute('content')

test('staff write a post in English and Hindi; a visitor switching to Hindi reads it in Hindi, English where Hindi is missing', async ({
  page,
  request,
  browser,
}) => {
  const id = unique()
  const english = `Why annual checkups matter ${id}`
  const hindi = `वार्षिक जाँच क्यों ज़रूरी है ${id}`
  await logInToContent(page)
  let postId = ''
  try {
    const posts = page.getByRole('region', { name: 'Blog posts' })
    await posts.getByRole('button', { name: 'Add blog post' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add blog post' })
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(english)
    await dialog
      .getByRole('textbox', { name: 'Content', exact: true })
      .fill('Catching problems early saves lives.')
    await dialog
      .getByRole('textbox', { name: 'Excerpt', exact: true })
      .fill('A yearly test finds problems early.')
    // Until staff write the Hindi, each field says it is missing.
    const hindiTitle = dialog.getByLabel('शीर्षक (हिन्दी)')
    const titleRow = dialog.locator('[data-localized-field="title"]')
    await expect(titleRow.getByText('Missing Hindi translation')).toBeVisible()
    await hindiTitle.fill(hindi)
    await expect(titleRow.getByText('Missing Hindi translation')).toHaveCount(0)
    await dialog.getByLabel('सारांश (हिन्दी)').fill('हर साल की जाँच बीमारी जल्दी पकड़ती है।')
    // The content stays English only: Hindi readers get the English body.
    await expect(
      dialog.locator('[data-localized-field="content"]').getByText('Missing Hindi translation'),
    ).toBeVisible()
    await dialog.getByRole('button', { name: 'Save post' }).click()
    await expect(page.getByText('Blog post added', { exact: true }).first()).toBeVisible()
    postId = await postIdByTitle(request, english)

    // A visitor in English switches to Hindi in the header: the list reads Hindi without a reload.
    const context = await browser.newContext()
    const visitor = await context.newPage()
    await visitor.goto('/blog')
    await expect(visitor.getByText(english).first()).toBeVisible()
    await visitor.getByLabel('Language').selectOption('hi')
    await expect(visitor.getByText(hindi).first()).toBeVisible()
    await expect(visitor.getByText(english)).toHaveCount(0)

    // The post's own address in Hindi: Hindi title and description, English body. The server paints
    // it in Hindi and carries the Hindi answer, which the app shows without reading it again.
    const postReads: string[] = []
    visitor.on('request', (sent) => {
      if (new URL(sent.url()).pathname === `/api/content/blogs/${postId}`) postReads.push(sent.url())
    })
    await visitor.goto(`/blog/${postId}?lang=hi`)
    await expect(visitor.getByRole('heading', { name: hindi })).toBeVisible()
    await expect(visitor.getByText('Catching problems early saves lives.')).toBeVisible()
    expect(postReads).toEqual([])
    const hindiPage = await (await request.get(`/blog/${postId}?lang=hi`)).text()
    // Its <title> and meta description in Hindi: e2e/content-staff-journey.spec.ts.
    expect(hindiPage).toContain(`<h1>${hindi}</h1>`)
    expect(hindiPage).toContain(`hreflang="en" href="${new URL(page.url()).origin}/blog/${postId}?lang=en"`)
    await context.close()
  } finally {
    if (postId) await deletePost(request, postId)
  }
})

test.describe('on a phone', () => {
  test.use(phone)

  test('a Hindi reader sees the Hindi title and English where the Hindi is missing', async ({
    page,
    request,
  }) => {
    const id = unique()
    const token = await demoAdminToken(request)
    const created = await request.post('/api/content/blogs', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: `Fasting before a blood test ${id}`,
        excerpt: 'What to eat the night before.',
        content: '<p>Water is fine.</p>',
        i18n: { hi: { title: `रक्त जाँच से पहले उपवास ${id}` } },
      },
    })
    expect(created.status()).toBe(201)
    const { id: postId } = await created.json()
    try {
      await page.goto(`/blog/${postId}`)
      await page.getByLabel('Language').selectOption('hi')
      await expect(page.getByRole('heading', { name: `रक्त जाँच से पहले उपवास ${id}` })).toBeVisible()
      await expect(page.getByText('Water is fine.')).toBeVisible()
      await page.goto(`/blog/${postId}?lang=hi`)
      await expect(page).toHaveTitle(new RegExp(`^रक्त जाँच से पहले उपवास ${id}`))
      // No Hindi excerpt: the description is the English one.
      expect(await metaDescription(page)).toBe('What to eat the night before.')
    } finally {
      await deletePost(request, postId)
    }
  })
})

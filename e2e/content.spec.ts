import { MESSAGES } from '@labsite/shared'
import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousAxeViolations, watchConsoleErrors } from './support/page-checks'

const main = (page: Page) => page.getByRole('main')
const region = (page: Page, name: string) => main(page).getByRole('region', { name })
const cardTitles = (page: Page, section: string) => region(page, section).getByRole('heading', { level: 3 })

test('blood tests: popular tests, search, category filter, empty result and the booking dialog', async ({
  page,
}) => {
  const errors = watchConsoleErrors(page)
  await page.goto('/blood-test')
  await expect(page).toHaveTitle('Blood Tests | Aarogya Diagnostics')
  await expect(page.getByRole('heading', { level: 1, name: 'Blood Tests' })).toBeVisible()
  await expect(cardTitles(page, 'Popular Blood Tests')).toHaveCount(6)
  await expectNoSeriousAxeViolations(page)

  const search = main(page).getByRole('searchbox', { name: 'Search blood tests' })
  // While a query is typed its matches come first and alone: the popular cards step aside.
  await search.fill('vitamin')
  await expect(cardTitles(page, 'Matches for “vitamin”')).toHaveText(['Vitamin D (25-OH)', 'Vitamin B12'])
  await expect(region(page, 'Popular Blood Tests')).toHaveCount(0)
  // Case-insensitive, and on the description too ("Glucose level after an overnight fast").
  await search.fill('OVERNIGHT')
  await expect(cardTitles(page, 'Matches for “OVERNIGHT”')).toHaveText(['Fasting Blood Sugar'])

  await search.fill('')
  await expect(cardTitles(page, 'Popular Blood Tests')).toHaveCount(6)
  await main(page).getByRole('combobox', { name: 'Category' }).selectOption('Diabetes')
  await expect(cardTitles(page, 'All Blood Tests')).toHaveText(['HbA1c', 'Fasting Blood Sugar'])
  await search.fill('qqqq zzzz')
  await expect(region(page, 'Matches for “qqqq zzzz”').getByText(MESSAGES.noTestsFound)).toBeVisible()
  await search.fill('')
  await expect(cardTitles(page, 'Popular Blood Tests')).toHaveCount(6)

  await region(page, 'Popular Blood Tests').getByRole('button', { name: 'Book Now: Lipid Profile' }).click()
  const dialog = page.getByRole('dialog', { name: 'Book Lipid Profile' })
  await expect(dialog).toBeVisible()
  // The dialog's own form belongs to the enquiries feature and is checked by that feature's own tests.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.mouse.move(0, 0) // judge the page at rest, not the hovered button
  await expectNoSeriousAxeViolations(page)
  expect(errors).toEqual([])
})

test('blog: featured articles, search, category filter, and a post on its own page', async ({
  page,
  request,
}) => {
  const errors = watchConsoleErrors(page)
  await page.goto('/blog')
  await expect(page).toHaveTitle('Health Blog | Aarogya Diagnostics')
  await expect(cardTitles(page, 'Featured Articles')).toHaveText([
    'mRNA Beyond Vaccines: What Comes Next',
    'How Biosimilars Are Lowering Treatment Costs',
  ])
  for (const count of ['12 articles', '8 articles', '15 articles', '10 articles']) {
    await expect(region(page, 'Categories').getByText(count)).toBeVisible()
  }
  await expect(
    region(page, 'Newsletter').getByRole('button', { name: 'Subscribe (coming soon)' }),
  ).toBeDisabled()
  await expectNoSeriousAxeViolations(page)

  const search = main(page).getByRole('searchbox', { name: 'Search articles' })
  await search.fill('SLEEP')
  await expect(cardTitles(page, 'All Articles')).toHaveText(['Five Habits for Better Sleep'])
  await search.fill('')
  await main(page).getByRole('combobox', { name: 'Category' }).selectOption('Diagnostics')
  await expect(cardTitles(page, 'All Articles')).toHaveText(['Understanding Your Lipid Profile'])

  await region(page, 'All Articles').getByRole('link', { name: 'Understanding Your Lipid Profile' }).click()
  await expect(page).toHaveURL(/\/blog\/[0-9a-f-]{36}$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Understanding Your Lipid Profile' }),
  ).toBeVisible()
  await expect(main(page).getByText('This guide explains every line of the report')).toBeVisible()
  await expect(page).toHaveTitle('Understanding Your Lipid Profile | Aarogya Diagnostics')
  await expectNoSeriousAxeViolations(page)

  // The server sends the same title and an article card to search engines and link previews.
  const html = await (await request.get(new URL(page.url()).pathname)).text()
  expect(html).toContain('<title>Understanding Your Lipid Profile | Aarogya Diagnostics</title>')
  expect(html).toContain('<meta property="og:type" content="article" />')
  expect(errors).toEqual([])
})

test('the terms page is a real page', async ({ page }) => {
  const errors = watchConsoleErrors(page)
  const response = await page.goto('/terms')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible()
  await expect(main(page).getByRole('heading', { name: '2. Booking enquiries' })).toBeVisible()
  await expect(page).toHaveTitle('Terms and Conditions | Aarogya Diagnostics')
  await expectNoSeriousAxeViolations(page)
  expect(errors).toEqual([])
})

test('an unknown page answers 404 and is kept out of search results', async ({ page, request }) => {
  const response = await page.goto('/no-such-page-at-all')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  const html = await (await request.get('/no-such-page-at-all')).text()
  expect(html).toContain('<meta name="robots" content="noindex" />')
})

test('search engines find the sitemap, the robots rules and each page’s metadata', async ({ request }) => {
  const robots = await request.get('/robots.txt')
  expect(await robots.text()).toContain('Disallow: /admin')
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/blog\/[0-9a-f-]{36}<\/loc>/)
  expect(sitemap).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/service\/[0-9a-f-]{36}<\/loc>/)
  const home = await (await request.get('/')).text()
  expect(home).toContain('"@type":"MedicalBusiness"')
  expect(home).toContain('<link rel="icon" href="/favicon.ico" type="image/x-icon" />')
  const favicon = await request.get('/favicon.ico')
  expect(favicon.status()).toBe(200)
  expect((await favicon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]))
})

import { expect, test } from '@playwright/test'

/** A page's title and description set in Settings → SEO reach its HTML, in both languages. */
const ADMIN = { email: 'admin@aarogya.demo', password: 'Admin@12345' }
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

test('an SEO title and description for /offers are in the page and its Hindi version; emptied, the automatic ones return', async ({
  page,
  request,
}) => {
  const title = `Lab test offers ${unique()}`
  const hindiTitle = `लैब टेस्ट ऑफ़र ${unique()}`
  await page.goto('/admin/settings')
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email)
  await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'SEO' })).toBeVisible()

  await page.getByRole('button', { name: 'Special Offers (/offers)' }).click()
  const panel = page.getByRole('region', { name: 'Special Offers (/offers)' })
  const english = panel.getByLabel('Title (English)')
  await expect(english).toHaveAttribute('placeholder', /^Special Offers \| /)
  await english.fill(title)
  await panel.getByLabel('Title (Hindi)').fill(hindiTitle)
  await panel.getByLabel('Description (English)').fill('Up to 60% off health checkups this month.')
  await page.getByRole('button', { name: 'Save SEO' }).click()
  await expect(page.getByText('Page SEO updated')).toBeVisible()

  await page.goto('/offers')
  await expect(page).toHaveTitle(title)
  const html = await (await request.get('/offers')).text()
  expect(html).toContain(`<title>${title}</title>`)
  expect(html).toContain('<meta name="description" content="Up to 60% off health checkups this month." />')
  expect(await (await request.get('/offers?lang=hi')).text()).toContain(`<title>${hindiTitle}</title>`)

  // Put the automatic values back for the other journeys sharing this database.
  await page.goto('/admin/settings')
  await page.getByRole('button', { name: 'Special Offers (/offers)' }).click()
  await panel.getByLabel('Title (English)').fill('')
  await panel.getByLabel('Title (Hindi)').fill('')
  await panel.getByLabel('Description (English)').fill('')
  await page.getByRole('button', { name: 'Save SEO' }).click()
  await expect(page.getByText('Page SEO updated')).toBeVisible()
  expect(await (await request.get('/offers')).text()).toMatch(/<title>Special Offers \| [^<]+<\/title>/)
})

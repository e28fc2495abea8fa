import AxeBuilder from '@axe-core/playwright'
import { devices, expect, type Page, test } from '@playwright/test'
import { openAdminTab, signInToAdmin } from './support/admin-session'
import { demoAdminToken } from './support/page-checks'

const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7']

/** A distinct suffix per test, since every test of the run shares one database. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

const publicServiceTitles = async (page: Page) =>
  ((await (await page.request.get('/api/service')).json()) as { title: string }[]).map((s) => s.title)

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('services are reordered by keyboard (space, arrow, space) and the public list follows', async ({
  page,
}) => {
  // The journeys share one database: the home page's tiles (home.spec) expect the demo order back.
  const before = (await (await page.request.get('/api/service')).json()) as { _id: string; order: number }[]
  try {
    await signInToAdmin(page)
    const [first, second] = await publicServiceTitles(page)
    const handle = page.getByRole('button', { name: `Drag ${first} to reorder` })
    await handle.focus()
    await page.keyboard.press('Space')
    await expect(handle).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Space')
    await expect(page.getByText('The new order was saved.')).toBeVisible()
    await expect.poll(async () => (await publicServiceTitles(page)).slice(0, 2)).toEqual([second, first])
    await page.reload()
    await expect(page.getByRole('article').first()).toHaveAttribute('aria-label', second)
  } finally {
    const token = await demoAdminToken(page.request)
    const restored = await page.request.put('/api/service/reorder/all', {
      headers: { authorization: `Bearer ${token}` },
      data: { items: before.map(({ _id, order }) => ({ _id, order })) },
    })
    expect(restored.status()).toBe(200)
  }
})

test('a search disables reordering, and the sort and search narrow the grid', async ({ page }) => {
  await signInToAdmin(page)
  const [first] = await publicServiceTitles(page)
  await page.getByRole('searchbox', { name: 'Search services' }).fill(first)
  await expect(page.getByText(/clear the search, category and sort/)).toBeVisible()
  await expect(page.getByRole('button', { name: `Drag ${first} to reorder` })).toBeDisabled()
  await expect(page.getByRole('article', { name: first })).toBeVisible()
})

test('two blood tests are deleted at once after a confirmation that names the count', async ({ page }) => {
  const names = [`E2E Bulk A ${unique()}`, `E2E Bulk B ${unique()}`]
  const token = await demoAdminToken(page.request)
  for (const name of names) {
    const created = await page.request.post('/api/blood-tests', {
      headers: { authorization: `Bearer ${token}` },
      data: { name, category: 'E2E Bulk', price: 100, originalPrice: 200 },
    })
    expect(created.status()).toBe(201)
  }
  await signInToAdmin(page)
  await openAdminTab(page, 'Blood Tests')
  await page.getByRole('combobox', { name: 'Category' }).click()
  await page.getByRole('option', { name: 'E2E Bulk', exact: true }).click()
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check()
  await page.getByRole('button', { name: 'Delete 2 blood tests' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete 2 blood tests?' })
  await expect(dialog).toContainText('Delete 2 blood tests? This cannot be undone.')
  await dialog.getByRole('button', { name: 'Delete 2 blood tests' }).click()
  await expect(page.getByText('2 blood tests deleted.')).toBeVisible()
  for (const name of names) await expect(page.getByRole('article', { name })).toHaveCount(0)
  const left = (await (await page.request.get('/api/blood-tests?category=E2E%20Bulk')).json()) as unknown[]
  expect(left).toEqual([])
})

test('the Services tab with its toolbar and a selection has no serious accessibility violations', async ({
  page,
}) => {
  await signInToAdmin(page)
  const [first] = await publicServiceTitles(page)
  await page.getByRole('checkbox', { name: `Select ${first}` }).check()
  await expect(page.getByRole('button', { name: 'Delete 1 service' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('the other arranged tabs, with their toolbars, have no serious accessibility violations', async ({
  page,
}) => {
  // One axe scan per tab: a slow test's budget, as the catalogue tabs' sweep has.
  test.slow()
  await signInToAdmin(page)
  for (const name of ['Blood Tests', 'Offers', 'Thyroid Packages', 'Menu', 'Backgrounds', 'Sliders']) {
    await openAdminTab(page, name)
    await expect(page.getByRole('tabpanel').getByLabel(/^Loading/)).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Drag .* to reorder$/ }).first()).toBeVisible()
    expect((await seriousViolations(page)).map((violation) => `${name}: ${violation}`)).toEqual([])
  }
})

test.describe('on a phone', () => {
  test.use({ ...phone })
  test('the Services tab has no serious accessibility violations', async ({ page }) => {
    await signInToAdmin(page)
    await expect(page.getByRole('searchbox', { name: 'Search services' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})

test('at 1440 px the bookings list fits without scrolling sideways, and a booking opens in a side panel', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const name = `E2E Desk ${unique()}`
  const booked = await page.request.post('/api/consult/consultation', {
    multipart: {
      name,
      email: 'e2e.desk@example.com',
      phone: '+91 98765 43210',
      address: '12 Health Avenue, Bengaluru',
      description: 'A long description of what the patient asked for, to see the row stays narrow. '.repeat(
        3,
      ),
    },
  })
  expect(booked.status()).toBe(201)
  await signInToAdmin(page)
  await openAdminTab(page, 'Consultations')
  const row = page.getByRole('row', { name: new RegExp(name) })
  await expect(row).toBeVisible()
  const table = page.getByRole('table').first()
  const overflow = await table.evaluate((element) => {
    const box = element.closest('.mantine-ScrollArea-viewport') ?? element.parentElement
    return box ? box.scrollWidth - box.clientWidth : 0
  })
  expect(overflow).toBeLessThanOrEqual(0)
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)

  await row.getByRole('button', { name: `Open booking of ${name}` }).click()
  const panel = page.getByRole('dialog', { name: `Booking of ${name}` })
  await expect(panel.getByRole('link', { name: 'e2e.desk@example.com' })).toBeVisible()
  await expect(panel.getByText('12 Health Avenue, Bengaluru')).toBeVisible()
  await expect(panel.getByRole('button', { name: `Payments of ${name}` })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('two offers are unpublished at once and leave the public Offers page, then come back', async ({
  page,
}) => {
  const titles = [`E2E Unpublish A ${unique()}`, `E2E Unpublish B ${unique()}`]
  const token = await demoAdminToken(page.request)
  for (const title of titles) {
    const created = await page.request.post('/api/offers', {
      headers: { authorization: `Bearer ${token}` },
      data: { title, discount: 10, discountedPrice: 900, originalPrice: 1000 },
    })
    expect(created.status()).toBe(201)
  }
  const publicTitles = async () =>
    ((await (await page.request.get('/api/offers')).json()) as { title: string }[]).map(
      (offer) => offer.title,
    )
  expect(await publicTitles()).toEqual(expect.arrayContaining(titles))

  await signInToAdmin(page)
  await openAdminTab(page, 'Offers')
  // Other journeys add offers too: the search keeps these two on the first page.
  await page.getByRole('searchbox', { name: 'Search offers' }).fill('E2E Unpublish')
  for (const title of titles) await page.getByRole('checkbox', { name: `Select ${title}` }).check()
  await page.getByRole('button', { name: 'Unpublish 2 offers' }).click()
  const dialog = page.getByRole('dialog', { name: 'Unpublish 2 offers?' })
  await expect(dialog).toContainText('Visitors will no longer see 2 offers.')
  await dialog.getByRole('button', { name: 'Unpublish 2 offers' }).click()
  await expect(page.getByText('2 offers unpublished.')).toBeVisible()
  await expect.poll(publicTitles).not.toContain(titles[0])
  expect(await publicTitles()).not.toContain(titles[1])

  for (const title of titles) await page.getByRole('checkbox', { name: `Select ${title}` }).check()
  await page.getByRole('button', { name: 'Publish 2 offers', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Publish 2 offers?' })
    .getByRole('button', { name: 'Publish 2 offers', exact: true })
    .click()
  await expect.poll(publicTitles).toEqual(expect.arrayContaining(titles))
})

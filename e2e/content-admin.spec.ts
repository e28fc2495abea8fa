import { expect, type Page, test } from '@playwright/test'

const ADMIN = { email: 'admin@aarogya.demo', password: 'Admin@12345' }
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

async function tryLogin(page: Page, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email)
  await page.getByRole('textbox', { name: 'Password' }).fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

async function signIn(page: Page) {
  await page.goto('/admin')
  await tryLogin(page, ADMIN.password)
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click()
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true')
}

test('a failed admin login leaves no "Login failed" toast once the next try succeeds', async ({ page }) => {
  await page.goto('/admin')
  await tryLogin(page, 'wrong-password')
  await expect(page.getByText('Login failed')).toBeVisible()
  await tryLogin(page, ADMIN.password)
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
  await expect(page.getByText('Login successful')).toBeVisible()
  await expect(page.getByText('Login failed')).toHaveCount(0)
})

test('an offer created in the admin is on /offers, and moving it first puts it first', async ({ page }) => {
  const title = `Monsoon Wellness ${unique()}`
  await signIn(page)
  await openTab(page, 'Offers')
  await page.getByRole('button', { name: 'Add Offer' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Offer' })
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Discount (%)').fill('35')
  await dialog.getByLabel('Offer price (₹)').fill('1299')
  await dialog.getByLabel('Original price (₹)').fill('1999')
  await dialog.getByLabel('Picture', { exact: true }).fill('/uploads/demo/offer-full-body.webp')
  await dialog.getByLabel('Picture description (alt text)').fill('A lab technician with sample tubes')
  await dialog.getByRole('button', { name: 'Add Offer' }).click()
  await expect(page.getByText('Offer added')).toBeVisible()

  // New offers go last; move it to the top.
  const card = page.getByRole('listitem', { name: title })
  await expect(card).toBeVisible()
  const offers = page.getByRole('list', { name: 'Offers' }).getByRole('listitem')
  const position = () =>
    offers.evaluateAll((items, name) => items.findIndex((item) => item.ariaLabel === name), title)
  // By keyboard (space, arrow up, space), one place at a time, each waiting for the card to move.
  const handle = card.getByRole('button', { name: `Drag ${title} to reorder` })
  for (let from = await position(); from > 0; from--) {
    await handle.focus()
    await page.keyboard.press('Space')
    await expect(handle).toHaveAttribute('aria-pressed', 'true')
    // dnd-kit measures the places a card can go just after it is picked up, and moves it on the next frame.
    await page.waitForTimeout(200)
    await page.keyboard.press('ArrowUp')
    await page.waitForTimeout(200)
    await page.keyboard.press('Space')
    await expect.poll(position).toBe(from - 1)
  }

  await page.goto('/offers')
  const first = page.getByRole('article').filter({ hasText: '% OFF' }).first()
  await expect(first.getByRole('heading', { name: title })).toBeVisible()
  await expect(first.getByText('35% OFF')).toBeVisible()
  await expect(first.getByRole('img', { name: 'A lab technician with sample tubes' })).toBeVisible()
})

test('a thyroid package created in the admin is on /aarogya-package', async ({ page }) => {
  const name = `Thyroid Kids Care ${unique()}`
  await signIn(page)
  await openTab(page, 'Thyroid Packages')
  await page.getByRole('button', { name: 'Add Thyroid package' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Thyroid Package' })
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel(/^Price/).fill('349')
  await dialog.getByLabel('Original price (₹)').fill('699')
  await dialog.getByLabel('Tests included').fill('TSH, Free T4')
  await dialog.getByRole('button', { name: 'Add Thyroid Package' }).click()
  await expect(page.getByText('Thyroid package added')).toBeVisible()

  await page.goto('/aarogya-package')
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) })
  await expect(card).toBeVisible()
  await expect(card.getByText('Save 50%')).toBeVisible()
})

test('the sliders are the promotions carousel of /offers', async ({ page }) => {
  await page.goto('/offers')
  const carousel = page.getByRole('region', { name: 'Promotions' })
  await expect(carousel.getByText('Free home sample collection')).toBeVisible()
})

test('renaming the site changes the admin header at once, and the footer and title everywhere', async ({
  page,
}) => {
  const name = `Sehat Labs ${unique()}`
  await signIn(page)
  await openTab(page, 'Settings')
  const field = page.getByRole('textbox', { name: 'Website name' })
  const before = await field.inputValue()
  await field.fill(name)
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Site settings updated')).toBeVisible()
  // The header above the admin panel follows without a reload.
  await expect(page.getByRole('banner').getByText(name)).toBeVisible()

  await page.goto('/blood-test')
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} ${name}`)
  await expect(page).toHaveTitle(`Blood Tests | ${name}`)

  // Put the name back for the other journeys sharing this database.
  await page.goto('/admin/settings')
  await page.getByRole('textbox', { name: 'Website name' }).fill(before)
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Site settings updated')).toBeVisible()
})

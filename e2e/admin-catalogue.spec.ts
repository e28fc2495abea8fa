import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'

const ADMIN = { email: 'admin@aarogya.demo', password: 'Admin@12345' }
const STAFF = { email: 'staff@aarogya.demo', password: 'Staff@12345' }
const CATALOGUE_TABS = ['Services', 'Blood Tests', 'Contact Info', 'Menu', 'Backgrounds', 'Sliders'] as const

/** A distinct suffix per test, since every test of the run shares one database. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin')
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email)
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click()
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true')
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/admin/login', { data: ADMIN })
  expect(answer.ok()).toBeTruthy()
  return (await answer.json()).token
}

/** A real PNG drawn by the browser, so the server's image check accepts it. */
async function makePng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 64
    canvas.height = 48
    const context = canvas.getContext('2d') as CanvasRenderingContext2D
    context.fillStyle = '#0b7285'
    context.fillRect(0, 0, 64, 48)
    context.fillStyle = '#ffffff'
    context.fillRect(16, 12, 32, 24)
    return canvas.toDataURL('image/png')
  })
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64')
}

/** Uploads a fresh PNG through the field's Upload button (the platform's file picker). */
async function uploadImage(page: Page, scope: Locator, fieldLabel: string) {
  const png = await makePng(page)
  const chooser = page.waitForEvent('filechooser')
  await scope.getByRole('button', { name: 'Upload', exact: true }).click()
  await (await chooser).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png })
  await expect(scope.getByRole('textbox', { name: fieldLabel, exact: true })).toHaveValue(/\/uploads\//)
  await expect(scope.getByRole('img', { name: `${fieldLabel} preview` })).toBeVisible()
}

async function expectToast(page: Page, title: string) {
  await expect(page.getByRole('alert').filter({ hasText: title }).first()).toBeVisible()
}

test('admin login: a wrong password shows the failure toast, the right one opens the panel', async ({
  page,
}) => {
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email)
  await page.getByRole('textbox', { name: 'Password' }).fill('wrong-password')
  await page.getByRole('button', { name: 'Login' }).click()
  await expectToast(page, 'Login failed')
  await expect(page.getByText('Invalid username or password.')).toBeVisible()

  await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expectToast(page, 'Login successful')
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/services$/)
})

test('every catalogue tab opens without console errors and has no serious accessibility violations', async ({
  page,
}) => {
  // One axe scan per tab (6–18 s each on a busy 2-core machine): the budget of several tests.
  test.slow()
  await signIn(page, ADMIN)
  const errors = collectConsoleErrors(page)
  for (const name of CATALOGUE_TABS) {
    await openTab(page, name)
    await expect(page.getByRole('tabpanel')).not.toContainText('Could not load')
    await expect(page.getByRole('tabpanel').getByLabel(/^Loading/)).toHaveCount(0)
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    expect(serious).toEqual([])
  }
  expect(errors).toEqual([])
})

test('a service is added with an uploaded image, shown on /all-services, edited and deleted', async ({
  page,
}) => {
  const title = `E2E Liver Panel ${unique()}`
  await signIn(page, ADMIN)
  await page.getByRole('button', { name: 'Add New Service' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Service' })
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await dialog.getByRole('textbox', { name: 'Category', exact: true }).fill('Liver')
  await dialog.getByLabel('Short description').fill('Checks how well the liver works.')
  await dialog.getByRole('textbox', { name: /^Price \(/ }).fill('1299')
  await dialog.getByLabel('Duration').fill('20 min')
  await dialog.getByLabel('Rating').fill('4.7')
  await dialog.getByLabel('Patients').fill('120')
  await dialog.getByLabel('Image alt text').fill('Liver panel sample tubes')
  await dialog.getByLabel('Feature 1').fill('ALT and AST')
  await dialog.getByRole('button', { name: 'Add feature' }).click()
  await uploadImage(page, dialog, 'Image')
  await dialog.getByRole('button', { name: 'Add Service' }).click()
  await expectToast(page, 'Service added')
  await expect(dialog).toBeHidden()
  const card = page.getByRole('article', { name: title })
  await expect(card).toContainText('₹1,299')
  await expect(card.getByRole('img', { name: 'Liver panel sample tubes' })).toHaveAttribute(
    'src',
    /\/uploads\//,
  )

  await page.goto('/all-services')
  await expect(page.getByText(title).first()).toBeVisible()
  await expect(page.getByRole('img', { name: 'Liver panel sample tubes' }).first()).toHaveAttribute(
    'src',
    /\/uploads\//,
  )

  await page.goto('/admin/services')
  await page.getByRole('button', { name: `Edit ${title}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Service' })
  await expect(edit.getByLabel('Feature 1')).toHaveValue('ALT and AST')
  await expect(edit.getByLabel('Feature 2')).toHaveCount(0)
  await edit.getByRole('textbox', { name: /^Price \(/ }).fill('1499')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Service updated')
  await expect(page.getByRole('article', { name: title })).toContainText('₹1,499')

  await page.getByRole('button', { name: `Delete ${title}` }).click()
  await page.getByRole('dialog', { name: 'Confirm delete' }).getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Service deleted')
  await expect(page.getByRole('article', { name: title })).toHaveCount(0)
})

test('a blood test is added, edited and deleted', async ({ page }) => {
  const name = `E2E Ferritin ${unique()}`
  await signIn(page, ADMIN)
  await openTab(page, 'Blood Tests')
  await page.getByRole('button', { name: 'Add New Blood Test' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Blood Test' })
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Category').fill('Iron Studies')
  await dialog.getByLabel('Description').fill('Measures stored iron.')
  await dialog.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill('450')
  await dialog.getByLabel('Original price (₹)').fill('600')
  await dialog.getByRole('button', { name: 'Add Blood Test' }).click()
  await expectToast(page, 'Blood test added')
  const card = page.getByRole('article', { name })
  await expect(card).toContainText('₹450')
  await expect(card).toContainText('Report in 24 hours')

  await card.getByRole('button', { name: `Edit ${name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Blood Test' })
  await edit.getByLabel('Report time').fill('6 hours')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Blood test updated')
  await expect(page.getByRole('article', { name })).toContainText('Report in 6 hours')

  await page.getByRole('button', { name: `Delete ${name}` }).click()
  await page.getByRole('dialog', { name: 'Confirm delete' }).getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Blood test deleted')
  await expect(page.getByRole('article', { name })).toHaveCount(0)
})

test('a contact info update reaches the site header', async ({ page }) => {
  const phone = `+91 98${Date.now().toString().slice(-8)}`
  await signIn(page, ADMIN)
  await openTab(page, 'Contact Info')
  await page.getByLabel('Phone').fill(phone)
  await page.getByLabel('Business hours').fill('Mon-Sat 7:00-21:00')
  await expect(page.getByRole('button', { name: /^Remove Address line/ }).first()).toBeVisible()
  await page.getByRole('button', { name: 'Update Contact Information' }).click()
  await expectToast(page, 'Contact info updated')

  await page.goto('/')
  await expect(page.getByRole('banner')).toContainText(`Call us: ${phone}`)
  await expect(page.getByRole('banner')).toContainText('Mon-Sat 7:00-21:00')
})

test('menu: a missing field is refused, an item is added, reordered (keyboard and drag) and deleted', async ({
  page,
}) => {
  const title = `E2E Menu ${unique()}`
  await signIn(page, ADMIN)
  await openTab(page, 'Menu')
  await page.getByRole('button', { name: 'Add Menu Item' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Menu Item' })
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await dialog.getByRole('button', { name: 'Save menu item' }).click()
  await expect(dialog.getByText('Path is required')).toBeVisible()

  await dialog.getByRole('textbox', { name: 'Path', exact: true }).fill('/offers')
  await dialog.getByRole('button', { name: 'Save menu item' }).click()
  await expectToast(page, 'Menu item added')
  const rows = page.getByRole('list', { name: 'Menu items' }).getByRole('listitem')
  await expect(rows.last()).toHaveAttribute('aria-label', title)

  const count = await rows.count()
  // By keyboard: focus the handle, space to pick up, arrow up, space to drop.
  const handle = page.getByRole('button', { name: `Drag ${title} to reorder` })
  await handle.focus()
  await page.keyboard.press('Space')
  await expect(handle).toHaveAttribute('aria-pressed', 'true')
  // dnd-kit measures the places a row can go just after it is picked up, and moves it on the next frame.
  await page.waitForTimeout(200)
  await page.keyboard.press('ArrowUp')
  await page.waitForTimeout(200)
  await page.keyboard.press('Space')
  await expectToast(page, 'Menu reordered')
  await expect(rows.nth(count - 2)).toHaveAttribute('aria-label', title)

  // By mouse: press the handle and move in small steps onto the row above (dnd-kit follows the pointer).
  const from = await rows
    .nth(count - 2)
    .getByTitle('Drag to reorder')
    .boundingBox()
  const onto = await rows.nth(count - 3).boundingBox()
  if (!from || !onto) throw new Error('The menu rows are not laid out')
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, onto.y + onto.height / 2, { steps: 12 })
  await page.mouse.up()
  await expect(rows.nth(count - 3)).toHaveAttribute('aria-label', title)
  await page.reload()
  await expect(rows.nth(count - 3)).toHaveAttribute('aria-label', title)

  await page.getByRole('button', { name: `Delete menu item "${title}"` }).click()
  await page.getByRole('dialog', { name: 'Confirm delete' }).getByRole('button', { name: 'Delete' }).click()
  await expectToast(page, 'Menu item deleted')
  await expect(page.getByRole('listitem', { name: title })).toHaveCount(0)
})

for (const tab of [
  { name: 'Backgrounds', noun: 'Background', altLabel: 'Alt text' },
  // A slider's text is the caption shown under the promotion on /offers.
  { name: 'Sliders', noun: 'Slider', altLabel: 'Caption' },
]) {
  test(`${tab.name}: a non-image upload is refused; an image is uploaded and added with its thumbnail`, async ({
    page,
  }) => {
    const alt = `E2E ${tab.noun} ${unique()}`
    await signIn(page, ADMIN)
    await openTab(page, tab.name)
    await page.getByRole('button', { name: `Add ${tab.noun}` }).click()
    const addForm = page.getByRole('dialog', { name: `Add ${tab.noun}` })
    await addForm.getByRole('button', { name: `Add ${tab.noun}` }).click()
    await expectToast(page, 'Please fill in all fields')

    const chooser = page.waitForEvent('filechooser')
    await addForm.getByRole('button', { name: 'Upload', exact: true }).click()
    await (await chooser).setFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    })
    await expectToast(page, 'Upload failed')
    await expect(addForm.getByRole('textbox', { name: 'Image URL', exact: true })).toHaveValue('')

    await uploadImage(page, addForm, 'Image URL')
    await addForm.getByLabel(tab.altLabel).fill(alt)
    await addForm.getByRole('button', { name: `Add ${tab.noun}` }).click()
    await expectToast(page, `${tab.noun} added`)
    const card = page.getByRole('article', { name: alt })
    await expect(card.getByRole('img', { name: alt })).toHaveAttribute('src', /\/uploads\//)
  })
}

test('a stale edit opens the conflict dialog; "Overwrite with mine" saves', async ({ page, request }) => {
  const title = `E2E Conflict ${unique()}`
  const token = await apiToken(request)
  const created = await request.post('/api/service', {
    headers: { authorization: `Bearer ${token}` },
    data: { title, category: 'Test', description: 'Before', price: '100', duration: '10 min', imageAlt: 'x' },
  })
  expect(created.status()).toBe(201)
  const { service } = await created.json()

  await signIn(page, ADMIN)
  await page.getByRole('button', { name: `Edit ${title}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Service' })
  await edit.getByRole('textbox', { name: /^Price \(/ }).fill('300')

  const otherToken = await apiToken(request)
  const theirs = await request.put(`/api/service/${service._id}`, {
    headers: { authorization: `Bearer ${otherToken}` },
    data: { price: '200' },
  })
  expect(theirs.ok()).toBeTruthy()

  await edit.getByRole('button', { name: 'Save Changes' }).click()
  const conflict = page.getByRole('dialog', { name: 'Someone else changed this record' })
  await expect(conflict).toBeVisible()
  // Staff edit the number; the price text is derived from it.
  const amountRow = conflict.getByRole('row', { name: /^Amount/ })
  await expect(amountRow).toContainText('200')
  await expect(amountRow).toContainText('300')
  await conflict.getByRole('button', { name: 'Overwrite with mine' }).click()
  await expectToast(page, 'Service updated')
  await expect(page.getByRole('article', { name: title })).toContainText('₹300')
  const stored = await (await request.get(`/api/service/${service._id}`)).json()
  expect(stored.amount).toBe(300)
  expect(stored.price).toBe('₹300')
})

test('staff see the catalogue read-only', async ({ page }) => {
  await signIn(page, STAFF)
  await expect(page.getByRole('tab', { name: 'Audit' })).toHaveCount(0)
  for (const name of CATALOGUE_TABS) {
    await openTab(page, name)
    await expect(page.getByText('Read-only: only administrators can change the catalogue.')).toBeVisible()
  }
  await openTab(page, 'Services')
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add New Service' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0)
  await openTab(page, 'Blood Tests')
  await expect(page.getByRole('button', { name: 'Add New Blood Test' })).toHaveCount(0)
  await openTab(page, 'Contact Info')
  await expect(page.getByRole('button', { name: 'Update Contact Information' })).toHaveCount(0)
  await expect(page.getByLabel('Phone')).toBeDisabled()
  await openTab(page, 'Menu')
  await expect(page.getByRole('button', { name: 'Add Menu Item' })).toHaveCount(0)
  await openTab(page, 'Backgrounds')
  await expect(page.getByRole('button', { name: 'Add Background' })).toHaveCount(0)
})

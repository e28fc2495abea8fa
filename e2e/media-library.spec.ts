import AxeBuilder from '@axe-core/playwright'
import { devices, expect, type Page, test } from '@playwright/test'
import { openAdminTab, restoreVersion, signInToAdmin } from './support/admin-session'
import { demoAdminToken } from './support/page-checks'

/**
 * The media library (several pictures at once, reused by two picture fields, refused
 * deletion while in use) and restoring an older version of a service from its History drawer.
 */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

/** A real PNG drawn by the browser (the server re-encodes uploads, so it must be one). */
async function makePng(page: Page, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas')
    canvas.width = 320
    canvas.height = 200
    const context = canvas.getContext('2d') as CanvasRenderingContext2D
    context.fillStyle = fill
    context.fillRect(0, 0, 320, 200)
    return canvas.toDataURL('image/png')
  }, colour)
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64')
}

/** Adds pictures with "Choose pictures" (the platform's picker, several at once) and waits for each. */
async function uploadToLibrary(page: Page, names: string[]) {
  const files = await Promise.all(
    names.map(async (name, index) => ({
      name,
      mimeType: 'image/png',
      buffer: await makePng(page, ['#0b7285', '#e67700', '#5f3dc4'][index % 3]),
    })),
  )
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose pictures' }).click()
  await (await chooser).setFiles(files)
  const uploads = page.getByRole('list', { name: 'Uploads' })
  for (const name of names) {
    await expect(uploads.getByRole('listitem').filter({ hasText: name })).toContainText('Added')
  }
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious).toEqual([])
}

test('two pictures uploaded at once; one is chosen for a slider and an offer, shown on /offers, and cannot be deleted while used', async ({
  page,
}) => {
  // Uploads, two admin forms and two public pages in one journey: a slow test's budget on a busy machine.
  test.slow()
  const id = unique()
  const [first, second] = [`e2e-lab-${id}.png`, `e2e-tubes-${id}.png`]
  const alt = `Sample tubes ${id}`
  const offerTitle = `Library Offer ${id}`

  await signInToAdmin(page)
  await openAdminTab(page, 'Media')
  await uploadToLibrary(page, [first, second])
  const grid = page.getByRole('list', { name: 'Pictures' })
  await expect(grid.getByRole('listitem', { name: first })).toBeVisible()
  await expect(grid.getByRole('listitem', { name: second })).toBeVisible()

  // The alt text is kept on the picture and offered with it.
  await grid.getByRole('button', { name: `Edit alt text of ${second}` }).click()
  const altDialog = page.getByRole('dialog', { name: 'Edit alt text' })
  await altDialog.getByLabel('Alt text (English)').fill(alt)
  await altDialog.getByLabel('Alt text (Hindi)').fill('नमूना ट्यूब')
  await altDialog.getByRole('button', { name: 'Save alt text' }).click()
  await expect(page.getByText('Alt text saved')).toBeVisible()
  await expect(grid.getByRole('img', { name: alt })).toBeVisible()
  await expectNoSeriousViolations(page, 'Media tab')

  // A slider from the library: address and caption from the picture.
  await openAdminTab(page, 'Sliders')
  await page.getByRole('button', { name: 'Add Slider' }).click()
  const addForm = page.getByRole('dialog', { name: 'Add Slider' })
  await addForm.getByRole('button', { name: 'Choose from library for Image URL' }).click()
  const picker = page.getByRole('dialog', { name: 'Choose a picture for Image URL' })
  await picker.getByLabel('Search pictures').fill(id)
  await picker.getByRole('button', { name: `Choose ${second}` }).click()
  await expect(picker).toBeHidden()
  const imageUrl = await addForm.getByRole('textbox', { name: 'Image URL', exact: true }).inputValue()
  expect(imageUrl).toMatch(/^\/uploads\//)
  await expect(addForm.getByLabel('Caption')).toHaveValue(alt)
  await addForm.getByRole('button', { name: 'Add Slider' }).click()
  await expect(page.getByText('Slider added')).toBeVisible()

  // The same picture for an offer.
  await openAdminTab(page, 'Offers')
  await page.getByRole('button', { name: 'Add Offer' }).click()
  const offer = page.getByRole('dialog', { name: 'Add Offer' })
  await offer.getByLabel('Title').fill(offerTitle)
  await offer.getByLabel('Discount (%)').fill('40')
  await offer.getByLabel('Offer price (₹)').fill('899')
  await offer.getByLabel('Original price (₹)').fill('1499')
  await offer.getByRole('button', { name: 'Choose from library for Picture' }).click()
  const offerPicker = page.getByRole('dialog', { name: 'Choose a picture for Picture' })
  await offerPicker.getByLabel('Search pictures').fill(second)
  await offerPicker.getByRole('button', { name: `Choose ${second}` }).click()
  await expect(offer.getByLabel('Picture', { exact: true })).toHaveValue(imageUrl)
  await expect(offer.getByLabel('Picture description (alt text)')).toHaveValue(alt)
  await offer.getByRole('button', { name: 'Add Offer' }).click()
  await expect(page.getByText('Offer added')).toBeVisible()

  await page.goto('/offers')
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: offerTitle }) })
  await expect(card.getByRole('img', { name: alt })).toHaveAttribute('src', imageUrl)
  await expect(page.getByRole('region', { name: 'Promotions' }).getByText(alt)).toBeAttached()

  // In use: the delete is refused, naming where.
  await page.goto('/admin/media')
  await page.getByLabel('Search pictures').fill(second)
  await page.getByRole('button', { name: `Delete ${second}` }).click()
  await page.getByRole('dialog', { name: 'Confirm delete' }).getByRole('button', { name: 'Delete' }).click()
  const refusal = page.getByRole('alert').filter({ hasText: 'Picture in use' })
  await expect(refusal).toBeVisible()
  await expect(refusal).toContainText('This picture is used by:')
  await expect(refusal).toContainText(offerTitle)
  await expect(refusal).toContainText('Slider')
  await expect(
    page.getByRole('list', { name: 'Pictures' }).getByRole('listitem', { name: second }),
  ).toBeVisible()
})

test('an older version of a service is restored from its History drawer and the public page shows it', async ({
  page,
  request,
}) => {
  const oldTitle = `E2E Kidney Panel ${unique()}`
  const newTitle = `${oldTitle} Plus`
  const headers = { authorization: `Bearer ${await demoAdminToken(request)}` }
  const created = await request.post('/api/service', {
    headers,
    data: {
      title: oldTitle,
      category: 'Kidney',
      description: 'Creatinine and urea',
      price: '799',
      imageAlt: 'x',
    },
  })
  expect(created.status()).toBe(201)
  const { service } = await created.json()
  const renamed = await request.put(`/api/service/${service._id}`, {
    headers: { ...headers, 'if-match': `"${service.version}"` },
    data: { title: newTitle },
  })
  expect(renamed.ok()).toBeTruthy()

  await signInToAdmin(page)
  await page.getByRole('button', { name: `History of ${newTitle}` }).click()
  await expect(page.getByRole('dialog', { name: `History of ${newTitle}` })).toBeVisible()
  // The drawer follows the card: once restored, it is named after the old title again.
  const drawer = page.getByRole('dialog', { name: /^History of E2E Kidney Panel/ })
  const versions = drawer.getByRole('list', { name: 'Versions' }).getByRole('listitem')
  await expect(versions.first()).toContainText('Current')
  await expect(versions.first().getByRole('table', { name: 'Changed fields' })).toContainText(oldTitle)
  await restoreVersion(page, versions, 1)
  // The history refetches: the restore is the new current version.
  await expect(versions.first()).toContainText('Restored an older version')
  await expect(page.getByRole('dialog', { name: `History of ${oldTitle}` })).toBeVisible()

  await page.goto(`/service/${service._id}`)
  await expect(page.getByRole('heading', { level: 1, name: oldTitle })).toBeVisible()
})

test.describe('on a phone', () => {
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7']
  test.use({ ...phone, viewport: { width: 390, height: 844 } })

  test('the Media tab uploads and lists pictures with no serious accessibility violation', async ({
    page,
  }) => {
    const name = `e2e-phone-${unique()}.png`
    await signInToAdmin(page)
    await openAdminTab(page, 'Media')
    await uploadToLibrary(page, [name])
    await expect(page.getByRole('list', { name: 'Pictures' }).getByRole('listitem', { name })).toBeVisible()
    await expectNoSeriousViolations(page, 'Media tab (phone)')
  })
})

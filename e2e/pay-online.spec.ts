import { devices, expect, type Page, test } from '@playwright/test'

// A guest on a phone pays at checkout through the payment simulator (DEMO=1's gateway).
const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7']
test.use({ ...phone, viewport: { width: 390, height: 844 } })
// Two trips through the gateway's page each: more than the default minute on a loaded machine.
test.setTimeout(120_000)

/** Books the first thyroid package with "Pay now" chosen at the review; answers its price. */
async function bookAndChoosePayNow(page: Page, email: string): Promise<number> {
  const packages = await (await page.request.get('/api/thyroid-packages')).json()
  const price = Number(packages[0].price)
  await page.goto('/aarogya-package')
  await page.getByRole('button', { name: 'Book Now' }).first().tap()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('link', { name: 'Basket, 1 item' }).tap()
  const form = page.getByRole('main')
  await form.getByLabel('Full name').fill('Kavya Iyer')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Phone').fill('+91 98450 44444')
  await form.getByLabel('Address').fill('4 Lake View, Chennai')
  await form.getByRole('button', { name: 'Review booking' }).tap()
  const payNow = form.getByRole('radio', { name: 'Pay now (UPI, cards)' })
  await expect(payNow).toBeChecked()
  await expect(form.getByRole('radio', { name: 'Pay at collection' })).not.toBeChecked()
  await form.getByRole('button', { name: 'Confirm booking' }).tap()
  await expect(form.getByTestId('booking-reference')).toHaveText(/^AAR-/, { timeout: 20_000 })
  return price
}

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`

test('book, Pay now, Pay on the gateway: "Paid online", balance ₹0, and the receipt downloads', async ({
  page,
}) => {
  const price = await bookAndChoosePayNow(page, `paid.${Date.now()}@example.com`)
  const reference = (await page.getByTestId('booking-reference').textContent()) as string
  await page.getByRole('button', { name: `Pay now ${rupees(price)}` }).tap()

  await expect(page).toHaveURL(/\/pay\/simulator\/order_sim/)
  await expect(page.getByText(reference)).toBeVisible()
  await expect(page.getByTestId('simulator-amount')).toHaveText(rupees(price))
  await page.getByRole('button', { name: 'Pay', exact: true }).tap()

  await expect(page).toHaveURL(/\/track-booking\?reference=/)
  const paid = page.getByRole('status').filter({ hasText: 'Paid online' })
  await expect(paid).toBeVisible({ timeout: 20_000 })
  await expect(paid).toContainText(`We received ${rupees(price)}. Balance due: ₹0.`)
  await expect(page.getByRole('button', { name: /^Pay now/ })).toHaveCount(0)
  const download = page.waitForEvent('download')
  await paid.getByRole('button', { name: 'Download receipt (PDF)' }).tap()
  expect((await download).suggestedFilename()).toBe(`receipt-${reference}.pdf`)
})

test('Fail on the gateway: "Payment failed — try again", the booking is kept, and paying again works', async ({
  page,
}) => {
  const price = await bookAndChoosePayNow(page, `failed.${Date.now()}@example.com`)
  const reference = (await page.getByTestId('booking-reference').textContent()) as string
  await page.getByRole('button', { name: `Pay now ${rupees(price)}` }).tap()
  await page.getByRole('button', { name: 'Fail', exact: true }).tap()

  await expect(page).toHaveURL(/\/track-booking\?reference=/)
  await expect(page.getByRole('alert').filter({ hasText: 'Payment failed — try again' })).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByRole('article', { name: new RegExp(reference) })).toBeVisible()
  await expect(page.getByText('Paid online')).toHaveCount(0)

  await page.getByRole('button', { name: `Pay now ${rupees(price)}` }).tap()
  await expect(page).toHaveURL(/\/pay\/simulator\/order_sim/)
  await page.getByRole('button', { name: 'Pay', exact: true }).tap()
  const paid = page.getByRole('status').filter({ hasText: 'Paid online' })
  await expect(paid).toBeVisible({ timeout: 20_000 })
  await expect(paid).toContainText('Balance due: ₹0.')
})

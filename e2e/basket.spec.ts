import { devices, expect, test } from '@playwright/test'
import { addFamilyMembers } from './support/family-members'
import { expectNoSeriousAxeViolations } from './support/page-checks'

// A guest on a phone (issue 24): touch, 360 × 740.
const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7']
test.use({ ...phone, viewport: { width: 360, height: 740 } })

test('a guest gathers two packages for a family of three, sees the total at /basket and books there', async ({
  page,
  request,
}) => {
  const packages = await (await request.get('/api/thyroid-packages')).json()
  test.skip(packages.length < 2, 'needs two thyroid packages')
  await page.goto('/aarogya-package')
  const bookNow = page.getByRole('button', { name: 'Book Now' })
  for (const index of [0, 1]) {
    await bookNow.nth(index).tap()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  }

  await page.getByRole('link', { name: 'Basket, 2 items' }).tap()
  await expect(page).toHaveURL(/\/basket$/)
  await expect(page).toHaveTitle(/^Your Basket \| /)
  const basket = page.getByRole('region', { name: 'Your booking basket' })
  await expect(basket.getByRole('listitem')).toHaveCount(2)
  const total = page.getByTestId('basket-total')
  const amounts = packages.slice(0, 2).map((item: { price: number }) => Number(item.price))
  const sum = amounts[0] + amounts[1]
  await expect(total).toContainText(`₹${sum.toLocaleString('en-IN')}`)

  // Three named members, each taking both packages.
  await addFamilyMembers(basket, [
    ['Anita Desai', '38', 'female'],
    ['Rohan Desai', '41', 'male'],
    ['Kiran Desai', '9', 'other'],
  ])
  await expect(total).toContainText('Family discount (15%)')
  const discounted = Math.round(sum * 3 * 0.85 * 100) / 100
  await expect(total).toContainText(`₹${discounted.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`)
  await expectNoSeriousAxeViolations(page)

  const form = page.getByRole('main')
  await form.getByLabel('Full name').fill('Anita Desai')
  await form.getByLabel('Email').fill(`basket.${Date.now()}@example.com`)
  await form.getByLabel('Phone').fill('+91 98450 33333')
  await form.getByLabel('Address').fill('9 Hill Road, Pune')
  // Checkout: the review says who, what and the total before anything is sent.
  await form.getByRole('button', { name: 'Review booking' }).tap()
  await expect(form.getByRole('heading', { name: 'Check your booking' })).toBeFocused()
  await expect(form.getByText('Anita Desai · +91 98450 33333')).toBeVisible()
  await expect(form.getByTestId('basket-total')).toContainText(
    `₹${discounted.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`,
  )
  await expectNoSeriousAxeViolations(page)
  await form.getByRole('button', { name: 'Confirm booking' }).tap()
  await expect(form.getByTestId('booking-reference')).toHaveText(/^AAR-/, { timeout: 20_000 })
  // Booked: the basket is empty, and the header no longer offers it.
  await expect(page.getByRole('link', { name: /^Basket,/ })).toHaveCount(0)
})

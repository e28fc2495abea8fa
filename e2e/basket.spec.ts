import { devices, expect, test } from '@playwright/test'
import { freeSlots } from './support/booking-calendar'
import { addFamilyMembers } from './support/family-members'
import { demoAdminToken, expectNoSeriousAxeViolations } from './support/page-checks'

// A guest on a phone: touch, 360 × 740.
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

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a package booked from its own page costs the same non-zero total in the basket, the review and the track page', async ({
    page,
    request,
  }) => {
    const staff = { authorization: `Bearer ${await demoAdminToken(request)}` }
    const settings = await (await request.get('/api/global-settings')).json()
    const services = await (await request.get('/api/service')).json()
    const packages = await (await request.get('/api/thyroid-packages')).json()
    const service = (services.items ?? services).find((s: { amount: number | null }) => s.amount)
    test.skip(!service || packages.length === 0, 'needs a priced service and a thyroid package')
    // Home collection costs ₹99 whatever the basket (the lab's fee rule, as the Global tab sets it).
    const feeRule = await request.put('/api/global-settings', {
      headers: staff,
      data: { collectionFee: { amount: 99, freeAbove: 0 } },
    })
    expect(feeRule.status()).toBe(200)
    try {
      const slot = await freeSlots(request, 3, 1)
      await page.goto(`/service/${service.id}`)
      await page
        .getByRole('region', { name: /Book this/i })
        .getByRole('button', { name: 'Book Now' })
        .tap()
      await expect(page.getByRole('dialog')).toBeVisible()
      await page.keyboard.press('Escape')
      await page.goto('/aarogya-package')
      await page.getByRole('button', { name: 'Book Now' }).first().tap()
      await expect(page.getByRole('dialog')).toBeVisible()
      await page.keyboard.press('Escape')

      await page.getByRole('link', { name: 'Basket, 2 items' }).tap()
      const basket = page.getByRole('region', { name: 'Your booking basket' })
      await addFamilyMembers(basket, [
        ['Sunita Iyer', '52', 'female'],
        ['Arjun Iyer', '55', 'male'],
        ['Diya Iyer', '16', 'female'],
      ])
      const form = page.getByRole('main')
      await form.getByLabel('Preferred date').fill(slot.date)
      await form.getByRole('radio', { name: new RegExp(slot.slots[0].label) }).tap()
      await form.getByLabel('PIN code').fill('560034')
      // Each of three takes the package and the thyroid package: 15 % off the items, then the ₹99 fee.
      const items = (service.amount + packages[0].price) * 3
      const expected = Math.round((items - Math.round(items * 15) / 100 + 99) * 100) / 100
      const shown = rupees(expected)
      const total = page.getByTestId('basket-total')
      await expect(total).toContainText('Home collection₹99')
      await expect(total).toContainText(`Total${shown}`)

      await form.getByLabel('Full name').fill('Sunita Iyer')
      const email = `package.${Date.now()}@example.com`
      await form.getByLabel('Email').fill(email)
      await form.getByLabel('Phone').fill('+91 98450 55555')
      await form.getByLabel('Address').fill('4 Lake View, Bengaluru')
      await form.getByRole('button', { name: 'Review booking' }).tap()
      await expect(form.getByTestId('basket-total')).toContainText(`Total${shown}`)
      await form.getByRole('button', { name: 'Confirm booking' }).tap()
      const reference = (await form
        .getByTestId('booking-reference')
        .textContent({ timeout: 20_000 })) as string

      // The track page, by reference and e-mail, shows the total the booking stored.
      await page.goto('/track-booking')
      const track = page.getByRole('main')
      await track.getByLabel('Booking reference').fill(reference)
      await track.getByLabel(/E-mail or phone/).fill(email)
      await track.getByRole('button', { name: 'Find my booking' }).tap()
      await expect(page.getByTestId('booking-total')).toContainText(shown)
    } finally {
      await request.put('/api/global-settings', {
        headers: staff,
        data: { collectionFee: settings.collectionFee },
      })
    }
  })
})

/** Rupees as the site writes them: Indian grouping, paise only when there are any. */
const rupees = (amount: number) =>
  `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`

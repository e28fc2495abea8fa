import {
  BULK_DISCOUNT_MIN_MEMBERS,
  BULK_DISCOUNT_PERCENT,
  formatPrice,
  formatServicePrice,
  HOME_SERVICES_COUNT,
  MESSAGES,
  type Offer,
  REFERRAL_CREDIT_RUPEES,
  SERVICE_CARD_DESCRIPTION_MAX,
  type Service,
  type ThyroidPackage,
  thyroidSavingPercent,
} from '@labsite/shared'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { expectNoSeriousAxeViolations, scrollThroughPage, watchConsoleErrors } from './support/page-checks'

/** The demo site's prices: rupees (its seeded Global tab), written the Indian English way. */
const DEMO_PRICES = { currencyCode: 'INR', locale: 'en-IN' }

const getJson = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(path)
  expect(response.ok()).toBe(true)
  return (await response.json()) as T
}
const UNKNOWN_SERVICE = '/service/00000000-0000-4000-8000-000000000000'

test('home shows the hero, the first 8 packages, why choose us, how it works, contact form and chat link', async ({
  page,
  request,
}) => {
  const services = await getJson<Service[]>(request, '/api/service')
  const contact = await getJson<{ phone: string }>(request, '/api/business-contact')
  const about = await getJson<{ title: string; description: string }>(request, '/api/content/about')
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')

  await expect(page.getByRole('heading', { level: 1, name: 'Test and you can Trust' })).toBeVisible()
  await expect(page.getByTestId('package-tiles').getByRole('link')).toHaveCount(6)
  await expect(page.getByRole('heading', { name: about.title })).toBeVisible()
  await expect(page.getByText(about.description)).toBeVisible()
  await expect(page.getByRole('link', { name: 'View All Packages' })).toHaveAttribute('href', '/all-services')
  // The sections below the first screen load as the visitor scrolls to them.
  await scrollThroughPage(page)

  const cards = page.getByTestId('service-cards').getByRole('article')
  await expect(cards).toHaveCount(Math.min(HOME_SERVICES_COUNT, services.length))
  await expect(cards.first()).toContainText(services[0].title)

  const why = page.getByRole('region', { name: 'Why Choose Us' })
  await expect(why).toContainText('Up to 95% of samples')
  await expect(why).toContainText('within 6 hours after the sample reaches the lab')
  await expect(why).toContainText('Trusted by Doctors')
  const how = page.getByRole('region', { name: 'How It Works' })
  await expect(how.getByRole('listitem')).toHaveCount(3)
  await expect(how).toContainText('Browse Packages')
  await expect(how).toContainText('Submit Your Details')
  await expect(how).toContainText('Receive a Callback')
  await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible()

  const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ })
  // It steps aside while the contact form or the footer is in view, and is back above them.
  await expect(chat).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(chat).toHaveAttribute('href', `https://wa.me/${contact.phone.replace(/\D/g, '')}`)
  await expect(chat).toHaveAttribute('target', '_blank')
  await expect(chat).toHaveAttribute('rel', /noopener/)
  const box = await chat.boundingBox()
  expect(box && box.x + box.width).toBeGreaterThan(1440 - 100)

  await page.getByRole('button', { name: 'Book a Package' }).click()
  await expect(page.getByRole('dialog', { name: 'Book a Package' })).toBeVisible()
})

test('the hero carousel loads the first background eagerly and fades to the next one', async ({
  page,
  request,
}) => {
  const images = await getJson<{ url: string }[]>(request, '/api/background-images')
  test.skip(images.length < 2, 'needs two background images')
  await page.goto('/')
  const first = page.locator(`img[src="${images[0].url}"]`)
  await expect(first).toHaveAttribute('loading', 'eager')
  await expect(first).toHaveAttribute('fetchpriority', 'high')
  await expect(first).toHaveCSS('opacity', '1')
  const second = page.locator(`img[src="${images[1].url}"]`)
  await expect(second).toHaveAttribute('loading', 'lazy')
  await expect(second).toHaveCSS('opacity', '1', { timeout: 8000 })
  await expect(first).toHaveCSS('opacity', '0')
})

test('with reduced motion the hero keeps its first image', async ({ browser, request }) => {
  const images = await getJson<{ url: string }[]>(request, '/api/background-images')
  test.skip(images.length < 2, 'needs two background images')
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.locator(`img[src="${images[0].url}"]`)).toHaveCSS('opacity', '1')
  await page.waitForTimeout(6000)
  await expect(page.locator(`img[src="${images[0].url}"]`)).toHaveCSS('opacity', '1')
  await expect(page.locator(`img[src="${images[1].url}"]`)).toHaveCount(0)
  await context.close()
})

test('all services lists every card, cut at 110 characters with a More link', async ({ page, request }) => {
  const services = await getJson<Service[]>(request, '/api/service')
  await page.goto('/all-services')
  await expect(page.getByRole('heading', { level: 1, name: 'All Health Packages' })).toBeVisible()
  const cards = page.getByTestId('service-cards').getByRole('article')
  await expect(cards).toHaveCount(services.length)

  const long = services.find((s) => s.description.length > SERVICE_CARD_DESCRIPTION_MAX)!
  const card = cards.filter({ hasText: long.title })
  await expect(card).toContainText(`${long.description.slice(0, SERVICE_CARD_DESCRIPTION_MAX)}...`)
  await expect(card).not.toContainText(long.description)
  await expect(card).toContainText(formatServicePrice(long.price, DEMO_PRICES) ?? '')
  await card.getByRole('link', { name: `More about ${long.title}` }).click()
  await expect(page).toHaveURL(`/service/${long.id}`)
  await expect(page.getByRole('heading', { level: 1, name: long.title })).toBeVisible()
})

test('service detail shows every field, its sections, the booking card and sets the title', async ({
  page,
  request,
}) => {
  const services = await getJson<Service[]>(request, '/api/service')
  const full = services.find((s) => s.detailedDescription && s.features.length && s.additionalImages.length)!
  await page.goto(`/service/${full.id}`)

  await expect(page.getByRole('heading', { level: 1, name: full.title })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByText(full.category, { exact: true }).first()).toBeVisible()
  if (full.isPopular) await expect(main.getByText('Popular', { exact: true })).toBeVisible()
  await expect(main).toContainText(full.description)
  await expect(main.getByText(formatServicePrice(full.price, DEMO_PRICES) ?? '').first()).toBeVisible()
  await expect(main).toContainText(full.duration)
  await expect(main).toContainText(`${full.rating.toFixed(1)} rating`)
  await expect(main).toContainText(`${full.patients.toLocaleString('en-IN')} patients`)
  await expect(main.getByRole('img', { name: full.imageAlt })).toBeVisible()

  await expect(page.getByRole('heading', { name: 'About This Service' })).toBeVisible()
  await expect(main).toContainText(full.detailedDescription)
  await expect(page.getByRole('heading', { name: "What's Included" })).toBeVisible()
  for (const feature of full.features) await expect(main.getByText(feature, { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Gallery' })).toBeVisible()
  await expect(main.getByRole('img', { name: new RegExp(`${full.title}, photo`) })).toHaveCount(
    full.additionalImages.length,
  )
  await expect(page.getByRole('heading', { name: 'Requirements' })).toBeVisible()
  for (const requirement of full.requirements) await expect(main.getByText(requirement)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Service Statistics' })).toBeVisible()
  await expect(page).toHaveTitle(`${full.title} | Aarogya Diagnostics`)

  await expect(page.getByRole('link', { name: 'Contact for Questions' })).toHaveAttribute('href', /^mailto:/)
  await page.getByRole('button', { name: 'Book Now' }).click()
  await expect(page.getByRole('dialog', { name: `Book ${full.title}` })).toBeVisible()
})

test('a service without details says No information available.', async ({ page, request }) => {
  const services = await getJson<Service[]>(request, '/api/service')
  const bare = services.find((s) => !s.detailedDescription && s.features.length === 0)
  test.skip(!bare, 'the demo content has no service without details')
  await page.goto(`/service/${bare!.id}`)
  await expect(page.getByRole('heading', { level: 1, name: bare!.title })).toBeVisible()
  await expect(page.getByText(MESSAGES.noInformation).first()).toBeVisible()
  expect(await page.getByText(MESSAGES.noInformation).count()).toBeGreaterThanOrEqual(2)
})

test('an unknown service shows Service Not Found with a way back home', async ({ page }) => {
  for (const path of [UNKNOWN_SERVICE, '/service/not-a-service']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeVisible()
  }
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Test and you can Trust' })).toBeVisible()
})

test('offers show every field, 1000+ booked, Refer and Earn and the two promotions', async ({
  page,
  request,
}) => {
  const offers = await getJson<Offer[]>(request, '/api/offers')
  await page.goto('/offers')
  await expect(page.getByRole('heading', { level: 1, name: 'Special Offers' })).toBeVisible()
  for (const offer of offers) {
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: offer.title }) })
    await expect(card).toContainText(`${offer.discount}% OFF`)
    await expect(card).toContainText(offer.popularity)
    await expect(card).toContainText(formatPrice(offer.discountedPrice, DEMO_PRICES))
    await expect(card).toContainText(formatPrice(offer.originalPrice, DEMO_PRICES))
    await expect(card).toContainText(offer.description)
    for (const feature of offer.features) await expect(card).toContainText(feature)
    await expect(card).toContainText('Valid till')
    await expect(card).toContainText('1000+ booked')
  }
  await expect(
    page.getByText(`earn up to ${formatPrice(REFERRAL_CREDIT_RUPEES, DEMO_PRICES)} credit per referral`),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Loyalty Program' })).toBeVisible()
  await page.getByRole('article').first().getByRole('button', { name: 'Book Now' }).click()
  await expect(page.getByRole('dialog', { name: `Book ${offers[0].title}` })).toBeVisible()
  await page.keyboard.press('Escape')

  await page.getByRole('link', { name: 'Learn More' }).click()
  await expect(page).toHaveURL('/bulk-booking-discount')
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk Booking Discount' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(
    `Booking for ${BULK_DISCOUNT_MIN_MEMBERS} or more family members gives you an extra ${BULK_DISCOUNT_PERCENT}% off, applied automatically at checkout.`,
  )
  await expect(page.getByRole('main')).toContainText(
    `The minimum is ${BULK_DISCOUNT_MIN_MEMBERS} family members in one booking.`,
  )
  await expect(page.getByRole('main')).toContainText('The offer is valid on selected tests and packages.')
})

test('thyroid packages show their saving percent and open the booking dialog', async ({ page, request }) => {
  const packages = await getJson<ThyroidPackage[]>(request, '/api/thyroid-packages/')
  await page.goto('/aarogya-package')
  await expect(page.getByRole('heading', { level: 1, name: 'Thyroid Health Packages' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Benefits' })).toBeVisible()
  for (const pkg of packages) {
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: pkg.name, exact: true }) })
    await expect(card).toContainText(`Save ${thyroidSavingPercent(pkg.price, pkg.originalPrice)}%`)
    await expect(card).toContainText(formatPrice(pkg.price, DEMO_PRICES))
  }
  await page.getByRole('article').first().getByRole('button', { name: 'Book Now' }).click()
  await expect(page.getByRole('dialog', { name: `Book ${packages[0].name}` })).toBeVisible()
})

test('book booking is a page with the booking form', async ({ page }) => {
  await page.goto('/book-consultation')
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Consultation' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Booking form' })
  for (const label of ['Full name', 'Email', 'Phone', 'Address', 'What would you like to book?']) {
    await expect(form.getByLabel(label)).toBeVisible()
  }
  await expect(form.locator('input[type="file"]')).toHaveAttribute('accept', /application\/pdf/)
})

test.describe('each catalogue page has no console error and no serious accessibility violation', () => {
  const pages = [
    { path: '/', heading: 'Test and you can Trust' },
    { path: '/all-services', heading: 'All Health Packages' },
    { path: 'first-service', heading: null },
    { path: UNKNOWN_SERVICE, heading: 'Service Not Found' },
    { path: '/offers', heading: 'Special Offers' },
    { path: '/bulk-booking-discount', heading: 'Bulk Booking Discount' },
    { path: '/aarogya-package', heading: 'Thyroid Health Packages' },
    { path: '/book-consultation', heading: 'Book a Consultation' },
  ]
  for (const { path, heading } of pages) {
    test(path, async ({ page, request }) => {
      const errors = watchConsoleErrors(page)
      let target = path
      let title = heading
      if (path === 'first-service') {
        const [first] = await getJson<Service[]>(request, '/api/service')
        target = `/service/${first.id}`
        title = first.title
      }
      await page.goto(target)
      await expect(page.getByRole('heading', { level: 1, name: title! })).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expectNoSeriousAxeViolations(page)
      // Looking up an unknown id is answered 404 by design; Chromium logs every 404 it loads.
      const expected = path === UNKNOWN_SERVICE ? /status of 404/ : null
      expect(errors.filter((error) => !expected?.test(error))).toEqual([])
    })
  }
})

import { mkdirSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { openAdminTab, signInToAdmin } from './support/admin-session'
import { seedDeskData } from './support/desk-data'
import { demoAdminToken } from './support/page-checks'

const ADMIN = { email: 'admin@aarogya.demo', password: 'Admin@12345' }
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const
const SHOTS = 'test-results/screenshots'

/** Every public route (a service and a blog post of the demo catalogue are looked up first). */
async function publicRoutes(page: Page): Promise<string[]> {
  const services = await (await page.request.get('/api/service')).json()
  const posts = await (await page.request.get('/api/content/blogs')).json()
  return [
    '/',
    '/all-services',
    `/service/${services[0].id}`,
    '/offers',
    '/bulk-booking-discount',
    '/aarogya-package',
    '/blood-test',
    '/blog',
    `/blog/${posts[0].id}`,
    '/login',
    '/signup',
    '/forgot-password',
    '/reset-password/not-a-real-token',
    '/terms',
    '/book-consultation',
    '/admin',
    '/no-such-page',
  ]
}

/** axe on what the page shows now: no violation of any impact. */
async function expectNoAxeViolations(page: Page, where: string) {
  // The footer is `content-visibility: auto`: off screen, Chrome skips drawing it, and axe then finds
  // no dark background behind its light text. It is drawn for the check, as it is once a visitor
  // scrolls to it, so its real colours are what axe measures.
  await page.addStyleTag({ content: 'footer { content-visibility: visible !important; }' })
  const { violations } = await new AxeBuilder({ page }).analyze()
  const found = violations.map(
    (v) => `${where}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect.soft(found).toEqual([])
}

/** The contrast of every badge's text on the colour really behind it (its own or an ancestor's). */
async function badgeContrasts(page: Page) {
  return page.evaluate(() => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number)
    const luminance = ([r, g, b]: number[]) => {
      const [lr, lg, lb] = [r, g, b].map((c) => {
        const s = c / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb
    }
    const backgroundOf = (element: Element | null): number[] => {
      for (let node = element; node; node = node.parentElement) {
        const color = rgb(getComputedStyle(node).backgroundColor)
        if (color.length >= 3 && (color[3] ?? 1) > 0.5) return color.slice(0, 3)
      }
      return [255, 255, 255]
    }
    return [...document.querySelectorAll('.mantine-Badge-root')]
      .filter((badge) => (badge as HTMLElement).offsetParent !== null)
      .map((badge) => {
        const label = badge.querySelector('.mantine-Badge-label') ?? badge
        const fg = rgb(getComputedStyle(label).color).slice(0, 3)
        const [a, b] = [luminance(fg), luminance(backgroundOf(badge))].sort((x, y) => y - x)
        return { text: badge.textContent ?? '', ratio: Math.round(((a + 0.05) / (b + 0.05)) * 100) / 100 }
      })
  })
}

async function expectReadableBadges(page: Page, where: string) {
  for (const { text, ratio } of await badgeContrasts(page)) {
    expect.soft(ratio, `${where}: badge "${text}" contrast`).toBeGreaterThanOrEqual(4.5)
  }
}

/** Waits until the page has drawn its content (no loader, lazy sections in). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(300)
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('every public route: axe finds nothing, every badge reads at 4.5:1 or more', async ({ page }) => {
      test.setTimeout(240_000)
      mkdirSync(SHOTS, { recursive: true })
      for (const route of await publicRoutes(page)) {
        await page.goto(route)
        await settle(page)
        await expectNoAxeViolations(page, route)
        await expectReadableBadges(page, route)
        const shot =
          { '/': 'home', '/blood-test': 'blood-tests' }[route] ??
          (route.startsWith('/service/') ? 'service' : null)
        if (shot) await page.screenshot({ path: `${SHOTS}/${shot}-${viewport.name}.png`, fullPage: true })
      }
    })

    test('every admin tab: axe finds nothing, every badge reads at 4.5:1 or more', async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000)
      mkdirSync(SHOTS, { recursive: true })
      // Tabs are checked with data in them (this file runs first, before other journeys add any).
      await seedDeskData(request)
      await page.goto('/admin')
      await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email)
      await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password)
      await page.getByRole('button', { name: 'Login' }).click()
      await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
      // Toasts come and go; the pages are checked without them.
      await page
        .locator('.mantine-Notification-root')
        .first()
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => {})
      const tabs = await page.getByRole('tab').allTextContents()
      expect(tabs.length).toBeGreaterThan(10)
      for (const tab of tabs) {
        await page.getByRole('tab', { name: tab, exact: true }).click()
        await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
          'aria-selected',
          'true',
        )
        await settle(page)
        await expectNoAxeViolations(page, `admin ${tab}`)
        await expectReadableBadges(page, `admin ${tab}`)
        if (tab === 'Services') {
          await page.screenshot({ path: `${SHOTS}/admin-services-${viewport.name}.png`, fullPage: true })
        }
      }
    })
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the chat button never covers the hero buttons; a service page pins "Book Now"', async ({ page }) => {
    await page.goto('/')
    const book = page.getByRole('button', { name: 'Book a Package' })
    await expect(book).toBeVisible()
    const chat = page.getByRole('link', { name: /WhatsApp/ })
    await page.waitForTimeout(500)
    if (await chat.isVisible()) {
      const [a, b] = [await book.boundingBox(), await chat.boundingBox()]
      if (a && b) {
        const overlap =
          a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        expect(overlap).toBe(false)
      }
    }
    // Past the hero the chat link shows.
    await page.evaluate(() => window.scrollTo(0, 2500))
    await expect(chat).toBeVisible()

    const services = await (await page.request.get('/api/service')).json()
    await page.goto(`/service/${services[0].id}`)
    const bar = page.getByRole('region', { name: 'Book this package' })
    await expect(bar.getByRole('button', { name: 'Book Now' })).toBeInViewport()
    await bar.getByRole('button', { name: 'Book Now' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })

  test('axe finds nothing with each public dialog open', async ({ page }) => {
    test.setTimeout(180_000)
    const services = await (await page.request.get('/api/service')).json()
    const main = () => page.getByRole('main')
    const dialogs: { where: string; open: () => Promise<unknown> }[] = [
      {
        where: 'booking dialog (home)',
        open: async () => {
          await page.goto('/')
          await page.getByRole('button', { name: 'Book a Package' }).first().click()
        },
      },
      {
        where: 'booking dialog (blood test)',
        open: async () => {
          await page.goto('/blood-test')
          await main().getByRole('button', { name: /^Book/ }).first().click()
        },
      },
      {
        where: 'booking dialog (service)',
        open: async () => {
          await page.goto(`/service/${services[0].id}`)
          await page
            .getByRole('region', { name: 'Book this package' })
            .getByRole('button', { name: 'Book Now' })
            .click()
        },
      },
      {
        where: 'referral dialog (offers)',
        open: async () => {
          await page.goto('/offers')
          await main().getByRole('button', { name: 'Refer a Friend' }).click()
        },
      },
      { where: 'referral dialog (home, /?refer=1)', open: () => page.goto('/?refer=1') },
    ]
    for (const { where, open } of dialogs) {
      await open()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await page.waitForLoadState('networkidle')
      // The sheet's opening transition ends before axe measures colours and positions.
      await page.waitForTimeout(400)
      await expectNoAxeViolations(page, where)
      await expectReadableBadges(page, where)
    }
  })

  test('the skip link is the first stop and leads to the content', async ({ page }) => {
    await page.goto('/blood-test')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main')).toBeFocused()
  })
})

test.describe('admin dialogs', () => {
  test.use({ viewport: { width: 1366, height: 900 }, actionTimeout: 15_000 })

  test('axe finds nothing with each admin dialog, drawer and confirmation open', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000)
    await seedDeskData(request)
    const token = await demoAdminToken(request)
    const title = `Axe Dialog Service ${Date.now()}`
    const created = await request.post('/api/service', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title,
        category: 'Test',
        description: 'Before',
        price: '100',
        duration: '10 min',
        imageAlt: 'x',
      },
    })
    expect(created.status()).toBe(201)
    const { service } = await created.json()
    await signInToAdmin(page)
    await page
      .locator('.mantine-Notification-root')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => {})

    /** Checks the page with `name`'s dialog open, then closes it with Escape. */
    const check = async (name: string | RegExp, open: () => Promise<unknown>, close = true) => {
      await open()
      const dialog = page.getByRole('dialog', { name }).last()
      await expect(dialog).toBeVisible()
      await page.waitForLoadState('networkidle')
      // The opening transition ends before axe measures colours and positions.
      await page.waitForTimeout(400)
      await expectNoAxeViolations(page, `admin dialog "${name}"`)
      if (close) {
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
      }
    }

    await openAdminTab(page, 'Consultations')
    const openLabel = await page
      .getByRole('button', { name: /^Open booking of Axe Patient/ })
      .first()
      .getAttribute('aria-label')
    const patientName = (openLabel ?? '').replace('Open booking of ', '')
    const drawer = page.getByRole('dialog', { name: `Booking of ${patientName}` })
    const openDrawer = () =>
      page
        .getByRole('button', { name: `Open booking of ${patientName}` })
        .first()
        .click()
    await check(`Booking of ${patientName}`, openDrawer)
    await check(`Notes for ${patientName}`, async () => {
      await openDrawer()
      await drawer.getByRole('button', { name: `Edit notes for ${patientName}` }).click()
    })
    await page.keyboard.press('Escape')
    await check(/^Payments/, async () => {
      await openDrawer()
      await drawer.getByRole('button', { name: `Payments of ${patientName}` }).click()
    })
    await page.keyboard.press('Escape')
    await check(/^Print labels/, async () => {
      await openDrawer()
      await drawer.getByRole('button', { name: `Print labels for ${patientName}` }).click()
    })
    await page.keyboard.press('Escape')
    await check(/^(Confirm delete|Delete)/, async () => {
      await openDrawer()
      await drawer.getByRole('button', { name: /^Delete/ }).click()
    })
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await check('Walk-in registration', () => page.getByRole('button', { name: 'Walk-in (Alt+W)' }).click())

    await openAdminTab(page, 'Services')
    await check('Add New Service', () => page.getByRole('button', { name: 'Add New Service' }).click())
    const edit = page.getByRole('dialog', { name: 'Edit Service' })
    await check('Edit Service', () => page.getByRole('button', { name: `Edit ${title}` }).click(), false)
    await check(/^Choose a picture/, () => edit.getByRole('button', { name: /^Choose from library/ }).click())
    // A stale save: the record changed meanwhile, so the conflict dialog opens over the form.
    if (!(await edit.isVisible())) await page.getByRole('button', { name: `Edit ${title}` }).click()
    await edit.getByRole('textbox', { name: /^Price \(/ }).fill('300')
    const theirs = await request.put(`/api/service/${service._id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { price: '200' },
    })
    expect(theirs.ok()).toBeTruthy()
    await check(
      'Someone else changed this record',
      () => edit.getByRole('button', { name: 'Save Changes' }).click(),
      false,
    )
    await page
      .getByRole('dialog', { name: 'Someone else changed this record' })
      .getByRole('button', { name: 'Reload theirs' })
      .click()
    await page.keyboard.press('Escape')
    await expect(edit).toBeHidden()
    await check(/^History of/, () => page.getByRole('button', { name: `History of ${title}` }).click(), false)
    await check('Restore this version?', () =>
      page
        .getByRole('button', { name: /Restore this version/ })
        .first()
        .click(),
    )
    if (await page.getByRole('dialog', { name: /^History of/ }).isVisible())
      await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await check(/^(Confirm delete|Delete)/, () =>
      page.getByRole('button', { name: `Delete ${title}` }).click(),
    )
    await check(/^(Confirm delete|Delete)/, async () => {
      await page.getByRole('checkbox', { name: 'Select all on this page' }).check()
      await page
        .getByRole('group', { name: 'Bulk actions' })
        .getByRole('button', { name: /^Delete/ })
        .click()
    })
    await page.getByRole('checkbox', { name: 'Select all on this page' }).uncheck()

    await openAdminTab(page, 'Blood Tests')
    await check(/Blood Test/, () => page.getByRole('button', { name: 'Add New Blood Test' }).click())

    await openAdminTab(page, 'Offers')
    await check('Add Offer', () => page.getByRole('button', { name: 'Add Offer' }).click())
    await openAdminTab(page, 'Thyroid Packages')
    await check('Add Thyroid Package', () =>
      page.getByRole('button', { name: 'Add Thyroid Package' }).click(),
    )
    await openAdminTab(page, 'Content')
    await check('Add FAQ', () => page.getByRole('button', { name: 'Add FAQ' }).click())

    await openAdminTab(page, 'Media')
    await check('Edit alt text', () =>
      page
        .getByRole('button', { name: /^Edit alt text of/ })
        .first()
        .click(),
    )

    await openAdminTab(page, 'Global')
    await check(/^Show prices in/, async () => {
      const currency = page.getByRole('combobox', { name: 'Default currency' })
      const other = await currency.evaluate(
        (select: HTMLSelectElement) => [...select.options].find((o) => !o.selected)?.value ?? '',
      )
      await currency.selectOption(other)
    })
  })
})

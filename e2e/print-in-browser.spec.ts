import { expect, type Page, test } from '@playwright/test'
import { openAdminTab, signInToAdmin } from './support/admin-session'

/**
 * The web admin prints labels, receipts and the walk-in slip through the browser's own print dialog
 * under the site's CSP (server/src/plugins/security.ts): PDFs go into a hidden blob frame
 * (web/src/admin/platform/print-pdf-in-browser.ts), the slip prints the page itself. Every window's
 * print() — the page's and each frame's — is replaced by a recorder before any script runs, so the
 * test sees it reached without a dialog opening, and every CSP violation is counted.
 */

interface PrintRecord {
  /** The address of the document whose print() was called (a blob: frame for a PDF). */
  href: string
  /** Whether that document was a PDF (the browser's viewer) rather than the admin page. */
  isPage: boolean
}

declare global {
  interface Window {
    printCalls?: PrintRecord[]
    cspViolations?: string[]
  }
}

async function recordPrintsAndViolations(page: Page) {
  const consoleViolations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text())
  })
  await page.addInitScript(() => {
    const top = window.top ?? window
    top.printCalls ??= []
    top.cspViolations ??= []
    document.addEventListener('securitypolicyviolation', (event) => {
      top.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
    window.print = () => {
      top.printCalls?.push({ href: location.href, isPage: window === top })
      // As when the dialog is closed: the page's slip and a PDF's frame tidy up after it.
      setTimeout(() => window.dispatchEvent(new Event('afterprint')), 0)
    }
  })
  return {
    consoleViolations,
    prints: () => page.evaluate(() => window.printCalls ?? []),
    violations: () => page.evaluate(() => window.cspViolations ?? []),
  }
}

test('a walk-in with no e-mail: labels, a receipt and the slip reach print() under the site CSP with no violation', async ({
  page,
}) => {
  test.slow()
  const recorder = await recordPrintsAndViolations(page)
  await signInToAdmin(page)
  const unique = `${Date.now()}`.slice(-6)
  const name = `Print Walkin ${unique}`

  // A walk-in: its slip is the page itself.
  await openAdminTab(page, 'Consultations')
  await expect(page.getByRole('button', { name: 'Walk-in (Alt+W)' })).toBeVisible({ timeout: 30_000 })
  await page.keyboard.press('Alt+w')
  const dialog = page.getByRole('dialog', { name: 'Walk-in registration' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name)
  await dialog.getByRole('textbox', { name: 'Phone' }).fill(`98451 ${unique.slice(0, 5)}`)
  // No e-mail: many patients at the counter have none, and none is made up.
  await dialog.getByRole('textbox', { name: 'Age (years)' }).fill('52')
  await dialog.getByRole('combobox', { name: 'Sex' }).selectOption('female')
  await dialog.getByPlaceholder('Type a test, package or offer').fill('Lipid')
  await page
    .getByRole('option', { name: /Lipid Profile/ })
    .first()
    .click()
  await dialog.getByRole('textbox', { name: 'Name' }).press('Enter')
  await expect(dialog.getByText(`${name} is registered`)).toBeVisible()
  const reference = (await dialog.locator('strong').first().textContent())?.trim() ?? ''
  await dialog.getByRole('button', { name: 'Print slip' }).click()
  await expect.poll(recorder.prints).toContainEqual(expect.objectContaining({ isPage: true }))
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()

  // Labels from the booking: a PDF in a blob frame of this origin, printed by that frame.
  await page.getByLabel('Search bookings').fill(name)
  await page.getByRole('button', { name: `Open booking of ${name}` }).click()
  await page.getByRole('button', { name: `Print labels for ${name}` }).click()
  const labels = page.getByRole('dialog', { name: `Print labels — ${name}` })
  await labels.getByRole('button', { name: 'Print', exact: true }).click()
  await expect(labels).toBeHidden({ timeout: 30_000 })
  const blobPrint = expect.objectContaining({
    isPage: false,
    href: expect.stringMatching(/^blob:http:\/\/127\.0\.0\.1:\d+\//),
  })
  await expect
    .poll(async () => (await recorder.prints()).filter((call) => !call.isPage), { timeout: 30_000 })
    .toEqual([blobPrint])

  // A payment, and its receipt printed the same way.
  await page.getByRole('button', { name: `Payments of ${name}` }).click()
  const payments = page.getByRole('dialog', { name: `Payments — ${name} (${reference})` })
  await expect(payments.getByRole('textbox', { name: /^Amount/ })).not.toHaveValue('')
  await payments.getByRole('button', { name: 'Record payment' }).click()
  await expect(page.getByText(`${name}: payment of`)).toBeVisible()
  const ledger = payments.getByRole('table', { name: 'Payments' })
  await expect(ledger.getByRole('row')).toHaveCount(2, { timeout: 30_000 })
  await payments.getByRole('button', { name: /^Print the receipt of the payment/ }).click()
  await expect
    .poll(async () => (await recorder.prints()).filter((call) => !call.isPage), { timeout: 30_000 })
    .toEqual([blobPrint, blobPrint])

  expect(await recorder.violations()).toEqual([])
  expect(recorder.consoleViolations).toEqual([])

  // At the next visit the desk scans a tube: the scanner types its label's code and Enter.
  await page.reload()
  await openAdminTab(page, 'Consultations')
  await page.getByLabel('Search bookings').fill(`${reference}-1`)
  await page.getByLabel('Search bookings').press('Enter')
  await expect(page.getByRole('dialog', { name: `Booking of ${name}` })).toBeVisible({ timeout: 30_000 })
})

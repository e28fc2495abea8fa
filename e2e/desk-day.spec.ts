import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import {
  buildRendererForBrowser,
  connectAndLogIn,
  startConsoleServer,
} from './support/desktop-console-server'

/**
 * The front desk's day in the console's renderer (Chromium bridged to main's own routes,
 * queue, printing checks and read cache, as in desktop-console.spec.ts): a walk-in registered, taken
 * across today's board to "sample collected" (its tube label goes to the label printer), paid, and
 * its receipt downloaded; then the lab server hangs and the console keeps answering.
 */

const LAB_SERVER = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`
/** main's relay gives up after 12 s (app-protocol.ts); a page request must be answered within 15 s. */
const ANSWER_WITHIN_MS = 15_000

let consoleServer: Awaited<ReturnType<typeof startConsoleServer>>

test.beforeAll(async () => {
  test.setTimeout(120_000)
  buildRendererForBrowser()
  consoleServer = await startConsoleServer(LAB_SERVER)
})
test.afterEach(() => consoleServer.setHung(false))
test.afterAll(async () => {
  await consoleServer?.close()
})

const patient = () => {
  const unique = `${Date.now()}`.slice(-6)
  return {
    name: `Desk Walkin ${unique}`,
    phone: `98450 ${unique.slice(0, 5)}`,
    email: `walkin.${unique}@example.test`,
  }
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click()
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true')
}

/** Alt+W on the Bookings tab, the form filled as a receptionist types it, Enter: the reference. */
async function registerWalkIn(page: Page, person: ReturnType<typeof patient>): Promise<string> {
  await openTab(page, 'Consultations')
  await expect(page.getByRole('button', { name: 'Walk-in (Alt+W)' })).toBeVisible()
  await page.keyboard.press('Alt+w')
  const dialog = page.getByRole('dialog', { name: 'Walk-in registration' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill(person.name)
  await dialog.getByRole('textbox', { name: 'Phone' }).fill(person.phone)
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(person.email)
  await dialog.getByRole('textbox', { name: 'Age (years)' }).fill('41')
  await dialog.getByRole('combobox', { name: 'Sex' }).selectOption('male')
  await dialog.getByPlaceholder('Type a test, package or offer').fill('Lipid')
  await page
    .getByRole('option', { name: /Lipid Profile/ })
    .first()
    .click()
  // The receptionist's way: Enter in the form registers (the test list stays open for more tests).
  await dialog.getByRole('textbox', { name: 'Name' }).press('Enter')
  await expect(dialog.getByText(`${person.name} is registered`)).toBeVisible()
  const reference = (await dialog.locator('strong').first().textContent())?.trim() ?? ''
  expect(reference).toMatch(/^[A-Z]{3}-\d{4}-\d{4}/)
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(dialog).toBeHidden()
  return reference
}

test('a walk-in goes from registration across the board to sample collected, pays, and gets a receipt', async ({
  page,
}) => {
  test.slow()
  await connectAndLogIn(page, consoleServer.url, LAB_SERVER)
  const person = patient()
  const reference = await registerWalkIn(page, person)

  // Today's board: the walk-in has no slot; "sample collected" prints its tube label at once.
  await openTab(page, 'Today')
  const row = page.getByRole('row', { name: new RegExp(`^${person.name}, `) })
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: `Sample collected: ${person.name} (key s)` }).click()
  await expect(page.getByRole('row', { name: `${person.name}, Sample collected` })).toBeVisible()
  await expect
    .poll(() => page.evaluate(() => window.labsiteFake?.printed ?? []))
    .toContainEqual(
      expect.objectContaining({ title: `Labels ${reference}`, signature: '%PDF-', labelSize: '50x25' }),
    )

  // The desk takes the balance in cash and hands over the receipt.
  await openTab(page, 'Consultations')
  await page.getByLabel('Search bookings').fill(person.name)
  await page.getByRole('button', { name: `Open booking of ${person.name}` }).click()
  await page.getByRole('button', { name: `Payments of ${person.name}` }).click()
  const payments = page.getByRole('dialog', { name: `Payments — ${person.name} (${reference})` })
  const amount = payments.getByRole('textbox', { name: /^Amount/ })
  await expect(amount).not.toHaveValue('')
  const due = Number((await amount.inputValue()).replace(/[^\d.]/g, ''))
  expect(due).toBeGreaterThan(0)
  await payments.getByRole('button', { name: 'Record payment' }).click()
  await expect(page.getByText(`${person.name}: payment of`)).toBeVisible()
  const ledger = payments.getByRole('table', { name: 'Payments' })
  await expect(ledger.getByRole('row')).toHaveCount(2)
  const [receipt] = await Promise.all([
    page.waitForEvent('download'),
    ledger.getByRole('button', { name: /^Receipt \(PDF\) of the payment of/ }).click(),
  ])
  expect(
    readFileSync(await receipt.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-')
  expect(receipt.suggestedFilename()).toMatch(/\.pdf$/)
})

test('when the lab server hangs, the console still answers within 15 s: reads from its cache, a step queued', async ({
  page,
}) => {
  test.slow()
  await connectAndLogIn(page, consoleServer.url, LAB_SERVER)
  const person = patient()
  await registerWalkIn(page, person)
  await openTab(page, 'Today')
  await expect(page.getByRole('row', { name: new RegExp(`^${person.name}, `) })).toBeVisible()

  // The server takes connections and never answers (SIGSTOP): no error comes to end the wait.
  consoleServer.setHung(true)
  const started = Date.now()
  const reread = await page.evaluate(async () => {
    // The console keeps its session in main, not in the page's storage.
    const token = window.labsiteFake?.session()?.token
    const entries = performance.getEntriesByType('resource').map((entry) => new URL(entry.name))
    const board = entries.filter((url) => url.pathname.includes('today')).at(-1)
    if (!board || !token) return { status: 0, from: null, path: board?.pathname ?? null }
    const answer = await fetch(board.pathname + board.search, {
      headers: { authorization: `Bearer ${token}` },
    })
    return { status: answer.status, from: answer.headers.get('x-offline-data-from'), path: board.pathname }
  })
  expect(Date.now() - started).toBeLessThan(ANSWER_WITHIN_MS)
  expect(reread, JSON.stringify(reread)).toMatchObject({ status: 200 })
  expect(reread.from).toBeTruthy()

  // Once the console has found the server not answering (its next check; main's relay also says so
  // at once), a step taken meanwhile waits in the queue instead of freezing the desk, and reaches the
  // server once.
  await page.evaluate(() => window.labsite?.invoke('sync:now', {}))
  await expect(page.getByRole('status', { name: 'Sync status' })).toContainText(
    /Offline|Server not answering/,
    {
      timeout: 30_000,
    },
  )
  const row = page.getByRole('row', { name: new RegExp(`^${person.name}, `) })
  const stepStarted = Date.now()
  await row.getByRole('button', { name: `Sample collected: ${person.name} (key s)` }).click()
  await expect(page.getByText('Saved offline — will sync when the server is reachable')).toBeVisible({
    timeout: ANSWER_WITHIN_MS,
  })
  expect(Date.now() - stepStarted).toBeLessThan(ANSWER_WITHIN_MS)
  await openTab(page, 'Consultations')
  await expect(page.getByRole('button', { name: 'Walk-in (Alt+W)' })).toBeVisible()

  consoleServer.setHung(false)
  await expect
    .poll(() => page.evaluate(() => window.labsiteFake?.queue.list().length), { timeout: 60_000 })
    .toBe(0)
  await openTab(page, 'Today')
  await expect(page.getByRole('row', { name: `${person.name}, Sample collected` })).toBeVisible({
    timeout: 30_000,
  })
})

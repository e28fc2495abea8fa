import { readFileSync } from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import {
  buildRendererForBrowser,
  connectAndLogIn,
  startConsoleServer,
} from './support/desktop-console-server'
import { demoAdminToken, expectNoSeriousAxeViolations, watchConsoleErrors } from './support/page-checks'

/**
 * The desktop console's renderer in Chromium (Electron itself cannot run here): the real renderer
 * build with an in-memory bridge that runs main's own route handlers, queue and sync loop, served by
 * main's own app:// handler so the page talks to the e2e server through its own origin, as in the app.
 */

const LAB_SERVER = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`

let consoleServer: Awaited<ReturnType<typeof startConsoleServer>>

test.beforeAll(async () => {
  test.setTimeout(120_000)
  buildRendererForBrowser()
  consoleServer = await startConsoleServer(LAB_SERVER)
})
test.afterEach(() => consoleServer.setOffline(false))
test.afterAll(async () => {
  await consoleServer?.close()
})

interface MenuItem {
  _id: string
  title: string
  path: string
  order: number
  version: number
}

async function createMenuItem(request: APIRequestContext, title: string): Promise<MenuItem> {
  const token = await demoAdminToken(request)
  const response = await request.post('/api/menu', {
    headers: { authorization: `Bearer ${token}` },
    data: { title, path: '/desk-test', order: 90 },
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as MenuItem
}

async function menuItemOnServer(request: APIRequestContext, id: string): Promise<MenuItem | undefined> {
  const items = (await (await request.get('/api/menu')).json()) as MenuItem[]
  return items.find((item) => item._id === id)
}

async function deleteMenuItem(request: APIRequestContext, id: string) {
  const token = await demoAdminToken(request)
  await request.delete(`/api/menu/${id}`, { headers: { authorization: `Bearer ${token}` } })
}

/** Opens the Menu tab while online (it loads the list), then loses the server and renames the item. */
async function editTitleOffline(page: Page, from: string, to: string, { uncapped = false } = {}) {
  await page.getByRole('tab', { name: 'Menu', exact: true }).click()
  const row = page.getByRole('listitem', { name: from })
  await expect(row).toBeVisible()
  consoleServer.setOffline(true)
  await expect(page.getByText('Saved offline — will sync when the server is reachable')).toHaveCount(0)
  await row.getByRole('button', { name: `Edit menu item "${from}"` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit menu item' })
  const title = dialog.getByRole('textbox', { name: 'Title', exact: true })
  // A console of an earlier release, whose form did not cap the title's length, sends it as typed.
  if (uncapped) await title.evaluate((input) => input.removeAttribute('maxlength'))
  await title.fill(to)
  await dialog.getByRole('button', { name: 'Save menu item' }).click()
  await expect(page.getByText('Saved offline — will sync when the server is reachable')).toBeVisible()
}

test('offline: two edits of one record and a new item wait on this computer, then reach the server once', async ({
  page,
  request,
}) => {
  // Four offline saves, each waiting for its toast to go, an axe scan and a replay: slow on a busy machine.
  test.setTimeout(150_000)
  const errors = watchConsoleErrors(page)
  const stamp = Date.now()
  const item = await createMenuItem(request, `Desk ${stamp}`)
  let created: MenuItem | undefined
  try {
    const status = await connectAndLogIn(page, consoleServer.url, LAB_SERVER)
    await expectNoSeriousAxeViolations(page)

    await editTitleOffline(page, item.title, `Desk offline ${stamp}`)
    await expect(status.getByText('Edits waiting to sync: 1')).toBeVisible()
    await expect(status.getByText('Offline')).toBeVisible()
    await expect(status.getByText(/^Last error: .+ — next try at \d/)).toBeVisible()
    // A second edit of the same record, on the copy that shows the first one: it joins its chain.
    await editTitleOffline(page, `Desk offline ${stamp}`, `Desk second ${stamp}`)
    // A new item, made offline, then renamed through its local id.
    await page.getByRole('button', { name: 'Add Menu Item' }).click()
    const add = page.getByRole('dialog', { name: 'Add Menu Item' })
    await add.getByRole('textbox', { name: 'Title', exact: true }).fill(`Desk new ${stamp}`)
    await add.getByRole('textbox', { name: 'Path', exact: true }).fill('/desk-new')
    await add.getByRole('button', { name: 'Save menu item' }).click()
    await editTitleOffline(page, `Desk new ${stamp}`, `Desk new renamed ${stamp}`)
    await expect(page.getByText('Pending edits: 4')).toBeVisible()
    await expect(status.getByText('Edits waiting to sync: 4')).toBeVisible()
    // Still offline: syncing sends nothing and keeps the edits.
    await page.getByRole('button', { name: 'Sync now' }).click()
    await expect(status.getByText('Offline')).toBeVisible()
    expect((await menuItemOnServer(request, item._id))?.title).toBe(item.title)

    consoleServer.setOffline(false)
    await page.getByRole('button', { name: 'Sync now' }).click()
    await expect(status.getByText('Online')).toBeVisible()
    await expect(page.getByText('Pending edits: 0')).toBeVisible()
    await expect(status.getByText('No edits waiting')).toBeVisible()
    await expect(status.getByText(/^Last error/)).toHaveCount(0)
    await expect(page.getByText('Offline edits synced')).toBeVisible()
    await expect(page.getByText('An offline edit needs your choice')).toHaveCount(0)
    await expect(status.getByText(/^Last sync: \d/)).toBeVisible()

    expect(await menuItemOnServer(request, item._id)).toMatchObject({
      title: `Desk second ${stamp}`,
      path: '/desk-test',
      version: item.version + 2,
    })
    const menu = (await (await request.get('/api/menu')).json()) as MenuItem[]
    const made = menu.filter(
      (entry) => entry.title.startsWith(`Desk new`) && entry.title.endsWith(`${stamp}`),
    )
    expect(made.map((entry) => entry.title)).toEqual([`Desk new renamed ${stamp}`])
    created = made[0]
    // The list refreshed after the sync: the new item now has its server id (it can be edited online).
    await expect(page.getByRole('listitem', { name: `Desk new renamed ${stamp}` })).toBeVisible()
    expect(errors.filter((error) => error.includes('Content Security Policy'))).toEqual([])
  } finally {
    await deleteMenuItem(request, item._id)
    if (created) await deleteMenuItem(request, created._id)
  }
})

test('an offline edit that meets someone else’s change asks: keep mine or take theirs', async ({
  page,
  request,
}) => {
  const stamp = Date.now()
  const item = await createMenuItem(request, `Clash ${stamp}`)
  try {
    const status = await connectAndLogIn(page, consoleServer.url, LAB_SERVER)
    await editTitleOffline(page, item.title, `Clash mine ${stamp}`)

    // Meanwhile a colleague renames the same item on the server.
    const token = await demoAdminToken(request)
    const theirs = await request.put(`/api/menu/${item._id}`, {
      headers: { authorization: `Bearer ${token}`, 'if-match': `"${item.version}"` },
      data: { title: `Clash theirs ${stamp}`, path: '/desk-test', order: 90 },
    })
    expect(theirs.status()).toBe(200)

    consoleServer.setOffline(false)
    await page.getByRole('button', { name: 'Sync now' }).click()
    await expect(page.getByText('An offline edit needs your choice')).toBeVisible()
    await expect(status.getByText('Need your decision: 1')).toBeVisible()
    await expect(
      page.getByText(`title: theirs "Clash theirs ${stamp}", yours "Clash mine ${stamp}"`),
    ).toBeVisible()
    expect((await menuItemOnServer(request, item._id))?.title).toBe(`Clash theirs ${stamp}`)

    await page.getByRole('button', { name: `Keep mine: Update menu item "Clash mine ${stamp}"` }).click()
    await expect(status.getByText('No edits waiting')).toBeVisible()
    expect((await menuItemOnServer(request, item._id))?.title).toBe(`Clash mine ${stamp}`)
  } finally {
    await deleteMenuItem(request, item._id)
  }
})

test('an offline edit the server refuses can be corrected with "Edit again" and then reaches it', async ({
  page,
  request,
}) => {
  const stamp = Date.now()
  const item = await createMenuItem(request, `Refused ${stamp}`)
  // Longer than a menu title may be (100 characters): the server refuses it once it is sent.
  const tooLong = `Refused ${stamp} ${'x'.repeat(100)}`
  try {
    const status = await connectAndLogIn(page, consoleServer.url, LAB_SERVER)
    await editTitleOffline(page, item.title, tooLong, { uncapped: true })
    consoleServer.setOffline(false)
    await page.getByRole('button', { name: 'Sync now' }).click()
    await expect(page.getByText(/refused by the server: title must be at most 100 characters/)).toBeVisible()
    expect((await menuItemOnServer(request, item._id))?.title).toBe(item.title)

    await page.getByRole('button', { name: /^Edit again: / }).click()
    const title = page.getByRole('textbox', { name: 'title', exact: true })
    await expect(title).toHaveValue(tooLong)
    await title.fill(`Corrected ${stamp}`)
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByRole('button', { name: 'Sync now' }).click()
    await expect(status.getByText('No edits waiting')).toBeVisible()
    expect(await menuItemOnServer(request, item._id)).toMatchObject({
      title: `Corrected ${stamp}`,
      path: '/desk-test',
      version: item.version + 1,
    })
  } finally {
    await deleteMenuItem(request, item._id)
  }
})

test('offline: pictures added in the Media tab wait as rows, then join the library once', async ({
  page,
  request,
}) => {
  const stamp = Date.now()
  const names = [`desk-front-${stamp}.png`, `desk-tubes-${stamp}.png`]
  const png = readFileSync(path.resolve(import.meta.dirname, '../desktop/build/tray-icon.png'))
  const token = await demoAdminToken(request)
  const headers = { authorization: `Bearer ${token}` }
  const library = async () =>
    (
      (await (await request.get(`/api/admin/media?q=${stamp}`, { headers })).json()) as {
        id: string
        originalName: string
      }[]
    ).map(({ id, originalName }) => ({ id, originalName }))
  try {
    const status = await connectAndLogIn(page, consoleServer.url, LAB_SERVER)
    await page.getByRole('tab', { name: 'Media', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Media library' })).toBeVisible()
    consoleServer.setOffline(true)
    await page
      .locator('input[type="file"]')
      .setInputFiles(names.map((name) => ({ name, mimeType: 'image/png', buffer: png })))
    const uploads = page.getByRole('list', { name: 'Uploads' })
    for (const name of names)
      await expect(uploads.getByRole('listitem').filter({ hasText: name })).toContainText(
        'Waiting to upload — will be added when the connection returns',
      )
    await expect(status.getByText('Edits waiting to sync: 2')).toBeVisible()
    expect(await library()).toEqual([])

    consoleServer.setOffline(false)
    await page.getByRole('button', { name: 'Sync now' }).click()
    await expect(status.getByText('No edits waiting')).toBeVisible()
    await expect(uploads).toHaveCount(0)
    const grid = page.getByRole('list', { name: 'Pictures' })
    for (const name of names) await expect(grid.getByRole('listitem', { name })).toBeVisible()
    expect((await library()).map((item) => item.originalName).sort()).toEqual(names)
  } finally {
    for (const { id } of await library()) await request.delete(`/api/admin/media/${id}`, { headers })
  }
})

test('offline walk-in: payment and slip at once under the local reference; once synced, one booking with its payment', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  // The slip prints the page itself: record what it showed instead of opening a dialog.
  await page.addInitScript(() => {
    const top = window as unknown as { slips: string[] }
    top.slips = []
    window.print = () => {
      top.slips.push(document.querySelector('[aria-label^="Booking slip for"]')?.textContent ?? '')
      setTimeout(() => window.dispatchEvent(new Event('afterprint')), 0)
    }
  })
  const slips = () => page.evaluate(() => (window as unknown as { slips: string[] }).slips)
  const unique = `${Date.now()}`.slice(-6)
  const name = `Counter Offline ${unique}`
  const status = await connectAndLogIn(page, consoleServer.url, LAB_SERVER)
  await page.getByRole('tab', { name: 'Consultations', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Walk-in (Alt+W)' })).toBeVisible({ timeout: 30_000 })
  await page.keyboard.press('Alt+w')
  const dialog = page.getByRole('dialog', { name: 'Walk-in registration' })
  // The catalogue was read online; the rest happens with the server gone.
  await dialog.getByPlaceholder('Type a test, package or offer').fill('Lipid')
  await page
    .getByRole('option', { name: /Lipid Profile/ })
    .first()
    .click()
  consoleServer.setOffline(true)
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name)
  await dialog.getByRole('textbox', { name: 'Phone' }).fill(`98452 ${unique.slice(0, 5)}`)
  await dialog.getByRole('textbox', { name: 'Age (years)' }).fill('41')
  await dialog.getByRole('combobox', { name: 'Sex' }).selectOption('male')
  await dialog.getByRole('textbox', { name: 'Name' }).press('Enter')
  await expect(dialog.getByText(`${name}: saved offline`)).toBeVisible()
  const local = (await dialog.locator('strong').first().textContent())?.trim() ?? ''
  expect(local).toMatch(/^LOCAL-[0-9A-Z]{6}$/)

  await dialog.getByRole('button', { name: 'Take payment' }).click()
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill('250')
  await dialog.getByRole('button', { name: 'Record payment' }).click()
  await expect(dialog.getByText('Payment saved offline: it is sent with the booking.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Print slip' }).click()
  await expect.poll(slips).toEqual([expect.stringContaining(`${local} (pending)`)])
  expect((await slips())[0]).toContain('Lipid Profile')
  await expect(status.getByText('Edits waiting to sync: 2')).toBeVisible()

  // The network returns with the dialog still open (the modal covers "Sync now"): the console syncs.
  consoleServer.setOffline(false)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect(status.getByText('No edits waiting')).toBeVisible()
  await expect(dialog.getByText(`(was ${local} while offline)`)).toBeVisible()
  const reference = (await dialog.locator('strong').first().textContent())?.trim() ?? ''
  expect(reference).toMatch(/^AAR-/)

  const headers = { authorization: `Bearer ${await demoAdminToken(request)}` }
  const bookings = (
    (await (
      await request.get(`/api/content/consultations?q=${encodeURIComponent(name)}`, { headers })
    ).json()) as { id: string; name: string; reference: string }[]
  ).filter((booking) => booking.name === name)
  expect(bookings.map((booking) => booking.reference)).toEqual([reference])
  const ledger = (await (
    await request.get(`/api/consult/consultation/${bookings[0].id}/payments`, { headers })
  ).json()) as { entries: { amount: number }[] }
  expect(ledger.entries.map((entry) => entry.amount)).toEqual([250])
})

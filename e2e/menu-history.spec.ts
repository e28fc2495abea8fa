import { expect, test } from '@playwright/test'
import { openAdminTab, restoreVersion, signInToAdmin } from './support/admin-session'
import { demoAdminToken } from './support/page-checks'

/** A menu item's older title is restored from its History drawer and the public header shows it. */
test('an older title of a menu item is restored from its History drawer and shows in the public header', async ({
  page,
  request,
}) => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
  const oldTitle = `E2E Reports ${suffix}`
  const newTitle = `E2E Lab reports ${suffix}`
  const headers = { authorization: `Bearer ${await demoAdminToken(request)}` }
  const created = await request.post('/api/menu', {
    headers,
    data: { title: oldTitle, path: `/blog?e2e=${suffix}` },
  })
  expect(created.status()).toBe(201)
  const item = await created.json()
  try {
    const renamed = await request.put(`/api/menu/${item._id}`, {
      headers: { ...headers, 'if-match': `"${item.version}"` },
      data: { title: newTitle },
    })
    expect(renamed.ok()).toBeTruthy()

    await signInToAdmin(page)
    await openAdminTab(page, 'Menu')
    await page.getByRole('button', { name: `History of menu item "${newTitle}"` }).click()
    const versions = page
      .getByRole('dialog', { name: `History of menu item "${newTitle}"` })
      .getByRole('list', { name: 'Versions' })
      .getByRole('listitem')
    await expect(versions.first()).toContainText('Current')
    await restoreVersion(page, versions, 1)
    await expect(page.getByRole('listitem', { name: oldTitle })).toBeVisible()

    await page.goto('/')
    await expect(page.getByRole('banner').getByRole('link', { name: oldTitle })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: newTitle })).toHaveCount(0)
  } finally {
    // The journeys share one database: the header goes back to the demo menu.
    await request.delete(`/api/menu/${item._id}`, { headers })
  }
})

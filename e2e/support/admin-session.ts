import { expect, type Locator, type Page } from '@playwright/test'

export const DEMO_ADMIN = { email: 'admin@aarogya.demo', password: 'Admin@12345' }

/** Signs in at /admin as the demo administrator, landing on the panel. */
export async function signInToAdmin(page: Page, account: { email: string; password: string } = DEMO_ADMIN) {
  await page.goto('/admin')
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email)
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
}

/** Opens an admin tab by its label and waits until it is the selected one. */
export async function openAdminTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click()
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true')
}

/** Restores the `index`-th entry of a History drawer's versions, confirms, and waits for the toast. */
export async function restoreVersion(page: Page, versions: Locator, index: number) {
  await versions
    .nth(index)
    .getByRole('button', { name: /Restore this version/ })
    .click()
  await page
    .getByRole('dialog', { name: 'Restore this version?' })
    .getByRole('button', { name: 'Restore' })
    .click()
  await expect(page.getByText('Version restored')).toBeVisible()
}

import { expect, test } from '@playwright/test'

test('a visitor opens the home page and sees the hero and the six package tiles', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Test and you can Trust' })).toBeVisible()
  const tiles = page.getByTestId('package-tiles').getByRole('link')
  await expect(tiles).toHaveCount(6)
  await expect(tiles.first()).toContainText('97 tests')
  await expect(tiles.first()).toContainText('Rs1799')
  await expect(tiles.nth(5)).toContainText('163 tests')
  await expect(tiles.nth(5)).toContainText('Rs5999')
  expect(errors).toEqual([])
})

test('an unknown page answers 404 and shows Page Not Found', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
})

import { expect, test } from '@playwright/test'

test('typed addresses lead to the place that serves them', async ({ page, request }) => {
  for (const [from, to] of [
    ['/packages', '/all-services'],
    ['/tests', '/blood-test'],
  ]) {
    const answer = await request.get(from, { maxRedirects: 0 })
    expect(answer.status()).toBe(301)
    await page.goto(from)
    await expect(page).toHaveURL(to)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }

  await page.goto('/refer')
  await expect(page).toHaveURL('/?refer=1')
  await expect(page.getByRole('dialog', { name: 'Refer and Earn' })).toBeVisible()
  await page.getByRole('dialog', { name: 'Refer and Earn' }).getByRole('button', { name: /close/i }).click()
  await expect(page).toHaveURL('/')

  await page.goto('/contact')
  await expect(page).toHaveURL('/#contact')
  await expect(page.getByRole('form', { name: 'Contact form' })).toBeInViewport()

  await page.goto('/about')
  await expect(page).toHaveURL('/#about')
  await expect(page.getByRole('heading', { name: 'Why Choose Us' })).toBeInViewport()
})

import { MESSAGES } from '@labsite/shared'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { newestMailTo } from './support/outbox'
import { expectNoSeriousAxeViolations, watchConsoleErrors } from './support/page-checks'

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
const header = (page: Page) => page.getByRole('banner')
const main = (page: Page) => page.getByRole('main')

async function registerByApi(
  request: APIRequestContext,
  email: string,
  password: string,
  name = 'Ravi Kumar',
) {
  const response = await request.post('/api/user/register', { data: { name, email, password } })
  expect(response.status()).toBe(201)
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  // The code by SMS is offered first; e-mail and password sit in the tab beside it.
  await main(page).getByRole('tab', { name: 'E-mail and password' }).click()
  await main(page).getByLabel('Email').fill(email)
  await main(page)
    .getByLabel(/^Password/)
    .fill(password)
  await main(page).getByRole('button', { name: 'Login' }).click()
}

test('a visitor signs up, seeing every problem at once, and lands on the profile', async ({ page }) => {
  const errors = watchConsoleErrors(page)
  const email = `asha.${unique()}@example.com`
  await page.goto('/signup')
  await expect(page).toHaveTitle('Sign Up | Aarogya Diagnostics')
  await main(page).getByRole('tab', { name: 'E-mail and password' }).click()
  await expect(main(page).getByLabel('Phone Number')).toHaveAttribute('placeholder', '+91 98765 43210')
  await expectNoSeriousAxeViolations(page)

  const form = main(page)
  const submit = form.getByRole('button', { name: 'Create Account' })
  await form.getByLabel(/^Password/).fill('Sunrise-2026')
  await submit.click()
  // Every problem at its field at once, focus on the first.
  await expect(form.getByText('Full Name is required')).toBeVisible()
  await expect(form.getByText('Email is required')).toBeVisible()
  await expect(form.getByText(MESSAGES.passwordsDoNotMatch)).toBeVisible()
  await expect(form.getByText(MESSAGES.signupTerms)).toBeVisible()
  await expect(form.getByLabel('Full Name')).toBeFocused()

  await form.getByLabel('Confirm Password').fill('Sunrise-2026')
  await form.getByLabel('Full Name').fill('Asha Rao')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Phone Number').fill('+91 90000 12345')
  await submit.click()
  await expect(form.getByText(MESSAGES.signupTerms)).toBeVisible()
  await expect(form.getByText(MESSAGES.passwordsDoNotMatch)).toHaveCount(0)
  await expect(form.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms')

  await form.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check()
  await submit.click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeVisible()
  await expect(main(page).getByText('Personal Information')).toBeVisible()
  await expect(main(page).getByText('Full Name')).toBeVisible()
  await expect(main(page).getByText('Email Address')).toBeVisible()
  await expect(main(page).getByText(email).first()).toBeVisible()
  await expect(main(page).getByText('+91 90000 12345')).toBeVisible() // the phone was stored
  await expect(main(page).getByText('AR', { exact: true })).toBeVisible() // the avatar, drawn locally
  await expect(header(page).getByRole('link', { name: 'Profile' })).toBeVisible()
  await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible()
  await expect(header(page).getByRole('link', { name: 'Login' })).toHaveCount(0)
  await expect(page).toHaveTitle('My Profile | Aarogya Diagnostics')
  await expectNoSeriousAxeViolations(page)

  // The session survives a reload (local storage keys user and token).
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeVisible()
  const stored = await page.evaluate(() => ({
    user: localStorage.getItem('user'),
    token: localStorage.getItem('token'),
  }))
  expect(JSON.parse(stored.user ?? '{}').email).toBe(email)
  expect(stored.token).toBeTruthy()
  expect(errors).toEqual([])
})

test('a wrong password shows the login failure message and keeps the visitor signed out', async ({
  page,
}) => {
  const errors = watchConsoleErrors(page)
  await page.goto('/login')
  await expectNoSeriousAxeViolations(page)
  await logIn(page, 'nobody@example.com', 'not-the-password')
  await expect(main(page).getByRole('alert')).toHaveText(MESSAGES.loginFailed)
  await expect(page).toHaveURL(/\/login$/)
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible()
  // The browser reports the refused request (401) itself; nothing else may go wrong.
  expect(errors.filter((e) => !e.includes('401'))).toEqual([])
})

test('a visitor logs in and out; the profile then sends them to login', async ({ page, request }) => {
  const errors = watchConsoleErrors(page)
  const email = `ravi.${unique()}@example.com`
  await registerByApi(request, email, 'Monsoon-2026')
  await logIn(page, email, 'Monsoon-2026')
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeVisible()

  await header(page).getByRole('button', { name: 'Logout' }).click()
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(header(page).getByRole('link', { name: 'Sign up' })).toBeVisible()
  await expect(header(page).getByRole('link', { name: 'Profile' })).toHaveCount(0)
  expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('token')])).toEqual([
    null,
    null,
  ])

  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login$/)
  expect(errors).toEqual([])
})

test('a forgotten password is reset through the e-mailed link', async ({ page, request }) => {
  const errors = watchConsoleErrors(page)
  const email = `meera.${unique()}@example.com`
  await registerByApi(request, email, 'Old-password-1', 'Meera Iyer')

  await page.goto('/login')
  await main(page).getByRole('tab', { name: 'E-mail and password' }).click()
  await main(page).getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expectNoSeriousAxeViolations(page)
  await main(page).getByLabel('Email').fill(email)
  await main(page).getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(main(page).getByRole('status')).toHaveText(MESSAGES.forgotPasswordSent)

  const mail = await newestMailTo(email)
  const link = /https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]+/.exec(mail)?.[0]
  expect(link).toBeTruthy()
  await page.goto(new URL(link as string).pathname)
  await expect(page).toHaveTitle('Reset Password | Aarogya Diagnostics')
  await expectNoSeriousAxeViolations(page)

  await main(page)
    .getByLabel(/^New Password/)
    .fill('New-password-2')
  await main(page).getByLabel('Confirm New Password').fill('Different-3')
  await main(page).getByRole('button', { name: 'Reset Password' }).click()
  await expect(main(page).getByRole('alert')).toHaveText(MESSAGES.resetPasswordsDoNotMatch)

  await main(page).getByLabel('Confirm New Password').fill('New-password-2')
  await main(page).getByRole('button', { name: 'Reset Password' }).click()
  await expect(main(page).getByRole('status')).toHaveText(MESSAGES.passwordResetDone)
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 })

  await logIn(page, email, 'New-password-2')
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible()

  // The link works once only.
  await header(page).getByRole('button', { name: 'Logout' }).click()
  await page.goto(new URL(link as string).pathname)
  await main(page)
    .getByLabel(/^New Password/)
    .fill('Another-pass-4')
  await main(page).getByLabel('Confirm New Password').fill('Another-pass-4')
  await main(page).getByRole('button', { name: 'Reset Password' }).click()
  await expect(main(page).getByRole('alert')).toHaveText(MESSAGES.resetPasswordFailed)
  expect(errors.filter((e) => !e.includes('400'))).toEqual([])
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu opens and closes, and closes when a link is chosen', async ({ page }) => {
    const errors = watchConsoleErrors(page)
    await page.goto('/terms')
    const toggle = header(page).getByRole('button', { name: 'Open menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    const close = header(page).getByRole('button', { name: 'Close menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    const mobileMenu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(mobileMenu.getByRole('link', { name: 'Login' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    await close.click()
    await expect(mobileMenu).toHaveCount(0)
    await expect(header(page).getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )

    await header(page).getByRole('button', { name: 'Open menu' }).click()
    await mobileMenu.getByRole('link', { name: 'Sign up' }).click()
    await expect(page).toHaveURL(/\/signup$/)
    await expect(mobileMenu).toHaveCount(0)
    await expect(header(page).getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(errors).toEqual([])
  })
})

import { expect, test } from '@playwright/test'
import { openAdminTab, signInToAdmin } from './support/admin-session'
import { demoAdminToken } from './support/page-checks'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** A calendar day `ahead` days from now, as the booking form takes it (YYYY-MM-DD). */
const dayAhead = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10)

test('a slot added and a day closed in the Booking calendar: the booking form offers the one and refuses the other', async ({
  page,
}) => {
  // Late in the booking window, so the journeys that book the first free days are not disturbed.
  const open = dayAhead(12)
  const closed = dayAhead(13)
  const weekday = new Date(`${open}T00:00:00Z`).getUTCDay()
  const slot = `${WEEKDAYS[weekday]} 21:10–21:40`
  const reason = `E2E holiday ${Date.now().toString(36)}`
  try {
    await signInToAdmin(page)
    await openAdminTab(page, 'Booking calendar')

    await page.getByRole('button', { name: 'Add a slot' }).click()
    const addSlot = page.getByRole('dialog', { name: 'Add a slot' })
    await addSlot.getByLabel('Weekday').selectOption(String(weekday))
    await addSlot.getByLabel('Start').fill('21:10')
    await addSlot.getByLabel('End').fill('21:40')
    await addSlot.getByLabel('Capacity').fill('2')
    await addSlot.getByRole('button', { name: 'Add slot' }).click()
    await expect(page.getByText(`${slot} was added.`)).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'Time slots' }).getByRole('listitem', { name: slot }),
    ).toBeVisible()

    await page.getByRole('button', { name: 'Close a day' }).click()
    const closeDay = page.getByRole('dialog', { name: 'Close a day' })
    await closeDay.getByLabel('Date').fill(closed)
    await closeDay.getByLabel('Reason').fill(reason)
    await closeDay.getByRole('button', { name: 'Close this day' }).click()
    await expect(page.getByText(`No bookings will be taken on ${closed}.`)).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'Closed dates' }).getByRole('listitem', { name: closed }),
    ).toContainText(reason)

    // A visitor's booking form: the new slot on its day, the closed day refused with its reason.
    await page.goto('/aarogya-package')
    await page.getByRole('button', { name: 'Book Now' }).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('link', { name: 'Basket, 1 item' }).click()
    const form = page.getByRole('main')
    await form.getByLabel('Preferred date').fill(open)
    await expect(form.getByRole('radio', { name: /21:10/ })).toBeVisible()
    await form.getByLabel('Preferred date').fill(closed)
    await expect(form.getByRole('status').filter({ hasText: reason })).toBeVisible()
    await expect(form.getByRole('radio', { name: /21:10/ })).toHaveCount(0)
  } finally {
    // The journeys share one database: the slot and the closed day go, whatever failed above.
    const headers = { authorization: `Bearer ${await demoAdminToken(page.request)}` }
    const slots = (await (await page.request.get('/api/admin/booking-slots', { headers })).json()) as {
      id: string
      startTime: string
    }[]
    for (const added of slots.filter((s) => s.startTime === '21:10')) {
      await page.request.delete(`/api/admin/booking-slots/${added.id}`, { headers })
    }
    await page.request.delete(`/api/admin/closed-dates/${closed}`, { headers })
  }
})

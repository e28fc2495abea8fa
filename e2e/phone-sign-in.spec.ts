import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { devices, expect, test } from '@playwright/test'
import { freeSlots } from './support/booking-calendar'
import { newestMailTo } from './support/outbox'

/**
 * A visitor on a phone, reading Hindi, signs in with the code texted to their mobile (read from the
 * dev outbox, as no SMS gateway is set), gives their name once, books, and gets the WhatsApp
 * confirmation in Hindi (the dev outbox's JSON); moves the booking from My bookings and gets the mail
 * with the calendar event moved (same UID, new time); the message's opt-out link opens the track page.
 */
const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7']
test.use(pixel)

const OUTBOX = path.resolve('.e2e-data', 'outbox')

type PhoneMessage = { to: string; template: string; language: string; text: string; params: string[] }

/** The newest SMS or WhatsApp message to `to` of `template`, waiting for it to be written. */
async function newestMessage(channel: 'sms' | 'whatsapp', to: string, template: string) {
  let found: PhoneMessage | undefined
  await expect
    .poll(
      () => {
        const dir = path.join(OUTBOX, channel)
        if (!existsSync(dir)) return false
        const messages = readdirSync(dir)
          .filter((name) => name.endsWith('.json'))
          .sort()
          .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as PhoneMessage)
        found = messages.filter((m) => m.to === to && m.template === template).at(-1)
        return found !== undefined
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  return found as PhoneMessage
}

test('sign in by SMS code in Hindi, name once, book, get the WhatsApp confirmation, move it and get the calendar mail', async ({
  page,
  request,
}) => {
  // A number no other journey uses, unique per run.
  const national = `9${String(Date.now()).slice(-9)}`
  const e164 = `+91${national}`

  await page.goto('/login?lang=hi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  const main = page.getByRole('main')
  // The code is offered first: its tab is the one open.
  await expect(main.getByRole('tab', { name: 'कोड से साइन इन करें' })).toHaveAttribute('aria-selected', 'true')
  await main.getByLabel('मोबाइल नंबर').fill(`0${national.slice(0, 5)} ${national.slice(5)}`)
  await main.getByRole('button', { name: 'कोड भेजें' }).tap()

  const sms = await newestMessage('sms', e164, 'sign_in_code')
  expect(sms.language).toBe('hi')
  const code = sms.params[0]
  expect(code).toMatch(/^\d{6}$/)
  // A wrong code first: the server's refusal shows at the field, in Hindi.
  const wrong = code === '000000' ? '111111' : '000000'
  await main.getByLabel('छह अंकों का कोड').fill(wrong)
  await main.getByRole('button', { name: 'साइन इन करें' }).tap()
  await expect(main.getByText('यह कोड गलत है। SMS देखकर कोड फिर से लिखें।')).toBeVisible()
  await main.getByLabel('छह अंकों का कोड').fill(code)
  await main.getByRole('button', { name: 'साइन इन करें' }).tap()

  // A new number is a new account: its name is asked once, then the profile shows it.
  await main.getByLabel('पूरा नाम').fill('लता मेनन')
  await main.getByRole('button', { name: 'आगे बढ़ें' }).tap()
  await expect(page).toHaveURL(/\/profile/)
  await expect(page.getByRole('heading', { level: 1, name: 'लता मेनन' })).toBeVisible()
  const token = await page.evaluate(() => localStorage.getItem('token'))
  expect(token).toBeTruthy()
  expect(await page.evaluate(() => localStorage.getItem('labsite-device'))).toBeTruthy()

  // A booking at the lab, made in Hindi with the session of the code, under the account.
  const { date, slots } = await freeSlots(request, 2, 1)
  const booked = await request.post('/api/consult/consultation', {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'hi' },
    data: {
      name: 'लता मेनन',
      email: `lata.${national}@example.com`,
      phone: e164,
      description: 'थायरॉइड जाँच',
      collectionType: 'lab',
      preferredDate: date,
      slotId: slots[0].id,
    },
  })
  expect(booked.status()).toBe(201)
  const { reference } = await booked.json()

  const whatsapp = await newestMessage('whatsapp', e164, 'booking_confirmed')
  expect(whatsapp.language).toBe('hi')
  expect(whatsapp.text).toContain(`नमस्ते लता मेनन, आपकी बुकिंग ${reference}`)
  expect(whatsapp.text).toContain('ये संदेश बंद करने के लिए STOP लिखकर भेजें')

  // The booking is the account's: My bookings lists it.
  await page.reload()
  const card = page.getByRole('article', { name: new RegExp(reference) })
  await expect(card).toBeVisible()

  // Moved from My bookings by thumb: the mail of the move carries the same calendar event at the new time.
  const email = `lata.${national}@example.com`
  const received = await newestMailTo(email)
  const uid = /UID:(\S+)/.exec(received)?.[1]
  expect(uid).toBeTruthy()
  expect(received).toContain('SEQUENCE:0')
  const later = await freeSlots(request, 4, 1)
  await card.getByRole('button', { name: 'तारीख या समय बदलें' }).tap()
  await card.getByLabel('पसंदीदा तारीख').fill(later.date)
  await card.getByRole('radio', { name: new RegExp(later.slots[0].label) }).tap()
  await card.getByRole('button', { name: 'मेरी बुकिंग बदलें' }).tap()
  await expect(card.getByRole('status')).toContainText(`बुकिंग ${reference} अब`)
  let moved = ''
  await expect
    .poll(async () => {
      moved = await newestMailTo(email)
      return moved.includes(`बुकिंग ${reference} का समय बदला`)
    })
    .toBe(true)
  expect(moved).toContain(`UID:${uid}`)
  expect(moved).toContain('SEQUENCE:1')
  expect(moved).toContain(`DTSTART:${later.date.replace(/-/g, '')}T`)
  expect(moved).not.toContain(`DTSTART:${date.replace(/-/g, '')}T`)

  // The message's opt-out link opens the booking and stops the messages to the number.
  const stopLink = new URL(/https?:\/\/\S+messages=stop#key=\S+/.exec(whatsapp.text)?.[0] as string)
  await page.goto(stopLink.pathname + stopLink.search + stopLink.hash)
  await page.getByRole('button', { name: 'संदेश बंद करें' }).tap()
  await expect(
    page.getByText('हो गया: इस नंबर पर अब हमारी ओर से WhatsApp संदेश नहीं आएँगे।', { exact: false }),
  ).toBeVisible()
})

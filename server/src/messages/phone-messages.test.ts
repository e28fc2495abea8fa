import { readdir, readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../app'
import {
  clearBookings,
  guest,
  postBooking,
  slotOn,
  startBookingApp,
  stopBookingApp,
} from '../routes/bookings/bookings-test-kit'
import { deliveredMails, deliveredMailTo } from '../testing/delivered-mails'
import { smsSender, whatsAppSender } from './phone-senders'

type Written = { to: string; template: string; language: string; text: string; params: string[] }

describe('WhatsApp messages of a booking, through the outbox', () => {
  let app: App
  let staff: Record<string, string>
  const SECRET = 'a-webhook-secret-of-the-gateway'

  async function whatsAppFiles(): Promise<Written[]> {
    await app.outbox.sendDue()
    const dir = path.join(app.config.dataDir, 'outbox', 'whatsapp')
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort()
    return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8'))))
  }

  beforeAll(async () => {
    ;({ app, staff } = await startBookingApp({ messagesWebhookSecret: SECRET }))
  })
  afterAll(() => stopBookingApp(app))
  beforeEach(() => clearBookings(app))

  const bookLab = async (headers: Record<string, string>, extra: object = {}) => {
    const { date, slotId } = await slotOn(app, 2, '07:00')
    const res = await postBooking(
      app,
      { ...guest, collectionType: 'lab', preferredDate: date, slotId, ...extra },
      headers,
    )
    expect(res.statusCode).toBe(201)
    return res.json()
  }

  it('sends the confirmation in Hindi for a Hindi booking, on by default for a mobile number', async () => {
    const booking = await bookLab({ 'accept-language': 'hi' })
    expect(booking.phoneMessages).toBe(true)
    const [message] = await whatsAppFiles()
    expect(message).toMatchObject({ to: '+919876543210', template: 'booking_confirmed', language: 'hi' })
    expect(message.text).toContain(`आपकी बुकिंग ${booking.reference}`)
    expect(message.text).toContain('/track-booking?reference=')
  })

  it('sends nothing on WhatsApp when the box was unticked, and English for an English booking', async () => {
    await bookLab({ 'accept-language': 'en' }, { phoneMessages: false })
    expect(await whatsAppFiles()).toEqual([])
    await bookLab({ 'accept-language': 'en' })
    const [message] = await whatsAppFiles()
    expect(message.language).toBe('en')
    expect(message.text).toMatch(/^Hello Asha Rao, your booking AAR-/)
  })

  it('tells the visitor of a move: a mail with the event moved (same UID, SEQUENCE 1) and a WhatsApp message', async () => {
    const booking = await bookLab({ 'accept-language': 'hi' })
    const first = await deliveredMailTo(app, guest.email, booking.reference, 'BEGIN:VEVENT')
    const uid = /UID:(\S+)/.exec(first)?.[1]
    expect(first).toContain('SEQUENCE:0')
    const to = await slotOn(app, 3, '08:00')
    const moved = await app.inject({
      method: 'POST',
      url: '/api/bookings/reschedule',
      payload: {
        reference: booking.reference,
        contact: guest.phone,
        preferredDate: to.date,
        slotId: to.slotId,
      },
    })
    expect(moved.statusCode).toBe(200)
    const mail = await deliveredMailTo(app, guest.email, `बुकिंग ${booking.reference} का समय बदला`)
    expect(mail).toContain(`UID:${uid}`)
    expect(mail).toContain('SEQUENCE:1')
    expect(mail).toContain(`DTSTART:${to.date.replace(/-/g, '')}T023000Z`)
    expect(mail).toContain('/track-booking?reference=')
    const messages = await whatsAppFiles()
    expect(messages.map((m) => m.template)).toEqual(['booking_confirmed', 'booking_rescheduled'])
    expect(messages[1].text).toContain(`${to.date}, 08:00`)
  })

  it('stops the messages of a number that replies STOP, only with the gateway secret', async () => {
    const booking = await bookLab({})
    const reply = (secret: string) =>
      app.inject({
        method: 'POST',
        url: '/api/messages/inbound',
        headers: { 'x-webhook-secret': secret },
        payload: { from: '919876543210', text: ' stop ' },
      })
    expect((await reply('wrong-secret-of-someone')).statusCode).toBe(401)
    expect((await reply(SECRET)).json()).toEqual({ optedOut: 1 })
    const row = await app.knex('bookings').where({ id: booking.id }).first()
    expect(row.phone_messages).toBe(false)
  })

  it('stops the messages of the number through the link of a message, without signing in', async () => {
    const booking = await bookLab({ 'accept-language': 'hi' })
    const other = await bookLab({})
    const [message] = await whatsAppFiles()
    expect(message.text).toContain('ये संदेश बंद करने के लिए STOP लिखकर भेजें या')
    const link = /https?:\/\/\S+[?&]messages=stop#key=(\S+)/.exec(message.text)
    expect(link?.[0]).toContain(`reference=${booking.reference}`)
    const off = (contact: string) =>
      app.inject({
        method: 'POST',
        url: '/api/bookings/messages-off',
        payload: { reference: booking.reference, contact },
      })
    expect((await off('L1-zzzzzz-not-a-signed-key-of-this-server')).statusCode).toBe(404)
    const res = await off(link?.[1] as string)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ reference: booking.reference, phoneMessages: false })
    // The number opted out: its other booking sends nothing more either.
    const rows = await app.knex('bookings').whereIn('id', [booking.id, other.id])
    expect(rows.map((r) => r.phone_messages)).toEqual([false, false])
    const before = (await whatsAppFiles()).length
    const to = await slotOn(app, 5, '08:00')
    const moved = await app.inject({
      method: 'POST',
      url: '/api/bookings/reschedule',
      payload: {
        reference: other.reference,
        contact: guest.phone,
        preferredDate: to.date,
        slotId: to.slotId,
      },
    })
    expect(moved.statusCode).toBe(200)
    expect(await whatsAppFiles()).toHaveLength(before)

    // The track page turns them back on with the same proof; a wrong key changes nothing.
    const on = (contact: string) =>
      app.inject({
        method: 'POST',
        url: '/api/bookings/messages-on',
        payload: { reference: booking.reference, contact },
      })
    expect((await on('L1-zzzzzz-not-a-signed-key-of-this-server')).statusCode).toBe(404)
    expect((await app.knex('bookings').where({ id: booking.id }).first()).phone_messages).toBe(false)
    const back = await on(link?.[1] as string)
    expect(back.statusCode).toBe(200)
    expect(back.json()).toMatchObject({ reference: booking.reference, phoneMessages: true })
    const again = await app.knex('bookings').whereIn('id', [booking.id, other.id])
    expect(again.map((r) => r.phone_messages)).toEqual([true, true])
    const later = await slotOn(app, 6, '08:00')
    const movedAgain = await app.inject({
      method: 'POST',
      url: '/api/bookings/reschedule',
      payload: {
        reference: other.reference,
        contact: guest.phone,
        preferredDate: later.date,
        slotId: later.slotId,
      },
    })
    expect(movedAgain.statusCode).toBe(200)
    expect((await whatsAppFiles()).length).toBeGreaterThan(before)
  })
  it("stops the update e-mails of the address through a mail's link; confirmations and cancellations still go", async () => {
    const hindi = await bookLab({ 'accept-language': 'hi' })
    const english = await bookLab({ 'accept-language': 'en' }, { email: 'ASHA@example.com' })
    const setStatus = async (id: string, status: string) => {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/consult/consultation/${id}`,
        payload: { status },
        headers: staff,
      })
      expect(res.statusCode).toBe(200)
    }
    await setStatus(hindi.id, 'confirmed')
    await setStatus(english.id, 'confirmed')
    const [hindiMail] = await deliveredMails(app, `बुकिंग ${hindi.reference}: कन्फ़र्म`)
    expect(hindiMail).toContain('रिमाइंडर और स्थिति के अपडेट ईमेल पर नहीं चाहिए? यहाँ बंद करें:')
    const [englishMail] = await deliveredMails(app, `Booking ${english.reference}: Confirmed`)
    expect(englishMail).toContain('Don’t want reminders and status updates by e-mail? Stop them here:')
    // The confirmation of what was just booked always goes, so it offers no opt-out.
    const [received] = await deliveredMails(app, `Subject: ${'Your booking'}`, english.reference)
    expect(received).not.toContain('messages=stop-mails')

    const link = /https?:\/\/\S+[?&]messages=stop-mails#key=(\S+?)(?=[\s)]|$)/.exec(hindiMail)
    expect(link?.[0]).toContain(`reference=${hindi.reference}`)
    const off = (contact: string, channel?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/bookings/messages-off',
        payload: { reference: hindi.reference, contact, ...(channel ? { channel } : {}) },
      })
    expect((await off(link?.[1] as string, 'sms')).statusCode).toBe(400)
    const res = await off(link?.[1] as string, 'mail')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ mailUpdates: false, phoneMessages: true })
    // The address opted out, in whatever case it was typed: both bookings; WhatsApp is another choice.
    const rows = await app.knex('bookings').whereIn('id', [hindi.id, english.id]).orderBy('created_at')
    expect(rows.map((r) => [r.mail_updates, r.phone_messages])).toEqual([
      [false, true],
      [false, true],
    ])
    const staffView = await app.inject({
      method: 'GET',
      url: `/api/consult/consultation/${english.id}`,
      headers: staff,
    })
    expect(staffView.json()).toMatchObject({ mailUpdates: false, phoneMessages: true })

    // A ready report is an update: no mail, the WhatsApp message still goes.
    await setStatus(english.id, 'report-ready')
    expect(await deliveredMails(app, `Booking ${english.reference}: Report ready`)).toEqual([])
    expect((await whatsAppFiles()).map((m) => m.template)).toContain('report_ready')
    // A cancellation must reach them.
    await setStatus(hindi.id, 'cancelled')
    expect(await deliveredMails(app, `बुकिंग ${hindi.reference}: रद्द`)).toHaveLength(1)
  })
})

describe('providers: the documented REST calls, against a local fake server', () => {
  const received: { url: string; headers: Record<string, unknown>; body: string }[] = []
  let base = ''
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body })
      res.writeHead(req.url?.includes('fail') ? 500 : 200, { 'content-type': 'application/json' })
      res.end('{"ok":true}')
    })
  })
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const message = {
    to: '+919876543210',
    template: 'booking_confirmed',
    language: 'hi',
    params: ['Asha', 'AAR-1'],
    text: 'नमस्ते',
  }

  it('posts a WhatsApp Cloud API template message with its parameters and the bearer token', async () => {
    await whatsAppSender({ provider: 'cloud', apiUrl: base, token: 'tok', phoneNumberId: '12345' }).send(
      message,
    )
    const call = received.at(-1)
    expect(call?.url).toBe('/12345/messages')
    expect(call?.headers.authorization).toBe('Bearer tok')
    expect(JSON.parse(call?.body ?? '')).toEqual({
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'booking_confirmed',
        language: { code: 'hi' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Asha' },
              { type: 'text', text: 'AAR-1' },
            ],
          },
        ],
      },
    })
  })

  it('posts a Twilio message form with basic auth, and throws on a refusal (the outbox retries)', async () => {
    await smsSender({ provider: 'twilio', apiUrl: base, apiKey: 'AC1:secret', sender: '+15550001111' }).send(
      message,
    )
    const call = received.at(-1)
    expect(call?.url).toBe('/2010-04-01/Accounts/AC1/Messages.json')
    expect(call?.headers.authorization).toBe(`Basic ${Buffer.from('AC1:secret').toString('base64')}`)
    expect(Object.fromEntries(new URLSearchParams(call?.body))).toEqual({
      To: '+919876543210',
      From: '+15550001111',
      Body: 'नमस्ते',
    })
    await expect(
      smsSender({ provider: 'twilio', apiUrl: `${base}/fail`, apiKey: 'AC1:secret', sender: '+1555' }).send(
        message,
      ),
    ).rejects.toThrow(/Twilio answered 500/)
  })
})

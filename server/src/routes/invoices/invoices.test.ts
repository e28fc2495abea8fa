import { documentDate, labNow } from '@labsite/shared'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { pdfText } from '../../testing/pdf-tools'
import {
  clearBookings,
  guest,
  postBooking,
  slotOn,
  startBookingApp,
  stopBookingApp,
} from '../bookings/bookings-test-kit'
import { financialYearOf, invoiceNumber } from './invoice-numbers'

describe('financialYearOf', () => {
  it('runs April to March', () => {
    expect(financialYearOf('2026-11-24')).toBe('2026-27')
    expect(financialYearOf('2027-03-31')).toBe('2026-27')
    expect(financialYearOf('2027-04-01')).toBe('2027-28')
    expect(financialYearOf('2099-06-01')).toBe('2099-00')
  })
})

describe('invoices: one PDF for the visitor, the guest and the desk', () => {
  let app: App
  let staff: { authorization: string }
  let testId: string

  /** The lab confirms bookings (the step that lets an invoice be issued), as the desk's status change does. */
  const confirm = (...ids: string[]) =>
    app.knex('bookings').whereIn('id', ids).update({ status: 'confirmed' })
  const book = async (headers: Record<string, string> = {}, who = guest, confirmed = true) => {
    const { date, slotId } = await slotOn(app, 2, '08:00')
    const res = await postBooking(
      app,
      {
        ...who,
        items: [{ type: 'blood-test', id: testId }],
        familyMembers: 3,
        collectionType: 'lab',
        preferredDate: date,
        slotId,
      },
      headers,
    )
    expect(res.statusCode).toBe(201)
    if (confirmed) await confirm(res.json().id)
    return res.json()
  }
  const setGstin = async (gstin: string | undefined) => {
    const stored = await app.knex('documents').where({ key: 'global-settings' }).first()
    const settings = typeof stored.value === 'string' ? JSON.parse(stored.value) : stored.value
    await app
      .knex('documents')
      .where({ key: 'global-settings' })
      .update({ value: JSON.stringify({ ...settings, gstin }) })
  }
  const staffInvoice = (id: string) =>
    app.inject({ method: 'GET', url: `/api/consult/consultation/${id}/invoice`, headers: staff })
  const titleOf = async (body: Buffer) => (await PDFDocument.load(body)).getTitle()

  beforeAll(async () => {
    // 100 invoices at once queue for the pool's connections while PDFs render; on a busy 2-core machine
    // (other test files rendering PDFs beside this one) the default 3 s wait turned some into 503s.
    ;({ app, staff } = await startBookingApp({
      rateLimitAuth: 1_000,
      databaseTimeouts: { connectMs: 2_000, acquireMs: 60_000, statementMs: 20_000 },
    }))
    const [row] = await app
      .knex('blood_tests')
      .insert({ name: 'Lipid Profile', category: 'Heart', price: 600, original_price: 900 })
      .returning('id')
    testId = row.id
    await app
      .knex('documents')
      .where({ key: 'business-contact' })
      .update({
        value: JSON.stringify({
          phone: '+91 80 4000 0000',
          email: 'care@lab.example',
          address: ['12 MG Road', 'Bengaluru 560001'],
          businessHours: 'Mon-Sat 7-19',
        }),
      })
  })
  afterAll(() => stopBookingApp(app))
  beforeEach(async () => {
    await clearBookings(app)
    await app.knex('invoices').delete()
    await app.knex('invoice_counters').delete()
    await setGstin('29ABCDE1234F1Z5')
  })

  it('gives the desk a one-page A4 PDF with the next number of the year, the same number every time', async () => {
    const booking = await book()
    const res = await staffInvoice(booking.id)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    const number = invoiceNumber(financialYearOf(new Date().toISOString().slice(0, 10)), 1)
    expect(res.headers['content-disposition']).toContain(`invoice-${number.replaceAll('/', '-')}.pdf`)
    const pdf = await PDFDocument.load(res.rawPayload)
    expect(pdf.getTitle()).toBe(`Invoice ${number}`)
    expect(pdf.getPageCount()).toBe(1)
    // The letterhead and lines it shares with the desk's receipts (lib/rendering/pdf-document), as a reader sees them.
    const text = (await pdfText(res.rawPayload)).replace(/[ \t]+/g, ' ')
    for (const shown of [
      'INVOICE',
      'GSTIN: 29ABCDE1234F1Z5',
      '12 MG Road',
      `Invoice number: ${number}`,
      'Lipid Profile',
    ]) {
      expect(text, shown).toContain(shown)
    }
    const [stored] = await app.knex('invoices').where({ booking_id: booking.id })
    // 3 × 600 = 1,800, 15 % off: 1,530, a lab visit: no fee.
    expect(stored.total).toMatchObject({ items: 1800, familyDiscount: 270, collectionFee: 0, total: 1530 })

    expect(await titleOf((await staffInvoice(booking.id)).rawPayload)).toBe(`Invoice ${number}`)
    const next = await book()
    expect(await titleOf((await staffInvoice(next.id)).rawPayload)).toMatch(/\/000002$/)
    const audited = await app
      .knex('audit_log')
      .where({ entity: 'booking', entity_id: booking.id, action: 'download' })
    expect(audited.map((row) => row.after)).toEqual([
      expect.objectContaining({ kind: 'invoice', via: 'staff' }),
      expect.objectContaining({ kind: 'invoice', via: 'staff' }),
    ])
  })

  it('numbers the invoices of 100 bookings asked for at once without a gap or a repeat', async () => {
    const count = 100
    // The bookings themselves go in batches of 20 at a time (no slot: the calendar is not the point).
    const bookings: { id: string }[] = []
    for (let batch = 0; batch < count; batch += 20) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          postBooking(app, {
            ...guest,
            email: `family${batch + n}@example.com`,
            items: [{ type: 'blood-test', id: testId }],
          }),
        ),
      )
      expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 201))
      bookings.push(...answers.map((res) => res.json()))
    }
    await confirm(...bookings.map((booking) => booking.id))
    const answers = await Promise.all(bookings.map((booking) => staffInvoice(booking.id)))
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200))
    const sequences = (await app.knex('invoices').pluck('sequence')).sort((a, b) => a - b)
    expect(sequences).toEqual(Array.from({ length: count }, (_, index) => index + 1))
    const numbers = new Set(await Promise.all(answers.map(async (res) => titleOf(res.rawPayload))))
    expect(numbers.size).toBe(count)
    // 100 PDFs rendered on a busy 2-core machine: minutes at worst, never a hang.
  }, 180_000)

  it('lets a guest have it by reference and contact, the owner from My bookings, and nobody else', async () => {
    const owner = await createUserWithToken(app, 'visitor')
    const booking = await book(owner.headers)
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/bookings/invoice',
      payload: { reference: booking.reference, contact: 'nobody@example.com' },
    })
    expect(wrong.statusCode).toBe(404)
    const asGuest = await app.inject({
      method: 'POST',
      url: '/api/bookings/invoice',
      payload: { reference: booking.reference, contact: guest.phone },
    })
    expect(asGuest.statusCode).toBe(200)
    expect(asGuest.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const stranger = await createUserWithToken(app, 'visitor')
    const url = `/api/user/bookings/${booking.id}/invoice`
    expect((await app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(404)
    const mine = await app.inject({ method: 'GET', url, headers: owner.headers })
    expect(mine.statusCode).toBe(200)
    expect(await titleOf(mine.rawPayload)).toBe(await titleOf(asGuest.rawPayload))
  })

  it('is issued only once the lab confirmed the booking or took money: a refusal uses up no number', async () => {
    const received = await book({}, guest, false)
    const refusals = [
      await staffInvoice(received.id),
      await app.inject({
        method: 'POST',
        url: '/api/bookings/invoice',
        payload: { reference: received.reference, contact: guest.phone },
      }),
    ]
    for (const res of refusals) {
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe('The invoice is issued once the lab confirms your booking')
    }
    expect(await app.knex('invoices')).toHaveLength(0)
    expect(await app.knex('invoice_counters')).toHaveLength(0)
    const lookup = await app.inject({
      method: 'POST',
      url: '/api/bookings/lookup',
      payload: { reference: received.reference, contact: guest.phone },
    })
    expect(lookup.json().invoiceReady).toBe(false)

    // A payment taken before the lab confirmed (at the desk, or online) is reason enough.
    const paidFirst = await book({}, { ...guest, email: 'paid@example.com' }, false)
    const paid = await app.inject({
      method: 'POST',
      url: `/api/consult/consultation/${paidFirst.id}/payments`,
      payload: { method: 'cash', amount: 100 },
      headers: staff,
    })
    expect(paid.statusCode).toBe(201)
    const first = await staffInvoice(paidFirst.id)
    expect(first.statusCode).toBe(200)
    expect(await titleOf(first.rawPayload)).toMatch(/\/000001$/)

    await confirm(received.id)
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/bookings/lookup',
          payload: { reference: received.reference, contact: guest.phone },
        })
      ).json().invoiceReady,
    ).toBe(true)
    expect(await titleOf((await staffInvoice(received.id)).rawPayload)).toMatch(/\/000002$/)
  })

  it("prints the GSTIN of the Global settings, or without one the exemption line, and the lab's date", async () => {
    const registered = await book()
    const withGstin = (await pdfText((await staffInvoice(registered.id)).rawPayload)).replace(/[ \t]+/g, ' ')
    expect(withGstin).toContain('GSTIN: 29ABCDE1234F1Z5')
    expect(withGstin).not.toContain('SAC 9993')
    const today = labNow().date
    expect(withGstin).toContain(`Date: ${documentDate(today)}`)
    expect(documentDate(today)).toMatch(/^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/)
    expect(withGstin).not.toContain(today)

    await setGstin('')
    const exempt = await book({}, { ...guest, email: 'exempt@example.com' })
    const text = (await pdfText((await staffInvoice(exempt.id)).rawPayload)).replace(/[ \t]+/g, ' ')
    expect(text).not.toContain('GSTIN')
    expect(text).toContain('GST exempt: health care services (SAC 9993)')
  })

  it('refuses a cancelled booking with 409', async () => {
    // A visitor cancels before the lab confirms.
    const booking = await book({}, guest, false)
    await app.inject({
      method: 'POST',
      url: '/api/bookings/cancel',
      payload: { reference: booking.reference, contact: guest.email },
    })
    const res = await staffInvoice(booking.id)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(`Booking ${booking.reference} is cancelled: it has no invoice`)
  })

  it('keeps an issued invoice, its number and its PDF in the register after the booking is deleted', async () => {
    const booking = await book()
    const issued = await staffInvoice(booking.id)
    const number = await titleOf(issued.rawPayload)
    const { version } = (
      await app.inject({ method: 'GET', url: `/api/consult/consultation/${booking.id}`, headers: staff })
    ).json()
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/consult/consultation/${booking.id}`,
      headers: { ...staff, 'if-match': `"${version}"` },
    })
    expect(deleted.statusCode).toBe(204)

    const register = await app.inject({ method: 'GET', url: '/api/admin/invoices', headers: staff })
    expect(register.statusCode).toBe(200)
    expect(register.headers['x-total-count']).toBe('1')
    const [entry] = register.json()
    expect(entry).toMatchObject({
      reference: booking.reference,
      billedTo: guest.name,
      total: 1530,
      bookingId: null,
    })
    expect(`Invoice ${entry.number}`).toBe(number)
    const again = await app.inject({ method: 'GET', url: `/api/admin/invoices/${entry.id}`, headers: staff })
    expect(again.statusCode).toBe(200)
    expect(await titleOf(again.rawPayload)).toBe(number)
    const text = (await pdfText(again.rawPayload)).replace(/[ \t]+/g, ' ')
    expect(text).toContain('Lipid Profile')
    expect(text).toContain(guest.name)
    // The next booking's invoice takes the next number: the deleted booking left no hole.
    const next = await book()
    expect(await titleOf((await staffInvoice(next.id)).rawPayload)).toMatch(/\/000002$/)
  })

  it('finds an invoice by number, reference or name, and answers 404 for an unknown one', async () => {
    const booking = await book()
    await staffInvoice(booking.id)
    const search = (q: string) =>
      app.inject({ method: 'GET', url: `/api/admin/invoices?q=${encodeURIComponent(q)}`, headers: staff })
    expect((await search(booking.reference)).json()).toHaveLength(1)
    expect((await search(guest.name.toUpperCase())).json()).toHaveLength(1)
    expect((await search('000001')).json()).toHaveLength(1)
    expect((await search('nobody at all')).json()).toHaveLength(0)
    const missing = await app.inject({
      method: 'GET',
      url: '/api/admin/invoices/00000000-0000-4000-8000-000000000000',
      headers: staff,
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('Invoice not found')
    const visitor = await createUserWithToken(app, 'visitor')
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/invoices', headers: visitor.headers })).statusCode,
    ).toBe(403)
  })

  it("keeps the invoice at a person's erasure but forgets who was billed", async () => {
    const booking = await book()
    await staffInvoice(booking.id)
    const admin = await createUserWithToken(app, 'admin')
    const erased = await app.inject({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      payload: { email: guest.email, phone: guest.phone },
      headers: admin.headers,
    })
    expect(erased.statusCode).toBe(200)
    const [entry] = (await app.inject({ method: 'GET', url: '/api/admin/invoices', headers: staff })).json()
    expect(entry).toMatchObject({ reference: booking.reference, billedTo: '', total: 1530, bookingId: null })
    const pdf = await app.inject({ method: 'GET', url: `/api/admin/invoices/${entry.id}`, headers: staff })
    expect(await pdfText(pdf.rawPayload)).not.toContain(guest.name)
  })
})

import { documentDate, labNow } from '@labsite/shared'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { pdfText } from '../../testing/pdf-tools'
import { clearBookings, stopBookingApp } from '../bookings/bookings-test-kit'
import { bookTest, postPayment, startDeskApp } from './payments-test-kit'

describe('receipts: a printed receipt per payment or refund, on the invoice letterhead', () => {
  let app: App
  let staff: { authorization: string }
  let admin: { authorization: string }
  let testId: string

  const receipt = (id: string, paymentId: string, headers: Record<string, string> = staff) =>
    app.inject({
      method: 'GET',
      url: `/api/consult/consultation/${id}/payments/${paymentId}/receipt.pdf`,
      headers,
    })

  beforeAll(async () => {
    ;({ app, staff, admin, testId } = await startDeskApp())
  })
  afterAll(() => stopBookingApp(app))
  beforeEach(async () => {
    await clearBookings(app)
    await app.knex('audit_log').delete()
  })

  it('shows the lab, GSTIN, booking, patient, method, amount, reference, date, staff and the balance after', async () => {
    const booking = await bookTest(app, testId)
    const paid = await postPayment(
      app,
      booking.id,
      { method: 'upi', amount: 250, reference: 'UPI 99231' },
      staff,
    )
    const res = await receipt(booking.id, paid.json().id)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.headers['content-disposition']).toContain(`receipt-${booking.reference}-1.pdf`)
    const pdf = await PDFDocument.load(res.rawPayload)
    expect(pdf.getPageCount()).toBe(1)
    expect(pdf.getTitle()).toBe(`Receipt ${booking.reference}/1`)
    const text = (await pdfText(res.rawPayload)).replace(/[ \t]+/g, ' ')
    for (const shown of [
      'RECEIPT',
      '12 MG Road',
      'GSTIN: 29ABCDE1234F1Z5',
      `Receipt number: ${booking.reference}/1`,
      `Date: ${documentDate(labNow().date)}`,
      'For',
      'Lipid Profile ₹600',
      `Booking: ${booking.reference}`,
      'Asha Rao',
      'Method UPI',
      'Reference UPI 99231',
      'Amount received ₹250',
      'Booking total ₹600',
      'Balance after this ₹350',
      'Taken by Priya Desk',
    ]) {
      expect(text, shown).toContain(shown)
    }
    const audited = await app.knex('audit_log').where({ entity_id: booking.id, action: 'download' })
    expect(audited.map((row) => row.after)).toEqual([
      { kind: 'receipt', paymentId: paid.json().id, size: 'a4' },
    ])
  })

  it('prints a refund as a refund, with the balance it leaves', async () => {
    const booking = await bookTest(app, testId)
    const paid = (
      await postPayment(app, booking.id, { method: 'card', amount: 600, reference: 'slip 4' }, staff)
    ).json()
    const refund = await postPayment(
      app,
      booking.id,
      { method: 'cash', amount: 120, reverses: paid.id, reason: 'one test dropped' },
      admin,
    )
    const res = await receipt(booking.id, refund.json().id)
    expect(res.statusCode).toBe(200)
    const text = (await pdfText(res.rawPayload)).replace(/[ \t]+/g, ' ')
    expect(text).toContain('REFUND')
    expect(text).toContain('Amount refunded ₹120')
    expect(text).toContain('Balance after this ₹120')
    expect(text).toContain('Reference —')
    expect(text).toContain('Reason one test dropped')
  })

  it('prints on an 80 mm roll with the same figures, and refuses a size it does not make', async () => {
    const { id: familyTestId } = (
      await app
        .knex('blood_tests')
        .insert({ name: 'Thyroid Profile', category: 'Thyroid', price: 450 })
        .returning('id')
    )[0]
    const booking = await bookTest(app, testId, {
      items: [
        { type: 'blood-test', id: testId },
        { type: 'blood-test', id: familyTestId },
      ],
    })
    const paid = (await postPayment(app, booking.id, { method: 'cash', amount: 500 }, staff)).json()
    const roll = await app.inject({
      method: 'GET',
      url: `/api/consult/consultation/${booking.id}/payments/${paid.id}/receipt.pdf?size=80mm`,
      headers: staff,
    })
    expect(roll.statusCode).toBe(200)
    expect(roll.headers['content-disposition']).toContain(`receipt-${booking.reference}-1-80mm.pdf`)
    const pdf = await PDFDocument.load(roll.rawPayload)
    expect(pdf.getPageCount()).toBe(1)
    // 80 mm is 226.8 points: the slip printer's roll, as long as the receipt is.
    const { width, height } = pdf.getPage(0).getSize()
    expect(Math.round(width * 10) / 10).toBe(226.8)
    expect(height).toBeLessThan(842)
    const text = (await pdfText(roll.rawPayload)).replace(/[ \t]+/g, ' ')
    for (const shown of [
      'GSTIN: 29ABCDE1234F1Z5',
      `Receipt number: ${booking.reference}/1`,
      'Lipid Profile ₹600',
      'Thyroid Profile ₹450',
      'Booking total ₹1,050',
      'Amount received ₹500',
      'Balance after this ₹550',
    ]) {
      expect(text, shown).toContain(shown)
    }
    for (const size of ['a5', '80MM', '']) {
      const bad = await app.inject({
        method: 'GET',
        url: `/api/consult/consultation/${booking.id}/payments/${paid.id}/receipt.pdf?size=${size}`,
        headers: staff,
      })
      expect(bad.statusCode, size).toBe(400)
      expect(bad.json().message).toBe('querystring size must be one of a4 or 80mm')
    }
    const audited = await app.knex('audit_log').where({ entity_id: booking.id, action: 'download' })
    expect(audited.map((row) => row.after.size)).toEqual(['80mm'])
  })

  it('answers 404 for a payment of another booking, and refuses visitors', async () => {
    const booking = await bookTest(app, testId)
    const other = await bookTest(app, testId, { email: 'other@example.com' })
    const paid = (await postPayment(app, other.id, { method: 'cash', amount: 100 }, staff)).json()
    const crossed = await receipt(booking.id, paid.id)
    expect(crossed.statusCode).toBe(404)
    expect(crossed.json().message).toBe(`Booking ${booking.reference} has no such payment`)
    const visitor = await createUserWithToken(app, 'visitor')
    expect((await receipt(other.id, paid.id, visitor.headers)).statusCode).toBe(403)
    expect(await app.knex('audit_log').where({ action: 'download' })).toHaveLength(0)
  })
})

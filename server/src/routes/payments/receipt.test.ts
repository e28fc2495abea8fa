import { labNow } from '@labsite/shared'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { pdfText } from '../../testing/pdf-tools'
import { clearBookings, stopBookingApp } from '../bookings/bookings-test-kit'
import { bookTest, postPayment, startDeskApp } from './payments-test-kit'

describe('receipts: a printed receipt per payment or refund, on the invoice letterhead (issue 25)', () => {
  let app: App
  let staff: { authorization: string }
  let testId: string

  const receipt = (id: string, paymentId: string, headers: Record<string, string> = staff) =>
    app.inject({
      method: 'GET',
      url: `/api/consult/consultation/${id}/payments/${paymentId}/receipt.pdf`,
      headers,
    })

  beforeAll(async () => {
    ;({ app, staff, testId } = await startDeskApp())
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
      `Date: ${labNow().date}`,
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
    expect(audited.map((row) => row.after)).toEqual([{ kind: 'receipt', paymentId: paid.json().id }])
  })

  it('prints a refund as a refund, with the balance it leaves', async () => {
    const booking = await bookTest(app, testId)
    const paid = (await postPayment(app, booking.id, { method: 'card', amount: 600 }, staff)).json()
    const refund = await postPayment(
      app,
      booking.id,
      { method: 'card', amount: 120, reverses: paid.id },
      staff,
    )
    const res = await receipt(booking.id, refund.json().id)
    expect(res.statusCode).toBe(200)
    const text = (await pdfText(res.rawPayload)).replace(/[ \t]+/g, ' ')
    expect(text).toContain('REFUND')
    expect(text).toContain('Amount refunded ₹120')
    expect(text).toContain('Balance after this ₹120')
    expect(text).toContain('Reference —')
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

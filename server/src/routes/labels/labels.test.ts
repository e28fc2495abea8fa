import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createUserWithToken } from '../../testing/auth-helpers'
import { decodeBarcodes, hasTool, pdfPagePng, pdfText } from '../../testing/pdf-tools'
import { clearBookings, guest, slotOn, stopBookingApp } from '../bookings/bookings-test-kit'
import { bookTest, startDeskApp } from '../payments/payments-test-kit'

/** Debian's zbar-tools (`apt-get install -y zbar-tools`; .ci/run installs it): without it the decode cannot be checked. */
const zbarimg = await hasTool('zbarimg')

describe('sample labels: one page per tube with a Code 128 of the reference and tube', () => {
  let app: App
  let staff: { authorization: string }
  let testId: string

  const labels = (id: string, query = '', headers: Record<string, string> = staff) =>
    app.inject({ method: 'GET', url: `/api/consult/consultation/${id}/labels.pdf${query}`, headers })
  /** A page's size in millimetres, rounded to a tenth. */
  const pageMillimetres = (page: { getSize(): { width: number; height: number } }) => {
    const { width, height } = page.getSize()
    return [width, height].map((points) => Math.round((points * 254) / 72) / 10)
  }

  beforeAll(async () => {
    ;({ app, staff, testId } = await startDeskApp())
  })
  afterAll(() => stopBookingApp(app))
  beforeEach(async () => {
    await clearBookings(app)
    await app.knex('audit_log').delete()
  })

  it('prints one 50×25 mm page per tube with the patient, the date and the tests', async () => {
    const { date, slotId } = await slotOn(app, 2)
    const booking = await bookTest(app, testId, { collectionType: 'lab', preferredDate: date, slotId })
    const res = await labels(booking.id, '?tubes=3')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toContain(`labels-${booking.reference}.pdf`)
    const pdf = await PDFDocument.load(res.rawPayload)
    expect(pdf.getPageCount()).toBe(3)
    expect(pdf.getPages().map(pageMillimetres)).toEqual([
      [50, 25],
      [50, 25],
      [50, 25],
    ])
    const pages = (await pdfText(res.rawPayload)).split('\f').map((page) => page.replace(/\s+/g, ' '))
    for (const tube of [1, 2, 3]) {
      expect(pages[tube - 1]).toContain(`${booking.reference}-${tube}`)
      expect(pages[tube - 1]).toContain(guest.name)
      expect(pages[tube - 1]).toContain(date)
      expect(pages[tube - 1]).toContain('Lipid Profile')
    }
    const audited = await app.knex('audit_log').where({ entity_id: booking.id, action: 'download' })
    expect(audited.map((row) => row.after)).toEqual([{ kind: 'labels', tubes: 3, size: '50x25' }])
  })

  /** A family booking: Asha takes the lipid test and a thyroid test, Ravi the lipid test only. */
  async function familyBooking() {
    const [thyroid] = await app
      .knex('blood_tests')
      .insert({ name: 'TSH', category: 'Thyroid', price: 300, original_price: 400 })
      .returning('id')
    return bookTest(app, testId, {
      items: undefined,
      members: [
        {
          name: 'Asha Rao',
          age: 34,
          sex: 'female',
          items: [
            { type: 'blood-test', id: testId },
            { type: 'blood-test', id: thyroid.id },
          ],
        },
        { name: 'Ravi Rao', age: 7, sex: 'male', items: [{ type: 'blood-test', id: testId }] },
      ],
    })
  }

  it("labels each family member's tubes with their name, age/sex and their own tests, numbered across the booking", async () => {
    const booking = await familyBooking()
    const res = await labels(booking.id, '?tubes=2')
    expect(res.statusCode).toBe(200)
    const pages = (await pdfText(res.rawPayload)).split('\f').map((page) => page.replace(/\s+/g, ' '))
    expect(pages.filter((page) => page.trim())).toHaveLength(4)
    for (const tube of [1, 2]) {
      expect(pages[tube - 1]).toContain(`${booking.reference}-${tube}`)
      expect(pages[tube - 1]).toContain('Asha Rao 34Y/F')
      expect(pages[tube - 1]).toContain('Lipid Profile, TSH')
    }
    for (const tube of [3, 4]) {
      expect(pages[tube - 1]).toContain(`${booking.reference}-${tube}`)
      expect(pages[tube - 1]).toContain('Ravi Rao 7Y/M')
      expect(pages[tube - 1]).not.toContain('TSH')
    }
  })

  it.skipIf(!zbarimg)("decodes every family member's tube to its own <reference>-<tube>", async () => {
    const booking = await familyBooking()
    const res = await labels(booking.id)
    for (const tube of [1, 2]) {
      const png = await pdfPagePng(res.rawPayload, tube, 300)
      expect(await decodeBarcodes(png)).toEqual([`${booking.reference}-${tube}`])
    }
  })

  it.skipIf(!zbarimg)(
    'prints a barcode that zbarimg decodes to <reference>-<tube>, at every label size',
    async () => {
      const booking = await bookTest(app, testId)
      for (const size of ['50x25', '38x25', '100x50']) {
        const res = await labels(booking.id, `?tubes=2&size=${size}`)
        expect(res.statusCode).toBe(200)
        // 300 dpi: what a common label printer prints (203 dpi printers get the 50×25 mm label's 0.17 mm bars).
        for (const tube of [1, 2]) {
          const png = await pdfPagePng(res.rawPayload, tube, 300)
          expect(await decodeBarcodes(png), `${size} tube ${tube}`).toEqual([`${booking.reference}-${tube}`])
        }
      }
    },
  )

  it('takes one tube and the 50×25 mm size when asked for neither, and other sizes by name', async () => {
    const booking = await bookTest(app, testId)
    const plain = await PDFDocument.load((await labels(booking.id)).rawPayload)
    expect(plain.getPages().map(pageMillimetres)).toEqual([[50, 25]])
    const large = await PDFDocument.load((await labels(booking.id, '?size=100x50&tubes=1')).rawPayload)
    expect(large.getPages().map(pageMillimetres)).toEqual([[100, 50]])
  })

  it('refuses a tube count or size out of range by name, an unknown booking, a cancelled one and visitors', async () => {
    const booking = await bookTest(app, testId)
    const refusals: [string, string][] = [
      ['?tubes=0', 'querystring tubes must be >= 1'],
      ['?tubes=21', 'querystring tubes must be <= 20'],
      ['?tubes=two', 'querystring tubes must be integer'],
      ['?size=60x40', 'querystring size must be one of 50x25, 38x25 or 100x50'],
    ]
    for (const [query, message] of refusals) {
      const res = await labels(booking.id, query)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().message).toBe(message)
    }
    const unknown = await labels('00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('Booking not found')
    const visitor = await createUserWithToken(app, 'visitor')
    expect((await labels(booking.id, '', visitor.headers)).statusCode).toBe(403)
    await app.knex('bookings').where({ id: booking.id }).update({ status: 'cancelled' })
    const cancelled = await labels(booking.id)
    expect(cancelled.statusCode).toBe(409)
    expect(cancelled.json().message).toBe(
      `Booking ${booking.reference} is cancelled: it has no samples to label`,
    )
    expect(await app.knex('audit_log').where({ action: 'download' })).toHaveLength(0)
  })
})

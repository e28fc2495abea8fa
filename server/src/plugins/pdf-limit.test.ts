import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app'
import { ConcurrencyLimit } from '../lib/infrastructure/concurrency-limit'
import { stopBookingApp } from '../routes/bookings/bookings-test-kit'
import { bookTest, startDeskApp } from '../routes/payments/payments-test-kit'

describe('PDFs are made a few at a time', () => {
  let app: App
  let staff: { authorization: string }
  let testId: string

  beforeAll(async () => {
    ;({ app, staff, testId } = await startDeskApp({ pdfConcurrency: 2, pdfQueue: 50 }))
  })
  afterAll(() => stopBookingApp(app))

  it('renders 12 parallel label requests at most 2 at a time, and every one succeeds', async () => {
    const bookings = await Promise.all([1, 2, 3].map(() => bookTest(app, testId)))
    const requests = Array.from({ length: 12 }, (_, i) =>
      app.inject({
        method: 'GET',
        url: `/api/consult/consultation/${bookings[i % 3].id}/labels.pdf?tubes=2`,
        headers: staff,
      }),
    )
    const answers = await Promise.all(requests)
    expect(answers.map((res) => res.statusCode)).toEqual(Array(12).fill(200))
    expect(answers.every((res) => res.rawPayload.subarray(0, 5).toString() === '%PDF-')).toBe(true)
    expect(app.pdfLimit.peak).toBe(2)
    expect(app.pdfLimit.rejected).toBe(0)
    expect(app.pdfLimit.running).toBe(0)
    expect(app.pdfLimit.queued).toBe(0)
  })

  it('answers 503 with Retry-After once the queue is full', async () => {
    const limit = app.pdfLimit
    // Fill every slot and the queue with work that ends only when the test says so.
    let finish = () => {}
    const held = new Promise<void>((resolve) => {
      finish = resolve
    })
    const holders = Array.from({ length: limit.concurrency + limit.queue }, () => limit.run(() => held))
    expect(limit.running).toBe(2)
    expect(limit.queued).toBe(50)
    const booking = await bookTest(app, testId)
    const res = await app.inject({
      method: 'GET',
      url: `/api/consult/consultation/${booking.id}/labels.pdf`,
      headers: staff,
    })
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('5')
    expect(res.json().message).toMatch(/Too many documents are being made right now/)
    finish()
    await Promise.all(holders)
    const after = await app.inject({
      method: 'GET',
      url: `/api/consult/consultation/${booking.id}/labels.pdf`,
      headers: staff,
    })
    expect(after.statusCode).toBe(200)
  })
})

describe('ConcurrencyLimit', () => {
  it('hands a freed slot to the oldest waiter and refuses beyond the queue', async () => {
    const limit = new ConcurrencyLimit(1, 1)
    const order: string[] = []
    let endFirst = () => {}
    const first = limit.run(
      () =>
        new Promise<void>((resolve) => {
          endFirst = resolve
        }),
    )
    const second = limit.run(async () => {
      order.push('second')
    })
    await expect(limit.run(async () => {})).rejects.toThrow(/1 running and 1 waiting/)
    expect(limit.rejected).toBe(1)
    endFirst()
    await Promise.all([first, second])
    expect(order).toEqual(['second'])
    expect(limit).toMatchObject({ running: 0, queued: 0, peak: 1 })
  })
})

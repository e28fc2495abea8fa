import type { PaymentSummary } from '@labsite/shared'
import { labNow } from '@labsite/shared'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { announceChange, expectLoaderThenRefusal, readRefusal } from '../../testing/read-states'
import { createTestPlatform, renderAdmin, stubGetRoutes, TEST_STAFF } from '../../testing/render-admin'
import DayEndTab from './DayEndTab'

const totals = { entries: 0, currency: 'INR' }
const summary: PaymentSummary = {
  date: '2026-11-26',
  rows: [
    {
      staffId: 'u1',
      staffName: 'Priya Desk',
      method: 'cash',
      received: 1530,
      refunded: 200,
      net: 1330,
      ...totals,
      entries: 3,
    },
    {
      staffId: 'u2',
      staffName: 'Ravi Desk',
      method: 'upi',
      received: 930,
      refunded: 0,
      net: 930,
      ...totals,
      entries: 1,
    },
  ],
  byStaff: [],
  byMethod: [],
  totals: [{ received: 2460, refunded: 200, net: 2260, entries: 4, currency: 'INR' }],
  // What the screen shows: the server's sheet, as its CSV writes it.
  lines: [
    {
      staff: 'Priya Desk',
      method: 'cash',
      received: 1530,
      refunded: 200,
      net: 1330,
      entries: 3,
      currency: 'INR',
    },
    {
      staff: 'Priya Desk',
      method: 'all methods',
      received: 1530,
      refunded: 200,
      net: 1330,
      entries: 3,
      currency: 'INR',
    },
    { staff: 'Ravi Desk', method: 'upi', received: 930, refunded: 0, net: 930, entries: 1, currency: 'INR' },
    {
      staff: 'Ravi Desk',
      method: 'all methods',
      received: 930,
      refunded: 0,
      net: 930,
      entries: 1,
      currency: 'INR',
    },
    {
      staff: 'All staff',
      method: 'cash',
      received: 1530,
      refunded: 200,
      net: 1330,
      entries: 3,
      currency: 'INR',
    },
    { staff: 'All staff', method: 'upi', received: 930, refunded: 0, net: 930, entries: 1, currency: 'INR' },
    {
      staff: 'All staff',
      method: 'all methods',
      received: 2460,
      refunded: 200,
      net: 2260,
      entries: 4,
      currency: 'INR',
    },
  ],
  receipts: [
    {
      number: 'AAR-2611-0001/1',
      paymentId: 'p1',
      bookingId: 'c1',
      kind: 'payment',
      time: '09:14',
      staffName: 'Ravi Desk',
      method: 'upi',
      amount: 930,
      currency: 'INR',
      reference: 'UPI 4411',
    },
    {
      number: 'AAR-2611-0002/2',
      paymentId: 'p2',
      bookingId: 'c2',
      kind: 'refund',
      time: '11:02',
      staffName: 'Priya Desk',
      method: 'cash',
      amount: -200,
      currency: 'INR',
      reference: '',
    },
  ],
}

const requested = (fetchMock: ReturnType<typeof stubGetRoutes>) =>
  fetchMock.mock.calls.map(([input]) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    return `${url.pathname}${url.search}`
  })

afterEach(() => vi.restoreAllMocks())

describe('day-end summary', () => {
  it("shows today's totals per staff member and method, and another day's on a date change", async () => {
    const fetchMock = stubGetRoutes({ 'admin/payments/summary': summary })
    renderAdmin(<DayEndTab />, { platform: createTestPlatform().platform, user: TEST_STAFF })

    expect(screen.getByLabelText('Date')).toHaveValue(labNow().date)
    const table = await screen.findByRole('table', { name: `Payments on ${labNow().date}` })
    const [, priya, priyaTotal, ravi, , cash, upi, day] = within(table).getAllByRole('row')
    expect(priya).toHaveTextContent(/Priya Desk.*Cash.*₹1,530.*₹200.*₹1,330.*3/)
    expect(priyaTotal).toHaveTextContent(/Priya Desk.*All methods.*₹1,530/)
    expect(ravi).toHaveTextContent(/Ravi Desk.*UPI.*₹930/)
    expect(cash).toHaveTextContent(/All staff.*Cash.*₹1,530.*₹200.*₹1,330/)
    expect(upi).toHaveTextContent(/All staff.*UPI.*₹930/)
    expect(day).toHaveTextContent(/All staff.*All methods.*₹2,460.*₹200.*₹2,260.*4/)
    const receipts = screen.getByRole('table', { name: `Receipts on ${labNow().date}` })
    const [, first, refund] = within(receipts).getAllByRole('row')
    expect(first).toHaveTextContent(/09:14.*AAR-2611-0001\/1.*Ravi Desk.*UPI.*₹930.*UPI 4411/)
    expect(refund).toHaveTextContent(/11:02.*AAR-2611-0002\/2.*Priya Desk.*Cash.*−₹200 \(refund\)/)
    expect(requested(fetchMock)).toContain(`/api/admin/payments/summary?date=${labNow().date}`)

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-20' } })
    await screen.findByRole('table', { name: 'Payments on 2026-11-20' })
    expect(requested(fetchMock)).toContain('/api/admin/payments/summary?date=2026-11-20')
  })

  it('downloads the CSV of the day and prints the sheet', async () => {
    const fetchMock = stubGetRoutes({
      'admin/payments/summary': summary,
      'admin/payments/summary.csv': 'csv',
      'site-settings': { websiteName: 'Aarogya Labs Indiranagar' },
    })
    Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => {} })
    const clickLink = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    let printed = ''
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed = document.querySelector('article[aria-label^="Day-end summary"]')?.textContent ?? ''
      window.dispatchEvent(new Event('afterprint'))
    })
    renderAdmin(<DayEndTab />, { platform: createTestPlatform().platform, user: TEST_STAFF })
    await screen.findByRole('table', { name: `Payments on ${labNow().date}` })

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }))
    await waitFor(() => expect(clickLink).toHaveBeenCalled())
    expect(requested(fetchMock)).toContain(`/api/admin/payments/summary.csv?date=${labNow().date}`)
    expect((clickLink.mock.contexts[0] as HTMLAnchorElement).download).toBe(`payments-${labNow().date}.csv`)

    fireEvent.click(screen.getByRole('button', { name: 'Print' }))
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1))
    for (const text of [
      'Aarogya Labs Indiranagar',
      'Day-end summary',
      'Priya Desk',
      'Cash',
      '₹1,330',
      'All methods',
      '₹2,260',
    ])
      expect(printed).toContain(text)
  })

  it("shows a loader while the day's sums load, then the server's reason when they cannot", async () => {
    stubGetRoutes({ 'admin/payments/summary': readRefusal() })
    renderAdmin(<DayEndTab />, { platform: createTestPlatform().platform, user: TEST_STAFF })
    await expectLoaderThenRefusal('Loading the day-end summary', 'Could not load the day-end summary')
  })

  it('says when the day took no payments', async () => {
    stubGetRoutes({ 'admin/payments/summary': { ...summary, lines: [], receipts: [] } })
    renderAdmin(<DayEndTab />, { platform: createTestPlatform().platform, user: TEST_STAFF })
    expect(await screen.findByText(`No payments on ${labNow().date}.`)).toBeInTheDocument()
  })

  it('refetches the sums when the event stream announces a payment (a change of its booking)', async () => {
    stubGetRoutes({ 'admin/payments/summary': { ...summary, lines: [], receipts: [] } })
    const { queryClient } = renderAdmin(<DayEndTab />, {
      platform: createTestPlatform().platform,
      user: TEST_STAFF,
    })
    await screen.findByText(`No payments on ${labNow().date}.`)

    stubGetRoutes({ 'admin/payments/summary': summary })
    await announceChange(queryClient, 'booking')
    expect(await screen.findByRole('table', { name: `Payments on ${labNow().date}` })).toBeInTheDocument()
  })
})

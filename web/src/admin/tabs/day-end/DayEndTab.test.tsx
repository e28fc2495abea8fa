import type { PaymentSummary } from '@labsite/shared'
import { labNow } from '@labsite/shared'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
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
    const [, priya, ravi, total] = within(table).getAllByRole('row')
    expect(priya).toHaveTextContent(/Priya Desk.*Cash.*₹1,530.*₹200.*₹1,330.*3/)
    expect(ravi).toHaveTextContent(/Ravi Desk.*UPI.*₹930/)
    expect(total).toHaveTextContent(/Total.*₹2,460.*₹200.*₹2,260.*4/)
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
    await screen.findByRole('table')

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
      'Total',
      '₹2,260',
    ])
      expect(printed).toContain(text)
  })
})
